import { Alert, Button, Group, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useI18n } from '../app/i18n.tsx'

/** Shown when a save met a newer one from elsewhere: nothing more is sent until the user picks a side. */
export function ConflictBanner({ onReload, onOverwrite }: { onReload: () => void; onOverwrite: () => void }) {
  const { t } = useI18n()
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('riders.conflict.title')}
      data-testid="rider-conflict"
      role="alert"
    >
      <Text size="sm">{t('riders.conflict.text')}</Text>
      <Group gap="xs" mt="sm" wrap="wrap">
        <Button size="xs" color="red" variant="light" onClick={onReload}>
          {t('riders.conflict.reload')}
        </Button>
        <Button size="xs" color="red" onClick={onOverwrite}>
          {t('riders.conflict.overwrite')}
        </Button>
      </Group>
    </Alert>
  )
}
