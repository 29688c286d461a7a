import { Box, Group, Pagination, Paper, Stack, Text, VisuallyHidden } from '@mantine/core'
import { Link, useLocation } from 'react-router'
import type { EnquiryPage } from '../../src/bookings/schemas.ts'
import { useI18n } from '../app/i18n.tsx'
import { KIND_ICON } from '../directory/kind-icons.ts'
import { SizedAvatar } from '../photos/SizedImage.tsx'
import { IMAGE_BOXES } from '../photos/sized-image.ts'
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
  // The thread's "Back" returns to this list as it was (its status filter and page).
  const { search } = useLocation()
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
            state={{ listSearch: search }}
            data-testid="enquiry-row"
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            {/* Name and status share the first line (the name gives way, the status never does); the event and
                the sender go below, so a phone shows every status in full. */}
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <SizedAvatar url={e.listing?.photo ?? null} box={IMAGE_BOXES.listAvatar} radius="md" size={48} alt="">
                <Icon size={22} />
              </SizedAvatar>
              <div style={{ minWidth: 0, flex: 1 }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                    {e.unread && (
                      <Box
                        w={9}
                        h={9}
                        bg="red.6"
                        style={{ borderRadius: '50%', flexShrink: 0 }}
                        data-testid="enquiry-unread"
                      >
                        <VisuallyHidden>{t('bookings.inbox.unread')}</VisuallyHidden>
                      </Box>
                    )}
                    <Text fw={e.unread ? 700 : 500} truncate="end">
                      {e.listing?.name ?? '—'}
                    </Text>
                  </Group>
                  <StatusBadge status={e.status} />
                </Group>
                <Text size="sm" c={e.unread ? undefined : 'dimmed'} fw={e.unread ? 500 : undefined} truncate="end">
                  {formatDate(`${e.event_date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })} · {e.event_type}
                </Text>
                {e.side === 'listing' && (
                  <Text size="sm" c="dimmed" truncate="end">
                    {t('bookings.inbox.from', { name: e.booker_name || t('bookings.thread.booker') })}
                  </Text>
                )}
              </div>
            </Group>
          </Paper>
        )
      })}
      {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} mt="sm" />}
    </Stack>
  )
}
