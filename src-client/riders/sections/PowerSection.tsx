import { Badge, Group, NumberInput, Select, Stack, Switch, Table, Text, Textarea, TextInput } from '@mantine/core'
import { type Circuit, LIMITS, type RiderDoc } from '../../../src/riders/schema.ts'
import { useI18n } from '../../app/i18n.tsx'
import { AddButton, clamp, EditTable, listTools, newId, RemoveRowButton, type SectionProps } from './rowEditing.tsx'

export function PowerSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const circuits = listTools<Circuit>((fn) =>
    update((d) => ({ ...d, power: { ...d.power, circuits: fn(d.power.circuits) } })),
  )
  const total = doc.power.circuits.reduce((s, c) => s + c.amps * (c.phases === 3 ? 3 : 1), 0)
  const req = (p: Partial<RiderDoc['requirements']>) =>
    update((d) => ({ ...d, requirements: { ...d.requirements, ...p } }))
  return (
    <Stack>
      <Text fw={600}>{t('riders.power.requirements')}</Text>
      <Group wrap="wrap">
        <Switch
          label={t('riders.power.pa')}
          checked={doc.requirements.pa}
          onChange={(e) => req({ pa: e.currentTarget.checked })}
        />
        <Switch
          label={t('riders.power.lighting')}
          checked={doc.requirements.lighting}
          onChange={(e) => req({ lighting: e.currentTarget.checked })}
        />
        <NumberInput
          label={t('riders.power.stageHeight')}
          min={0}
          max={5}
          step={0.1}
          decimalScale={2}
          w={220}
          value={doc.requirements.stageHeight}
          onChange={(v) => req({ stageHeight: clamp(Number(v) || 0, 0, 5) })}
        />
      </Group>
      <Group justify="space-between">
        <Text fw={600}>{t('riders.power.circuits')}</Text>
        <Badge variant="light">{t('riders.power.total', { amps: total })}</Badge>
      </Group>
      {doc.power.circuits.length > 0 && (
        <EditTable
          minWidth={520}
          head={[
            t('riders.power.location'),
            t('riders.power.amps'),
            t('riders.power.volts'),
            t('riders.power.phases'),
            '',
          ]}
        >
          {doc.power.circuits.map((c, i) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.power.location')}
                  size="xs"
                  value={c.location}
                  maxLength={80}
                  onChange={(e) => circuits.patch(i, { location: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td w={100}>
                <NumberInput
                  aria-label={t('riders.power.amps')}
                  size="xs"
                  min={1}
                  max={400}
                  value={c.amps}
                  onChange={(v) => circuits.patch(i, { amps: clamp(Math.round(Number(v) || 1), 1, 400) })}
                />
              </Table.Td>
              <Table.Td w={110}>
                <Select
                  aria-label={t('riders.power.volts')}
                  size="xs"
                  allowDeselect={false}
                  value={String(c.volts)}
                  data={['120', '230', '400']}
                  onChange={(v) => v && circuits.patch(i, { volts: Number(v) })}
                />
              </Table.Td>
              <Table.Td w={90}>
                <Select
                  aria-label={t('riders.power.phases')}
                  size="xs"
                  allowDeselect={false}
                  value={String(c.phases)}
                  data={['1', '3']}
                  onChange={(v) => v && circuits.patch(i, { phases: v === '3' ? 3 : 1 })}
                />
              </Table.Td>
              <Table.Td>
                <RemoveRowButton onClick={() => circuits.remove(i)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </EditTable>
      )}
      <AddButton
        label={t('riders.power.add')}
        disabled={doc.power.circuits.length >= LIMITS.circuits}
        onClick={() => circuits.add({ id: newId(), location: '', amps: 16, volts: 230, phases: 1 })}
      />
      <Textarea
        label={t('riders.power.note')}
        autosize
        minRows={2}
        maxLength={200}
        value={doc.power.note}
        onChange={(e) => {
          const note = e.currentTarget.value
          update((d) => ({ ...d, power: { ...d.power, note } }))
        }}
      />
    </Stack>
  )
}
