import { Container, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { usePageHead } from '../shell/head.ts'
import { EnquiryTabs } from './common.tsx'
import { EnquiryList } from './EnquiryList.tsx'

/** `/account/enquiries`: every enquiry the booker sent, with its status (unread answers first). */
export default function MyEnquiriesPage() {
  const { t, locale } = useI18n()
  usePageHead({ title: t('bookings.mine.title') })
  const [page, setPage] = useState(1)
  const mine = trpc.enquiries.mine.useQuery({ page, locale })
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
      <EnquiryList data={mine.data} page={page} onPage={setPage} empty={t('bookings.mine.empty')} />
    </Container>
  )
}
