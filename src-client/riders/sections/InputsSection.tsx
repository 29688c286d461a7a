import { Badge, Button, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconWand } from '@tabler/icons-react'
import { generateInputList } from '../../../src/riders/inputs.ts'
import { LIMITS, STANDS } from '../../../src/riders/schema.ts'
import { useI18n } from '../../app/i18n.tsx'
import { modals } from '../../app/overlays.tsx'
import { AddButton, EditTable, newId, RowActions, rowTools, type SectionProps } from './rowEditing.tsx'

export function InputsSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const rows = rowTools(update, 'inputs')
  const generate = () => {
    const apply = () => {
      const inputs = generateInputList(doc.members)
      update((d) => ({ ...d, inputs }))
      notifications.show({ color: 'teal', message: t('riders.inputs.generated', { count: inputs.length }) })
    }
    if (doc.inputs.length === 0) return apply()
    modals.openConfirmModal({
      title: t('riders.inputs.regenerateTitle'),
      children: <Text size="sm">{t('riders.inputs.regenerateText')}</Text>,
      labels: { confirm: t('riders.actions.confirm'), cancel: t('riders.actions.cancel') },
      onConfirm: apply,
    })
  }
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Button leftSection={<IconWand size={16} />} onClick={generate} disabled={doc.members.length === 0}>
          {t('riders.inputs.generate')}
        </Button>
        <Badge variant="light" size="lg" data-testid="input-count">
          {t('riders.inputs.count', { n: doc.inputs.length, max: LIMITS.inputs })}
        </Badge>
      </Group>
      {doc.inputs.length === 0 ? (
        <Text c="dimmed">{t('riders.inputs.emptyHint')}</Text>
      ) : (
        <EditTable
          minWidth={760}
          head={[
            t('riders.inputs.channel'),
            t('riders.inputs.source'),
            t('riders.inputs.mic'),
            t('riders.inputs.phantom'),
            t('riders.inputs.stand'),
            t('riders.inputs.note'),
            '',
          ]}
        >
          {doc.inputs.map((r, i) => (
            <Table.Tr key={r.id} data-testid="input-row">
              <Table.Td fw={600} ta="center">
                {i + 1}
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`${t('riders.inputs.source')} ${i + 1}`}
                  size="xs"
                  value={r.source}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { source: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`${t('riders.inputs.mic')} ${i + 1}`}
                  size="xs"
                  value={r.mic}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { mic: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td ta="center">
                <Checkbox
                  aria-label={`${t('riders.inputs.phantom')} ${i + 1}`}
                  checked={r.phantom}
                  onChange={(e) => rows.patch(i, { phantom: e.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`${t('riders.inputs.stand')} ${i + 1}`}
                  size="xs"
                  value={r.stand}
                  allowDeselect={false}
                  data={STANDS.map((s) => ({ value: s, label: t(`riders.stands.${s}`) }))}
                  onChange={(v) => v && rows.patch(i, { stand: v as (typeof STANDS)[number] })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`${t('riders.inputs.note')} ${i + 1}`}
                  size="xs"
                  value={r.note}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { note: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <RowActions i={i} n={doc.inputs.length} move={rows.move} remove={rows.remove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </EditTable>
      )}
      <AddButton
        label={t('riders.inputs.add')}
        disabled={doc.inputs.length >= LIMITS.inputs}
        onClick={() =>
          rows.add({ id: newId(), source: '', mic: '', phantom: false, stand: 'none', note: '', memberId: null })
        }
      />
    </Stack>
  )
}
