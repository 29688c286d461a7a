import { Badge, Button, Group } from '@mantine/core'
import { Link } from 'react-router'
import type { EnquiryStatus } from '../../src/bookings/constants.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'

export const STATUS_COLOR: Record<EnquiryStatus, string> = {
  new: 'blue',
  replied: 'violet',
  booked: 'teal',
  declined: 'gray',
  withdrawn: 'gray',
}

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  const { t } = useI18n()
  return (
    // Never truncated, sentence case: the status is the one thing a row must always say in full.
    <Badge
      variant="light"
      size="md"
      tt="none"
      color={STATUS_COLOR[status]}
      style={{ flexShrink: 0, overflow: 'visible' }}
      data-testid="enquiry-status"
      data-status={status}
    >
      {t(`bookings.status.${status}`)}
    </Badge>
  )
}

/** Switches between the booker's enquiries and the listing side's inbox. */
export function EnquiryTabs({ current }: { current: 'mine' | 'inbox' }) {
  const { t, lp } = useI18n()
  return (
    <Group gap="xs" mb="md" component="nav" aria-label={t('bookings.header.open')}>
      <Button
        component={Link}
        to={lp('/account/enquiries')}
        variant={current === 'mine' ? 'light' : 'subtle'}
        aria-current={current === 'mine' ? 'page' : undefined}
      >
        {t('bookings.mine.title')}
      </Button>
      <Button
        component={Link}
        to={lp('/account/inbox')}
        variant={current === 'inbox' ? 'light' : 'subtle'}
        aria-current={current === 'inbox' ? 'page' : undefined}
      >
        {t('bookings.inbox.title')}
      </Button>
    </Group>
  )
}

/** The status of the booker's latest enquiry to a listing, next to a favourite (one shared query for the page). */
export function FavoriteEnquiryStatus({ type, id }: { type: EntityType; id: number }) {
  const { t, lp } = useI18n()
  const statuses = trpc.enquiries.statuses.useQuery(undefined, { staleTime: 30_000 })
  const found = statuses.data?.find((s) => s.entity_type === type && s.entity_id === id)
  if (!found) return null
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[found.status]}
      size="sm"
      tt="none"
      component={Link}
      to={lp(`/account/enquiries/${found.enquiry_id}`)}
      style={{ cursor: 'pointer', flexShrink: 0 }}
      data-testid="favorite-enquiry-status"
    >
      {t('bookings.mine.onList', { status: t(`bookings.status.${found.status}`) })}
    </Badge>
  )
}
