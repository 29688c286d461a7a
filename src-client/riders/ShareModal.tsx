import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck, IconCopy, IconExternalLink, IconLink, IconLinkOff } from '@tabler/icons-react'
import { useEffect } from 'react'
import type { Rider } from '../../src/riders/schema.ts'
import { pathFor } from '../../src/routes.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'

/** The public address of a shared rider, or null while it is not shared. */
export const shareUrl = (token: string | null) =>
  token ? `${window.location.origin}${pathFor('riderShare', { token })}` : null

export function ShareModal({
  rider,
  opened,
  onClose,
  onChanged,
}: {
  rider: Rider
  opened: boolean
  onClose: () => void
  onChanged: () => void
}) {
  const { t, formatDate } = useI18n()
  const share = trpc.riders.share.useMutation({ onSuccess: onChanged })
  // Opening the dialog fetches the rider again, so the view count is fresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening
  useEffect(() => {
    if (opened && rider.shared) onChanged()
  }, [opened])
  const revoke = trpc.riders.revokeShare.useMutation({
    onSuccess: () => {
      onChanged()
      notifications.show({ color: 'teal', message: t('riders.share.revoked') })
    },
  })
  const url = shareUrl(rider.shareToken)
  return (
    <Modal opened={opened} onClose={onClose} title={t('riders.share.title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('riders.share.help')}
        </Text>
        {url ? (
          <>
            <TextInput
              readOnly
              value={url}
              aria-label={t('riders.share.title')}
              data-testid="share-url"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Text size="sm" c="dimmed" data-testid="share-views">
              {rider.shareLastViewedAt
                ? t('riders.share.views', {
                    count: rider.shareViews,
                    date: formatDate(rider.shareLastViewedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  })
                : t('riders.share.notViewed')}
            </Text>
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button
                      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      color={copied ? 'teal' : undefined}
                      onClick={copy}
                    >
                      {copied ? t('riders.share.copied') : t('riders.share.copy')}
                    </Button>
                  )}
                </CopyButton>
                <Button
                  component="a"
                  href={url}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  leftSection={<IconExternalLink size={16} />}
                >
                  {t('riders.share.open')}
                </Button>
              </Group>
              <Button
                color="red"
                variant="light"
                leftSection={<IconLinkOff size={16} />}
                loading={revoke.isPending}
                onClick={() => revoke.mutate({ id: rider.id })}
              >
                {t('riders.share.revoke')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t('riders.share.notShared')}</Text>
            <Button
              leftSection={<IconLink size={16} />}
              loading={share.isPending}
              onClick={() => share.mutate({ id: rider.id })}
              w="fit-content"
            >
              {t('riders.share.create')}
            </Button>
          </>
        )}
      </Stack>
    </Modal>
  )
}
