import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconArrowLeft, IconFileInvoice } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { MESSAGE_MAX } from '../../src/bookings/constants.ts'
import type { QuoteFields } from '../../src/bookings/quotes.ts'
import { KIND_PATH } from '../../src/directory/kinds.ts'
import { errorText } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { NotFoundPage } from '../shell/ErrorPages.tsx'
import { usePageHead } from '../shell/head.ts'
import { StatusBadge } from './common.tsx'
import { QuoteCard } from './QuoteCard.tsx'
import QuoteForm from './QuoteForm.tsx'
import { ReviewBox } from './ReviewBox.tsx'
import { Message, SameDayWarning } from './ThreadParts.tsx'

/** `/account/enquiries/:id`: one enquiry and its thread, for the booker and the listing side alike. */
export default function ThreadPage() {
  const { t, lp, locale, formatDate, formatNumber } = useI18n()
  const id = Number(useParams().id)
  // Opened from a list (inbox or the booker's): "Back" returns to it as it was (its status filter and page).
  const from = (useLocation().state as { listSearch?: unknown } | null)?.listSearch
  const listSearch = typeof from === 'string' && from.startsWith('?') ? from : ''
  const utils = trpc.useUtils()
  const thread = trpc.enquiries.thread.useQuery({ enquiry_id: id, locale }, { retry: false })
  const reply = trpc.enquiries.reply.useMutation()
  const setStatus = trpc.enquiries.setStatus.useMutation()
  const sendQuote = trpc.enquiries.sendQuote.useMutation()
  const decideQuote = trpc.enquiries.decideQuote.useMutation()
  const [quoting, setQuoting] = useState(false)
  const [body, setBody] = useState('')
  const [blockDate, setBlockDate] = useState(true)
  usePageHead({ title: thread.data?.enquiry.listing?.name ?? t('bookings.inbox.title') })

  if (thread.error?.data?.httpStatus === 404) return <NotFoundPage />
  const data = thread.data
  if (!data) return <Container size="md" py="lg" />
  const e = data.enquiry
  const refresh = async () => {
    await utils.enquiries.invalidate()
  }

  async function send(ev: FormEvent) {
    ev.preventDefault()
    if (!body.trim()) return
    try {
      await reply.mutateAsync({ enquiry_id: id, body, locale })
      setBody('')
      notifications.show({ message: t('bookings.thread.sent'), color: 'teal', withBorder: true })
      await refresh()
    } catch (err) {
      notifications.show({ message: errorText(t, err, t('common.errors.generic')), color: 'red', withBorder: true })
    }
  }

  async function change(status: 'booked' | 'declined' | 'withdrawn') {
    try {
      await setStatus.mutateAsync({
        enquiry_id: id,
        status,
        block_date: status === 'booked' ? blockDate : undefined,
        locale,
      })
      notifications.show({
        message: t('bookings.action.changed', { status: t(`bookings.status.${status}`) }),
        color: 'teal',
        withBorder: true,
      })
      await refresh()
    } catch (err) {
      notifications.show({ message: errorText(t, err, t('common.errors.generic')), color: 'red', withBorder: true })
    }
  }

  async function quote(fields: QuoteFields) {
    await sendQuote.mutateAsync({ enquiry_id: id, quote: fields, locale })
    notifications.show({ message: t('bookings.quote.sent'), color: 'teal', withBorder: true })
    await refresh()
  }

  async function decide(quoteId: number, decision: 'accepted' | 'declined') {
    try {
      await decideQuote.mutateAsync({ enquiry_id: id, quote_id: quoteId, decision, locale })
      notifications.show({
        message: t(decision === 'accepted' ? 'bookings.quote.accepted' : 'bookings.quote.declinedDone'),
        color: 'teal',
        withBorder: true,
      })
    } catch (err) {
      notifications.show({ message: errorText(t, err, t('common.errors.generic')), color: 'red', withBorder: true })
    }
    await refresh()
  }

  // Messages and quotes in the order they were written.
  const timeline = [
    ...data.messages.map((m) => ({ at: m.created_at, message: m, quote: undefined })),
    ...data.quotes.map((q) => ({ at: q.created_at, message: undefined, quote: q })),
  ].sort((a, b) => a.at.localeCompare(b.at))
  const lastQuote = data.quotes.at(-1)
  const openQuote = data.quotes.find((q) => q.state === 'offered')

  const booker = e.booker_name || t('bookings.thread.booker')
  const listingName = e.listing?.name ?? '—'
  // The type of event on a line of its own (it can be long), then the short facts side by side.
  const facts: [string, string][] = [
    [t('bookings.thread.eventType'), e.event_type],
    [t('bookings.thread.date'), formatDate(`${e.event_date}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' })],
    ...(e.event_time ? [[t('bookings.thread.time'), e.event_time] as [string, string]] : []),
    ...(e.guests ? [[t('bookings.thread.guests'), formatNumber(e.guests)] as [string, string]] : []),
    ...(e.budget_amount != null
      ? [
          [t('bookings.thread.budget'), `${formatNumber(e.budget_amount)} ${e.budget_currency ?? 'EUR'}`] as [
            string,
            string,
          ],
        ]
      : []),
  ]
  const sideName = (side: 'booker' | 'listing') =>
    side === e.side ? t('bookings.thread.you') : side === 'booker' ? booker : listingName

  return (
    <Container size="md" py="lg">
      <Anchor
        component={Link}
        to={lp(e.side === 'booker' ? '/account/enquiries' : '/account/inbox') + listSearch}
        fz="sm"
        mb="sm"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={16} /> {t('bookings.thread.back')}
      </Anchor>
      <Title order={1} fz={{ base: 28, sm: 36 }} style={{ wordBreak: 'break-word' }}>
        {e.listing ? (
          <Anchor component={Link} to={lp(`/${KIND_PATH[e.entity_type]}/${e.entity_id}/details`)} inherit>
            {listingName}
          </Anchor>
        ) : (
          listingName
        )}
      </Title>
      <Group gap="xs" mt={6} mb="md" wrap="wrap">
        <StatusBadge status={e.status} />
        {e.side === 'listing' && <Text c="dimmed">{t('bookings.inbox.from', { name: booker })}</Text>}
      </Group>

      <Paper withBorder p="md" radius="md" mb="md">
        <Title order={2} size="h4" mb="sm">
          {t('bookings.thread.facts')}
        </Title>
        {/* Label over value, two or three to a row: no cramped label column on a phone. */}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
          {facts.map(([label, value], i) => (
            <div key={label} style={i === 0 ? { gridColumn: '1 / -1' } : undefined}>
              <Text component="dt" size="xs" c="dimmed" fw={500}>
                {label}
              </Text>
              <Text component="dd" m={0} fw={500} style={{ wordBreak: 'break-word' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>

      <Stack gap="sm" mb="md" data-testid="thread">
        <Message who={sideName('booker')} at={e.created_at} mine={e.side === 'booker'} text={e.message} />
        {timeline.map(({ message: m, quote: q }) =>
          q ? (
            <QuoteCard
              key={`q${q.id}`}
              quote={q}
              side={e.side}
              busy={decideQuote.isPending}
              onDecide={(decision) => decide(q.id, decision)}
            />
          ) : m?.status ? (
            <Text key={m.id} size="sm" c="dimmed" ta="center" data-testid="thread-status">
              {t('bookings.thread.statusMessage', { status: t(`bookings.status.${m.status}`) })} · {sideName(m.side)}
            </Text>
          ) : m ? (
            <Message key={m.id} who={sideName(m.side)} at={m.created_at} mine={m.mine} text={m.body} />
          ) : null,
        )}
      </Stack>

      <SameDayWarning sameDay={data.same_day} status={e.status} />

      {data.date_blocked && (
        <Alert color="teal" mb="md">
          {t('bookings.thread.dateBlocked')}
        </Alert>
      )}

      {(data.next_statuses.length > 0 || data.can_quote) && (
        <Paper withBorder p="md" radius="md" mb="md" bg="var(--mantine-color-gray-0)" data-testid="enquiry-actions">
          <Stack gap="sm">
            {data.next_statuses.includes('booked') && (
              <Checkbox
                label={t('bookings.action.blockDate')}
                checked={blockDate}
                onChange={(ev) => setBlockDate(ev.currentTarget.checked)}
              />
            )}
            <Group gap="xs" wrap="wrap">
              {data.can_quote && (
                <Button
                  w={{ base: '100%', xs: 'auto' }}
                  leftSection={<IconFileInvoice size={18} />}
                  onClick={() => setQuoting(true)}
                  data-testid="quote-open"
                >
                  {t(openQuote ? 'bookings.quote.change' : 'bookings.quote.send')}
                </Button>
              )}
              {data.next_statuses.map((s) => (
                <Button
                  key={s}
                  w={{ base: '100%', xs: 'auto' }}
                  variant={s === 'booked' ? (data.can_quote ? 'light' : 'filled') : 'default'}
                  color={s === 'booked' ? 'teal' : undefined}
                  loading={setStatus.isPending}
                  onClick={() => change(s as 'booked' | 'declined' | 'withdrawn')}
                >
                  {t(`bookings.action.${s}`)}
                </Button>
              ))}
            </Group>
          </Stack>
        </Paper>
      )}

      {data.can_reply ? (
        <form onSubmit={send}>
          <Stack gap="xs">
            <Textarea
              label={t('bookings.thread.reply')}
              autosize
              minRows={3}
              maxLength={MESSAGE_MAX}
              value={body}
              onChange={(ev) => setBody(ev.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={reply.isPending} disabled={!body.trim()}>
                {t('bookings.thread.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text c="dimmed">{t('bookings.thread.closed')}</Text>
      )}

      {quoting && (
        <QuoteForm
          eventDate={e.event_date}
          previous={lastQuote}
          currency={e.budget_currency}
          onClose={() => setQuoting(false)}
          send={quote}
        />
      )}

      {e.status === 'booked' && <ReviewBox enquiryId={e.id} side={e.side} listingName={listingName} />}
    </Container>
  )
}
