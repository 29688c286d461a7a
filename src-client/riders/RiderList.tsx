import { NavLink, Select, Stack, Text } from '@mantine/core'
import { IconFileText, IconLink } from '@tabler/icons-react'
import type { RiderSummary } from '../../src/riders/schema.ts'
import { useI18n } from '../app/i18n.tsx'

/** The user's riders: a side list on wide screens, a select above the editor on narrow ones. */
export function RiderList({
  riders,
  selectedId,
  onSelect,
  wide,
}: {
  riders: RiderSummary[]
  selectedId: string | null
  onSelect: (id: string) => void
  wide: boolean
}) {
  const { t, formatDate } = useI18n()
  if (!wide)
    return (
      <Select
        label={t('riders.select')}
        value={selectedId}
        allowDeselect={false}
        data={riders.map((r) => ({
          value: r.id,
          label: `${r.name} — ${r.variant || t('riders.untitledVariant')}`,
        }))}
        onChange={(v) => v && onSelect(v)}
      />
    )
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" c="dimmed" tt="uppercase">
        {t('riders.myRiders')}
      </Text>
      <Stack gap={4}>
        {riders.map((r) => (
          <NavLink
            key={r.id}
            active={r.id === selectedId}
            label={r.name}
            description={`${r.variant || t('riders.untitledVariant')} · ${formatDate(r.updatedAt)}`}
            leftSection={<IconFileText size={18} />}
            rightSection={r.shared ? <IconLink size={14} aria-hidden /> : undefined}
            onClick={() => onSelect(r.id)}
            variant="light"
            style={{ borderRadius: 8 }}
          />
        ))}
      </Stack>
    </Stack>
  )
}
