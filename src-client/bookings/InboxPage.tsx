import { Container, Text, Title } from '@mantine/core'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { usePageHead } from '../shell/head.ts'
import { EnquiryTabs } from './common.tsx'
import { StatusFilteredList, useStatusFilter } from './StatusFilter.tsx'

/** `/account/inbox`: enquiries to the listings the user answers for, unread first; `?status=` narrows to one status. */
export default function InboxPage() {
  const { t, locale } = useI18n()
  usePageHead({ title: t('bookings.inbox.title') })
  const { status, page } = useStatusFilter()
  const inbox = trpc.enquiries.inbox.useQuery(
    { page, status, locale },
    // The counts and rows stay while the next filter loads: the row does not jump.
    { placeholderData: (previous) => previous },
  )
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
      <StatusFilteredList data={inbox.data} busy={inbox.isPlaceholderData} empty={t('bookings.inbox.empty')} />
    </Container>
  )
}
