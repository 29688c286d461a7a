import { Group, Text } from '@mantine/core'
import { useI18n } from '../app/i18n.tsx'

/** What the calendar's colours and patterns mean. */
export function AvailabilityLegend({ withClosed }: { withClosed: boolean }) {
  const { t } = useI18n()
  const items = [
    ['free', t('availability.legend.free')],
    ['booked', t('availability.status.booked')],
    ['hold', t('availability.status.hold')],
    ['unavailable', t('availability.status.unavailable')],
    ...(withClosed ? [['closed', t('availability.legend.closed')]] : []),
  ]
  return (
    <Group gap="md" aria-label={t('availability.legend.label')} data-testid="availability-legend" role="list">
      {items.map(([status, label]) => (
        <Group key={status} gap={6} wrap="nowrap" role="listitem">
          <span className="availability-swatch availability-day" data-status={status} aria-hidden />
          <Text fz="sm">{label}</Text>
        </Group>
      ))}
    </Group>
  )
}
