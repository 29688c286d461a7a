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
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { MESSAGE_MAX } from '../../src/bookings/constants.ts'
import type { Thread } from '../../src/bookings/schemas.ts'
import { KIND_PATH } from '../../src/directory/kinds.ts'
import { errorText } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { NotFoundPage } from '../shell/ErrorPages.tsx'
import { usePageHead } from '../shell/head.ts'
import { StatusBadge } from './common.tsx'
import { ReviewBox } from './ReviewBox.tsx'

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
        {data.messages.map((m) =>
          m.status ? (
            <Text key={m.id} size="sm" c="dimmed" ta="center" data-testid="thread-status">
              {t('bookings.thread.statusMessage', { status: t(`bookings.status.${m.status}`) })} · {sideName(m.side)}
            </Text>
          ) : (
            <Message key={m.id} who={sideName(m.side)} at={m.created_at} mine={m.mine} text={m.body} />
          ),
        )}
      </Stack>

      <SameDayWarning sameDay={data.same_day} status={e.status} />

      {data.date_blocked && (
        <Alert color="teal" mb="md">
          {t('bookings.thread.dateBlocked')}
        </Alert>
      )}

      {data.next_statuses.length > 0 && (
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
              {data.next_statuses.map((s) => (
                <Button
                  key={s}
                  w={{ base: '100%', xs: 'auto' }}
                  variant={s === 'booked' ? 'filled' : 'default'}
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

      {e.status === 'booked' && <ReviewBox enquiryId={e.id} side={e.side} listingName={listingName} />}
    </Container>
  )
}

function Message({ who, at, mine, text }: { who: string; at: string; mine: boolean; text: string }) {
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
function SameDayWarning({ sameDay, status }: { sameDay: Thread['same_day']; status: Thread['enquiry']['status'] }) {
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
