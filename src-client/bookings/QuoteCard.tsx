import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconFileInvoice } from '@tabler/icons-react'
import type { Quote, QuoteState } from '../../src/bookings/quotes.ts'
import { useI18n } from '../app/i18n.tsx'

const STATE_COLOR: Record<QuoteState, string> = {
  offered: 'blue',
  accepted: 'teal',
  declined: 'gray',
  replaced: 'gray',
  withdrawn: 'gray',
  expired: 'orange',
}

/** What a quote's state means for the side reading it (one sentence under the quote). */
function useStateNote(q: Quote, side: 'booker' | 'listing'): string {
  const { t, formatDate } = useI18n()
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
  switch (q.state) {
    case 'offered':
      return t(side === 'booker' ? 'bookings.quote.note.offeredBooker' : 'bookings.quote.note.offeredListing', {
        date: day(q.valid_until),
      })
    case 'accepted':
      return t('bookings.quote.note.accepted', { date: formatDate(q.decided_at ?? q.created_at) })
    case 'declined':
      return t(side === 'booker' ? 'bookings.quote.note.declinedBooker' : 'bookings.quote.note.declinedListing')
    case 'replaced':
      return t('bookings.quote.note.replaced')
    case 'withdrawn':
      return t('bookings.quote.note.withdrawn')
    case 'expired':
      return t(side === 'booker' ? 'bookings.quote.note.expiredBooker' : 'bookings.quote.note.expiredListing', {
        date: day(q.valid_until),
      })
  }
}

/**
 * One quote in the thread: price, what is included, deposit, terms, valid until, its state in words for the side
 * reading it, and for the booker of an open quote the two answers. Replaced, withdrawn and declined quotes stay
 * visible, toned down, so a change is never silent.
 */
export function QuoteCard({
  quote: q,
  side,
  busy,
  onDecide,
}: {
  quote: Quote
  side: 'booker' | 'listing'
  busy: boolean
  onDecide: (decision: 'accepted' | 'declined') => void
}) {
  const { t, formatDate, formatNumber } = useI18n()
  const note = useStateNote(q, side)
  const money = (n: number) => `${formatNumber(n)} ${q.currency}`
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
  const live = q.state === 'offered' || q.state === 'accepted'
  const rows: [string, string][] = [
    [t('bookings.quote.included'), q.included],
    [
      t('bookings.quote.deposit'),
      q.deposit_amount > 0 && q.deposit_due
        ? t('bookings.quote.depositLine', { amount: money(q.deposit_amount), date: day(q.deposit_due) })
        : t('bookings.quote.noDeposit'),
    ],
    ...(q.deposit_amount > 0 ? [[t('bookings.quote.depositMethod'), q.deposit_method] as [string, string]] : []),
    ...(q.terms ? [[t('bookings.quote.terms'), q.terms] as [string, string]] : []),
    // An open or expired quote's note says until when it holds: no second line for it.
    ...(q.state === 'offered' || q.state === 'expired'
      ? []
      : [[t('bookings.quote.validUntil'), day(q.valid_until)] as [string, string]]),
  ]
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      mr={side === 'listing' ? 0 : { base: 0, sm: 64 }}
      ml={side === 'listing' ? { base: 0, sm: 64 } : 0}
      style={{
        borderColor: live ? `var(--mantine-color-${STATE_COLOR[q.state]}-5)` : undefined,
        borderWidth: live ? 2 : 1,
        opacity: live || q.state === 'expired' ? 1 : 0.7,
      }}
      data-testid="quote"
      data-state={q.state}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
        <Group gap={8} wrap="nowrap">
          <IconFileInvoice size={20} aria-hidden />
          <Title order={3} size="h5">
            {t('bookings.quote.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {formatDate(q.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
        </Group>
        <Badge
          variant="light"
          tt="none"
          color={STATE_COLOR[q.state]}
          data-testid="quote-state"
          style={{ flexShrink: 0 }}
        >
          {t(`bookings.quote.state.${q.state}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t('bookings.quote.price')}
      </Text>
      <Text fw={700} fz={24} mb="xs" td={q.state === 'replaced' ? 'line-through' : undefined} data-testid="quote-price">
        {money(q.price_amount)}
      </Text>
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" fw={500}>
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {value}
            </Text>
          </div>
        ))}
      </Stack>
      <Text size="sm" mt="sm" fw={500} c={q.state === 'expired' ? 'orange.9' : undefined} data-testid="quote-note">
        {note}
      </Text>
      {q.can_decide && (
        <Group gap="xs" mt="sm" wrap="wrap">
          <Button color="teal" w={{ base: '100%', xs: 'auto' }} loading={busy} onClick={() => onDecide('accepted')}>
            {t('bookings.quote.accept')}
          </Button>
          <Button
            variant="default"
            w={{ base: '100%', xs: 'auto' }}
            loading={busy}
            onClick={() => onDecide('declined')}
          >
            {t('bookings.quote.decline')}
          </Button>
        </Group>
      )}
    </Paper>
  )
}
