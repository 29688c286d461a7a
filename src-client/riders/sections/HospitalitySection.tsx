import { Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import type { RiderDoc } from '../../../src/riders/schema.ts'
import { useI18n } from '../../app/i18n.tsx'
import { clamp, type SectionProps } from './rowEditing.tsx'

export function HospitalitySection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const set = (p: Partial<RiderDoc['hospitality']>) =>
    update((d) => ({ ...d, hospitality: { ...d.hospitality, ...p } }))
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea
          label={t('riders.hospitality.catering')}
          autosize
          minRows={4}
          maxLength={2000}
          value={doc.hospitality.catering}
          onChange={(e) => set({ catering: e.currentTarget.value })}
        />
        <Textarea
          label={t('riders.hospitality.dressingRoom')}
          autosize
          minRows={4}
          maxLength={2000}
          value={doc.hospitality.dressingRoom}
          onChange={(e) => set({ dressingRoom: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Group wrap="wrap" align="flex-end">
        <NumberInput
          label={t('riders.hospitality.guests')}
          min={0}
          max={500}
          w={200}
          value={doc.hospitality.guests}
          onChange={(v) => set({ guests: clamp(Math.round(Number(v) || 0), 0, 500) })}
        />
        <TextInput
          label={t('riders.hospitality.guestNote')}
          maxLength={200}
          value={doc.hospitality.guestNote}
          onChange={(e) => set({ guestNote: e.currentTarget.value })}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      <Textarea
        label={t('riders.notes.label')}
        autosize
        minRows={3}
        maxLength={2000}
        value={doc.notes}
        onChange={(e) => {
          const notes = e.currentTarget.value
          update((d) => ({ ...d, notes }))
        }}
      />
    </Stack>
  )
}
