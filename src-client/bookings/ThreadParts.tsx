import { Alert, Anchor, Group, Paper, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { Thread } from '../../src/bookings/schemas.ts'
import { useI18n } from '../app/i18n.tsx'

/** The pieces of an enquiry's thread page: a message, and the listing side's same-day warning. */

export function Message({ who, at, mine, text }: { who: string; at: string; mine: boolean; text: string }) {
  const { formatDate } = useI18n()
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={mine ? 'var(--mantine-color-blue-light)' : undefined}
      ml={mine ? { base: 16, sm: 64 } : 0}
      mr={mine ? 0 : { base: 16, sm: 64 }}
      data-testid="thread-message"
    >
      <Text size="xs" c="dimmed" mb={4}>
        {who} · {formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</Text>
    </Paper>
  )
}

/** The listing side's warning: other enquiries and a booking for the same day (a day takes one booking). */
export function SameDayWarning({
  sameDay,
  status,
}: {
  sameDay: Thread['same_day']
  status: Thread['enquiry']['status']
}) {
  const { t, lp } = useI18n()
  if (!sameDay.length) return null
  const booked = sameDay.find((o) => o.status === 'booked')
  return (
    <Alert
      color={booked && status !== 'booked' ? 'red' : 'yellow'}
      mb="md"
      data-testid="same-day"
      icon={<IconAlertTriangle size={18} />}
    >
      <Text fw={600} size="sm">
        {booked ? t('bookings.thread.sameDayBooked') : t('bookings.thread.sameDayOpen', { count: sameDay.length })}
      </Text>
      <Group gap="xs" mt={4} wrap="wrap">
        {sameDay.map((o) => (
          <Anchor key={o.id} component={Link} to={lp(`/account/enquiries/${o.id}`)} size="sm">
            {t('bookings.thread.sameDayItem', { id: o.id, status: t(`bookings.status.${o.status}`) })}
            {o.event_time ? ` · ${o.event_time}` : ''}
          </Anchor>
        ))}
      </Group>
    </Alert>
  )
}
