import { ActionIcon, Indicator } from '@mantine/core'
import { IconMail } from '@tabler/icons-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { loadTranslator } from '../app/dictionaries.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'

/**
 * The header's envelope with the number of unread enquiry threads (one small query, refreshed every minute and on
 * focus). Loaded lazily by the layout for signed-in users, so it is not first-page JavaScript.
 */
export default function HeaderUnread() {
  const { t, lp, locale } = useI18n()
  useEffect(() => {
    // Its label lives in the bookings messages, which the home page does not load by itself.
    void loadTranslator(locale, 'all')
  }, [locale])
  const unread = trpc.enquiries.unread.useQuery(undefined, { refetchInterval: 60_000, staleTime: 15_000 })
  const count = unread.data?.count ?? 0
  return (
    <Indicator label={count} size={16} disabled={count === 0} color="red" offset={4} data-testid="header-unread">
      <ActionIcon
        component={Link}
        to={lp('/account/enquiries')}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={count ? t('bookings.header.unread', { count }) : t('bookings.header.open')}
      >
        <IconMail size={20} />
      </ActionIcon>
    </Indicator>
  )
}
