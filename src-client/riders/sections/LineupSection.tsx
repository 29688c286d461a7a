import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { INSTRUMENTS, LIMITS, type Member, VOCALS } from '../../../src/riders/schema.ts'
import { useI18n } from '../../app/i18n.tsx'
import { AddButton, listTools, newId, RemoveRowButton, RowActions, rowTools, type SectionProps } from './rowEditing.tsx'

export function LineupSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const rows = rowTools(update, 'members')
  const instrumentOptions = INSTRUMENTS.map((k) => ({ value: k, label: t(`riders.instruments.${k}`) }))
  const instrumentsOf = (i: number) =>
    listTools<Member['instruments'][number]>((fn) => rows.edit(i, (m) => ({ ...m, instruments: fn(m.instruments) })))
  return (
    <Stack>
      {doc.members.length === 0 && <Text c="dimmed">{t('riders.lineup.emptyHint')}</Text>}
      {doc.members.map((m, i) => {
        const instruments = instrumentsOf(i)
        return (
          <Paper key={m.id} withBorder p="sm" radius="md" data-testid="member">
            <Group align="flex-end" wrap="wrap" gap="sm">
              <TextInput
                label={t('riders.lineup.member')}
                value={m.name}
                maxLength={LIMITS.shortText}
                onChange={(e) => rows.patch(i, { name: e.currentTarget.value })}
                style={{ flex: '1 1 160px' }}
              />
              <Select
                label={t('riders.lineup.vocals')}
                value={m.vocals}
                allowDeselect={false}
                data={VOCALS.map((v) => ({ value: v, label: t(`riders.vocals.${v}`) }))}
                onChange={(v) => v && rows.patch(i, { vocals: v as (typeof VOCALS)[number] })}
                style={{ flex: '1 1 140px' }}
              />
              <RowActions i={i} n={doc.members.length} move={rows.move} remove={rows.remove} />
            </Group>
            <Text size="sm" fw={500} mt="sm" mb={4}>
              {t('riders.lineup.instruments')}
            </Text>
            <Stack gap={6}>
              {m.instruments.map((inst, j) => (
                <Group key={inst.id} gap="xs" wrap="nowrap">
                  <Select
                    aria-label={t('riders.lineup.instruments')}
                    value={inst.kind}
                    allowDeselect={false}
                    searchable
                    data={instrumentOptions}
                    onChange={(v) => v && instruments.patch(j, { kind: v as (typeof INSTRUMENTS)[number] })}
                    style={{ flex: 1 }}
                  />
                  <TextInput
                    aria-label={t('riders.lineup.label')}
                    placeholder={t('riders.lineup.label')}
                    value={inst.label}
                    maxLength={LIMITS.shortText}
                    onChange={(e) => instruments.patch(j, { label: e.currentTarget.value })}
                    style={{ flex: 1 }}
                  />
                  <RemoveRowButton onClick={() => instruments.remove(j)} />
                </Group>
              ))}
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={14} />}
                w="fit-content"
                disabled={m.instruments.length >= LIMITS.instrumentsPerMember}
                onClick={() => instruments.add({ id: newId(), kind: 'electricGuitar', label: '' })}
              >
                {t('riders.lineup.addInstrument')}
              </Button>
            </Stack>
          </Paper>
        )
      })}
      <AddButton
        label={t('riders.lineup.add')}
        disabled={doc.members.length >= LIMITS.members}
        onClick={() => rows.add({ id: newId(), name: '', instruments: [], vocals: 'none' })}
      />
    </Stack>
  )
}
