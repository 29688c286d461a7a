import { Alert } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconWifiOff } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useI18n } from '../app/i18n.tsx'
import { useOnline } from '../app/online.ts'

/** Offline state: a banner while the network is gone, a short notice when it returns (queries then refetch). */
export function OfflineBanner() {
  const online = useOnline()
  const { t } = useI18n()
  const wasOffline = useRef(false)
  useEffect(() => {
    if (!online) wasOffline.current = true
    else if (wasOffline.current) {
      wasOffline.current = false
      notifications.show({ id: 'back-online', color: 'teal', message: t('shell.offline.back'), autoClose: 3000 })
    }
  }, [online, t])
  if (online) return null
  return (
    <Alert
      role="status"
      data-testid="offline-banner"
      color="orange"
      variant="filled"
      icon={<IconWifiOff size={20} />}
      title={t('shell.offline.title')}
      className="offline-banner"
    >
      {t('shell.offline.message')}
    </Alert>
  )
}
