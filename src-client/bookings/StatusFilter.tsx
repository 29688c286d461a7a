import { Badge, Button, Group, ScrollArea, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core'
import { useLayoutEffect, useRef } from 'react'
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../src/bookings/constants.ts'
import type { CountedPage, StatusCounts } from '../../src/bookings/schemas.ts'
import { useI18n } from '../app/i18n.tsx'
import { useUrlState } from '../directory/url-state.ts'
import { STATUS_COLOR } from './common.tsx'
import { EnquiryList } from './EnquiryList.tsx'

/** The status filter of an enquiry list (inbox, the booker's enquiries): row, URL state, filtered-empty message. */

type Filter = EnquiryStatus | 'all'
const FILTERS: readonly Filter[] = ['all', ...ENQUIRY_STATUSES]

const isStatus = (v: string): v is EnquiryStatus => (ENQUIRY_STATUSES as readonly string[]).includes(v)

/** `?status=` and `?page=` of the current list; a new status goes back to page 1. */
export function useStatusFilter() {
  const { get, set } = useUrlState()
  const raw = get('status')
  // An unknown status in a hand-typed URL shows everything rather than an error.
  const status = isStatus(raw) ? raw : undefined
  const page = Math.max(1, Number.parseInt(get('page'), 10) || 1)
  return {
    status,
    page,
    setStatus: (f: Filter) => set({ status: f === 'all' ? null : f }),
    setPage: (p: number) => set({ page: p === 1 ? null : p }),
  }
}

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
  counts: StatusCounts
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
      data-testid="status-filter"
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
                data-testid="status-count"
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

/**
 * The filter row over the list. The row shows once the list has anything (or a status is picked); a status with
 * nothing says so, apart from an empty list, and offers the way back to all. The rows stay while the next filter
 * loads (`busy`): the page does not jump.
 */
export function StatusFilteredList({
  data,
  busy,
  empty,
}: {
  data: CountedPage | undefined
  busy: boolean
  /** The message of an empty list (nothing at all, not just nothing of one status). */
  empty: string
}) {
  const { t } = useI18n()
  const { status, page, setStatus, setPage } = useStatusFilter()
  const filteredEmpty = !!data && !data.items.length && !!status && data.counts.all > 0
  return (
    <>
      {data && (data.counts.all > 0 || status) && (
        <StatusFilter value={status ?? 'all'} counts={data.counts} onChange={setStatus} />
      )}
      <div aria-busy={busy || undefined} data-testid="enquiry-list">
        {filteredEmpty && status ? (
          <Stack gap="xs" align="flex-start" data-testid="status-filtered-empty">
            <Text c="dimmed">{t('bookings.inbox.emptyFiltered', { status: t(`bookings.status.${status}`) })}</Text>
            <Button variant="light" size="compact-sm" onClick={() => setStatus('all')}>
              {t('bookings.inbox.showAll')}
            </Button>
          </Stack>
        ) : (
          <EnquiryList data={data} page={page} onPage={setPage} empty={empty} />
        )}
      </div>
    </>
  )
}
