import { Container, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { usePageHead } from '../shell/head.ts'
import { EnquiryTabs } from './common.tsx'
import { EnquiryList } from './EnquiryList.tsx'

/** `/account/inbox`: enquiries to the listings the user answers for, unread first. */
export default function InboxPage() {
  const { t, locale } = useI18n()
  usePageHead({ title: t('bookings.inbox.title') })
  const [page, setPage] = useState(1)
  const inbox = trpc.enquiries.inbox.useQuery({ page, locale })
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
      <EnquiryList data={inbox.data} page={page} onPage={setPage} empty={t('bookings.inbox.empty')} />
    </Container>
  )
}
