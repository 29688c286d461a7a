import {
  Badge,
  Button,
  Container,
  Group,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useLayoutEffect, useRef } from 'react'
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../src/bookings/constants.ts'
import type { InboxCounts } from '../../src/bookings/schemas.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { useUrlState } from '../directory/url-state.ts'
import { usePageHead } from '../shell/head.ts'
import { EnquiryTabs, STATUS_COLOR } from './common.tsx'
import { EnquiryList } from './EnquiryList.tsx'

type Filter = EnquiryStatus | 'all'
const FILTERS: readonly Filter[] = ['all', ...ENQUIRY_STATUSES]

const isStatus = (v: string): v is EnquiryStatus => (ENQUIRY_STATUSES as readonly string[]).includes(v)

/**
 * "All", "New" … "Withdrawn", each with its count. One row that scrolls sideways on a phone rather than wrapping
 * into a ragged block (the page itself never overflows).
 */
function StatusFilter({
  value,
  counts,
  onChange,
}: {
  value: Filter
  counts: InboxCounts
  onChange: (value: Filter) => void
}) {
  const { t, formatNumber } = useI18n()
  const viewport = useRef<HTMLDivElement>(null)
  // The chosen option in sight on a phone, e.g. "Withdrawn" after a reload: the row scrolls, never the page.
  useLayoutEffect(() => {
    const reveal = () => {
      const box = viewport.current
      const chosen = box?.querySelector(`[data-filter="${value}"]`)?.closest('label')
      if (!box || !chosen) return
      const view = box.getBoundingClientRect()
      const item = chosen.getBoundingClientRect()
      if (item.left < view.left) box.scrollLeft -= view.left - item.left + 8
      else if (item.right > view.right) box.scrollLeft += item.right - view.right + 8
    }
    reveal()
    window.addEventListener('resize', reveal)
    return () => window.removeEventListener('resize', reveal)
  }, [value])
  return (
    <ScrollArea
      type="auto"
      scrollbarSize={6}
      offsetScrollbars="x"
      mb="md"
      viewportRef={viewport}
      data-testid="inbox-filter"
    >
      <SegmentedControl
        aria-label={t('bookings.inbox.filter')}
        // Each option as wide as its words and count (the default shares the width equally and squeezes "Booked 427"),
        // the whole row as wide as its options (the scroll area would otherwise squeeze it to the phone's width).
        styles={{ root: { width: 'max-content' }, control: { flex: '0 0 auto' } }}
        value={value}
        onChange={(v) => onChange(v as Filter)}
        data={FILTERS.map((f) => ({
          value: f,
          label: (
            <Group gap={6} wrap="nowrap" justify="center" data-filter={f}>
              <span>{f === 'all' ? t('bookings.inbox.filterAll') : t(`bookings.status.${f}`)}</span>
              <Badge
                size="sm"
                variant={f === value ? 'filled' : 'light'}
                color={f === 'all' ? 'gray' : STATUS_COLOR[f]}
                aria-hidden
                data-testid="inbox-count"
                data-status={f}
                style={{ flexShrink: 0 }}
              >
                {formatNumber(counts[f])}
              </Badge>
              <VisuallyHidden>{t('bookings.inbox.count', { count: counts[f] })}</VisuallyHidden>
            </Group>
          ),
        }))}
      />
    </ScrollArea>
  )
}

/** `/account/inbox`: enquiries to the listings the user answers for, unread first; `?status=` narrows to one status. */
export default function InboxPage() {
  const { t, locale } = useI18n()
  usePageHead({ title: t('bookings.inbox.title') })
  const { get, set } = useUrlState()
  const raw = get('status')
  // An unknown status in a hand-typed URL shows everything rather than an error.
  const status = isStatus(raw) ? raw : undefined
  const page = Math.max(1, Number.parseInt(get('page'), 10) || 1)
  const inbox = trpc.enquiries.inbox.useQuery(
    { page, status, locale },
    // The counts and rows stay while the next filter loads: the row does not jump.
    { placeholderData: (previous) => previous },
  )
  const data = inbox.data
  const filteredEmpty = !!data && !data.items.length && !!status && data.counts.all > 0
  return (
    <Container size="md" py="lg">
      <Title order={1} mb="xs">
        {t('bookings.inbox.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('bookings.inbox.lead')}
      </Text>
      <EnquiryTabs current="inbox" />
      {inbox.error && <Text c="red">{t('bookings.errors.loadFailed')}</Text>}
      {data && (data.counts.all > 0 || status) && (
        <StatusFilter
          value={status ?? 'all'}
          counts={data.counts}
          onChange={(f) => set({ status: f === 'all' ? null : f })}
        />
      )}
      <div aria-busy={inbox.isPlaceholderData || undefined} data-testid="inbox-list">
        {filteredEmpty && status ? (
          <Stack gap="xs" align="flex-start" data-testid="inbox-filtered-empty">
            <Text c="dimmed">{t('bookings.inbox.emptyFiltered', { status: t(`bookings.status.${status}`) })}</Text>
            <Button variant="light" size="compact-sm" onClick={() => set({ status: null })}>
              {t('bookings.inbox.showAll')}
            </Button>
          </Stack>
        ) : (
          <EnquiryList
            data={data}
            page={page}
            onPage={(p) => set({ page: p === 1 ? null : p })}
            empty={t('bookings.inbox.empty')}
          />
        )}
      </div>
    </Container>
  )
}
