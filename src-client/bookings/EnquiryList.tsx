import { Avatar, Badge, Group, Pagination, Paper, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { EnquiryPage } from '../../src/bookings/schemas.ts'
import { useI18n } from '../app/i18n.tsx'
import { KIND_ICON } from '../directory/kind-icons.ts'
import { StatusBadge } from './common.tsx'

/** A page of enquiries as rows linking to their threads (booker's list and inbox alike). */
export function EnquiryList({
  data,
  page,
  onPage,
  empty,
}: {
  data: EnquiryPage | undefined
  page: number
  onPage: (p: number) => void
  empty: string
}) {
  const { t, lp, formatDate } = useI18n()
  if (!data) return null
  if (!data.items.length) return <Text c="dimmed">{empty}</Text>
  const pages = Math.ceil(data.total / data.limit)
  return (
    <Stack gap="xs">
      {data.items.map((e) => {
        const Icon = KIND_ICON[e.entity_type]
        return (
          <Paper
            key={e.id}
            withBorder
            p="sm"
            radius="md"
            component={Link}
            to={lp(`/account/enquiries/${e.id}`)}
            data-testid="enquiry-row"
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={e.listing?.photo ?? null} radius="md" size={44} alt="">
                  <Icon size={20} />
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <Text fw={e.unread ? 700 : 500} truncate="end">
                    {e.listing?.name ?? '—'}
                  </Text>
                  <Text size="sm" c="dimmed" truncate="end">
                    {formatDate(`${e.event_date}T12:00:00Z`)} · {e.event_type}
                    {e.side === 'listing'
                      ? ` · ${t('bookings.inbox.from', { name: e.booker_name || t('bookings.thread.booker') })}`
                      : ''}
                  </Text>
                </div>
              </Group>
              <Group gap={6} wrap="nowrap">
                {e.unread && (
                  <Badge color="red" variant="filled" size="sm">
                    {t('bookings.inbox.unread')}
                  </Badge>
                )}
                <StatusBadge status={e.status} />
              </Group>
            </Group>
          </Paper>
        )
      })}
      {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} mt="sm" />}
    </Stack>
  )
}
