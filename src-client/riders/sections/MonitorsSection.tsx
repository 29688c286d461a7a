import { Checkbox, Select, Stack, Table, TextInput } from '@mantine/core'
import { LIMITS, MONITOR_TYPES } from '../../../src/riders/schema.ts'
import { useI18n } from '../../app/i18n.tsx'
import { MonitorMatrix } from './MonitorMatrix.tsx'
import { AddButton, EditTable, newId, RowActions, rowTools, type SectionProps } from './rowEditing.tsx'

export function MonitorsSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const rows = rowTools(update, 'monitors')
  return (
    <Stack>
      {doc.monitors.length > 0 && (
        <EditTable
          head={[
            '#',
            t('riders.monitors.name'),
            t('riders.monitors.type'),
            t('riders.monitors.stereo'),
            t('riders.monitors.mix'),
            '',
          ]}
        >
          {doc.monitors.map((m, i) => (
            <Table.Tr key={m.id}>
              <Table.Td ta="center">{i + 1}</Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.monitors.name')}
                  size="xs"
                  value={m.name}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { name: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('riders.monitors.type')}
                  size="xs"
                  value={m.type}
                  allowDeselect={false}
                  data={MONITOR_TYPES.map((s) => ({ value: s, label: t(`riders.monitors.types.${s}`) }))}
                  onChange={(v) => v && rows.patch(i, { type: v as (typeof MONITOR_TYPES)[number] })}
                />
              </Table.Td>
              <Table.Td ta="center">
                <Checkbox
                  aria-label={t('riders.monitors.stereo')}
                  checked={m.stereo}
                  onChange={(e) => rows.patch(i, { stereo: e.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.monitors.mix')}
                  size="xs"
                  value={m.mix}
                  maxLength={200}
                  onChange={(e) => rows.patch(i, { mix: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <RowActions i={i} n={doc.monitors.length} move={rows.move} remove={rows.remove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </EditTable>
      )}
      <AddButton
        label={t('riders.monitors.add')}
        disabled={doc.monitors.length >= LIMITS.monitors}
        onClick={() => rows.add({ id: newId(), name: '', type: 'wedge', stereo: false, mix: '', sends: [] })}
      />
      <MonitorMatrix doc={doc} update={update} />
    </Stack>
  )
}
