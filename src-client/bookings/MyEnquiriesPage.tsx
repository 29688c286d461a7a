import { Container, Text, Title } from '@mantine/core'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { usePageHead } from '../shell/head.ts'
import { EnquiryTabs } from './common.tsx'
import { StatusFilteredList, useStatusFilter } from './StatusFilter.tsx'

/**
 * `/account/enquiries`: every enquiry the booker sent, with its status (unread answers first); `?status=` narrows to
 * one status.
 */
export default function MyEnquiriesPage() {
  const { t, locale } = useI18n()
  usePageHead({ title: t('bookings.mine.title') })
  const { status, page } = useStatusFilter()
  const mine = trpc.enquiries.mine.useQuery(
    { page, status, locale },
    // The counts and rows stay while the next filter loads: the row does not jump.
    { placeholderData: (previous) => previous },
  )
  return (
    <Container size="md" py="lg">
      <Title order={1} mb="xs">
        {t('bookings.mine.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('bookings.mine.lead')}
      </Text>
      <EnquiryTabs current="mine" />
      {mine.error && <Text c="red">{t('bookings.errors.loadFailed')}</Text>}
      <StatusFilteredList data={mine.data} busy={mine.isPlaceholderData} empty={t('bookings.mine.empty')} />
    </Container>
  )
}
