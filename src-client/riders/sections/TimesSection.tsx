import { NumberInput, Stack, Table, Textarea, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { LIMITS } from '../../../src/riders/schema.ts'
import { useI18n } from '../../app/i18n.tsx'
import { AddButton, clamp, EditTable, newId, RowActions, rowTools, type SectionProps } from './rowEditing.tsx'

export function TimesSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const rows = rowTools(update, 'times')
  return (
    <Stack>
      {doc.times.length > 0 && (
        <EditTable
          minWidth={480}
          head={[t('riders.times.label'), t('riders.times.time'), t('riders.times.minutes'), '']}
        >
          {doc.times.map((s, i) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.times.label')}
                  size="xs"
                  value={s.label}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { label: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td w={120}>
                <TextInput
                  aria-label={t('riders.times.time')}
                  size="xs"
                  type="time"
                  value={s.time}
                  onChange={(e) => rows.patch(i, { time: e.currentTarget.value.slice(0, 5) })}
                />
              </Table.Td>
              <Table.Td w={110}>
                <NumberInput
                  aria-label={t('riders.times.minutes')}
                  size="xs"
                  min={0}
                  max={1440}
                  value={s.minutes}
                  onChange={(v) => rows.patch(i, { minutes: clamp(Math.round(Number(v) || 0), 0, 1440) })}
                />
              </Table.Td>
              <Table.Td>
                <RowActions i={i} n={doc.times.length} move={rows.move} remove={rows.remove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </EditTable>
      )}
      <AddButton
        label={t('riders.times.add')}
        disabled={doc.times.length >= LIMITS.times}
        onClick={() => rows.add({ id: newId(), label: '', time: '', minutes: 0 })}
      />
      <SetListField doc={doc} update={update} />
    </Stack>
  )
}

const songsOf = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim().slice(0, LIMITS.shortText))
    .filter(Boolean)
    .slice(0, LIMITS.setListSongs)

/** The act's set list, one song per line: a stage manager pulls it into the stage's set list. */
function SetListField({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const [draft, setDraft] = useState(() => doc.setList.join('\n'))
  // A change from elsewhere (another tab, a restored version) replaces the draft; typing keeps its blank lines.
  useEffect(() => {
    setDraft((d) => (songsOf(d).join('\n') === doc.setList.join('\n') ? d : doc.setList.join('\n')))
  }, [doc.setList])
  return (
    <Textarea
      label={t('riders.setList.label')}
      description={t('riders.setList.help', { max: LIMITS.setListSongs })}
      placeholder={t('riders.setList.placeholder')}
      value={draft}
      autosize
      minRows={4}
      maxRows={14}
      data-testid="rider-setlist"
      onChange={(e) => {
        const value = e.currentTarget.value
        setDraft(value)
        update((d) => ({ ...d, setList: songsOf(value) }))
      }}
    />
  )
}
