import { Center, Loader } from '@mantine/core'
import { useI18n } from '../app/i18n.tsx'

export function PageLoader() {
  const { t } = useI18n()
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader aria-label={t('common.actions.loading')} />
    </Center>
  )
}
