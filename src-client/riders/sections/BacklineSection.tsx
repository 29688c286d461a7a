import { NumberInput, Select, Stack, Table, TextInput } from '@mantine/core'
import { LIMITS, PROVIDERS } from '../../../src/riders/schema.ts'
import { useI18n } from '../../app/i18n.tsx'
import { AddButton, clamp, EditTable, newId, RowActions, rowTools, type SectionProps } from './rowEditing.tsx'

export function BacklineSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const rows = rowTools(update, 'backline')
  return (
    <Stack>
      {doc.backline.length > 0 && (
        <EditTable
          head={[
            t('riders.backline.qty'),
            t('riders.backline.item'),
            t('riders.backline.providedBy'),
            t('riders.backline.note'),
            '',
          ]}
        >
          {doc.backline.map((b, i) => (
            <Table.Tr key={b.id}>
              <Table.Td w={80}>
                <NumberInput
                  aria-label={t('riders.backline.qty')}
                  size="xs"
                  min={1}
                  max={99}
                  value={b.qty}
                  onChange={(v) => rows.patch(i, { qty: clamp(Number(v) || 1, 1, 99) })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.backline.item')}
                  size="xs"
                  value={b.item}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { item: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('riders.backline.providedBy')}
                  size="xs"
                  value={b.providedBy}
                  allowDeselect={false}
                  data={PROVIDERS.map((s) => ({ value: s, label: t(`riders.backline.providers.${s}`) }))}
                  onChange={(v) => v && rows.patch(i, { providedBy: v as (typeof PROVIDERS)[number] })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.backline.note')}
                  size="xs"
                  value={b.note}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { note: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <RowActions i={i} n={doc.backline.length} move={rows.move} remove={rows.remove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </EditTable>
      )}
      <AddButton
        label={t('riders.backline.add')}
        disabled={doc.backline.length >= LIMITS.backline}
        onClick={() => rows.add({ id: newId(), item: '', qty: 1, providedBy: 'venue', note: '' })}
      />
    </Stack>
  )
}
