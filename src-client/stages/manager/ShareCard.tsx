import {
  ActionIcon,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Image,
  Menu,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  IconCheck,
  IconCopy,
  IconDots,
  IconExternalLink,
  IconTrash,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import type { DisplayDevice } from '../../../src/stages/access.ts'
import { LIMITS, type StageView } from '../../../src/stages/protocol.ts'
import { errorText } from '../../app/error-text.ts'
import { useI18n } from '../../app/i18n.tsx'
import { modals } from '../../app/overlays.tsx'
import { trpc } from '../../app/trpc.ts'
import { useStageClock } from '../stage-clock.ts'

export function ShareCard({ stage, screens }: { stage: StageView; screens: DisplayDevice[] }) {
  const { t, lp } = useI18n()
  const utils = trpc.useUtils()
  const rename = trpc.stages.rename.useMutation()
  const remove = trpc.stages.delete.useMutation()
  const [qr, setQr] = useState<string | null>(null)
  const [renaming, setRenaming] = useState<string | null>(null)
  const link = `${window.location.origin}${lp('/stageWhisperer/display')}?code=${stage.code}`
  useEffect(() => {
    let alive = true
    QRCode.toDataURL(link, { margin: 1, width: 320, errorCorrectionLevel: 'M' })
      .then((url) => alive && setQr(url))
      .catch(() => {})
    return () => {
      alive = false
    }
  }, [link])
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('stages.delete'),
      children: <Text size="sm">{t('stages.deleteConfirm', { name: stage.name })}</Text>,
      labels: { confirm: t('stages.delete'), cancel: t('stages.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ id: stage.id })
          await utils.stages.list.invalidate()
        } catch (error) {
          notifications.show({
            color: 'red',
            message: errorText(t, error, t('stages.errors.generic')),
            autoClose: 3000,
          })
        }
      },
    })
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        {renaming === null ? (
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {stage.name}
          </Title>
        ) : (
          <form
            style={{ flex: 1 }}
            onSubmit={async (e) => {
              e.preventDefault()
              try {
                await rename.mutateAsync({ id: stage.id, name: renaming })
                await utils.stages.list.invalidate()
                setRenaming(null)
              } catch (error) {
                notifications.show({
                  color: 'red',
                  message: errorText(t, error, t('stages.errors.generic')),
                  autoClose: 3000,
                })
              }
            }}
          >
            <Group gap="xs" wrap="nowrap">
              <TextInput
                aria-label={t('stages.stageName')}
                value={renaming}
                maxLength={LIMITS.stageNameChars}
                onChange={(e) => setRenaming(e.currentTarget.value)}
                autoFocus
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={rename.isPending}>
                {t('stages.save')}
              </Button>
            </Group>
          </form>
        )}
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('common.nav.menu')}>
              <IconDots size={20} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setRenaming(stage.name)}>{t('stages.rename')}</Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
              {t('stages.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group align="flex-start" wrap="wrap" gap="lg">
        <Stack gap={6} style={{ flex: 1, minWidth: 180 }}>
          <Text size="sm" c="dimmed">
            {t('stages.code')}
          </Text>
          <Text fz={34} fw={800} ff="monospace" lts="0.12em" data-testid="stage-code">
            {stage.code}
          </Text>
          <Text size="sm" c="dimmed">
            {t('stages.displayLink')}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="display-link">
            {link}
          </Text>
          <Group gap="xs" mt={4}>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  onClick={copy}
                >
                  {copied ? t('stages.copied') : t('stages.copy')}
                </Button>
              )}
            </CopyButton>
            <Button
              size="xs"
              variant="default"
              component="a"
              href={link}
              target="_blank"
              rel="noopener"
              leftSection={<IconExternalLink size={14} />}
            >
              {t('stages.openDisplay')}
            </Button>
          </Group>
        </Stack>
        {qr && <Image src={qr} alt={t('stages.qrAlt')} w={132} h={132} radius="sm" />}
      </Group>
      <DisplayDevices stage={stage} screens={screens} />
    </Card>
  )
}

/** The screens that opened the display link: live, or lost since the server last heard from them. */
function DisplayDevices({ stage, screens }: { stage: StageView; screens: DisplayDevice[] }) {
  const { t } = useI18n()
  const clock = useStageClock(stage)
  return (
    <Stack gap={4} mt="sm" data-testid="display-devices">
      <Text size="sm" c="dimmed">
        {t('stages.displaysSeen')}
      </Text>
      {screens.length ? (
        screens.map((d) => (
          <Group
            key={d.device_id}
            gap={6}
            wrap="nowrap"
            data-testid="display-device"
            data-online={d.online}
            data-sound={d.sound}
          >
            <Badge size="xs" variant="light" color={d.online ? 'teal' : 'red'} style={{ flexShrink: 0 }}>
              {d.online
                ? t('stages.displayLive')
                : t('stages.displayLost', {
                    time: clock.moment(d.last_seen_at),
                  })}
            </Badge>
            {d.online && (
              <Tooltip label={d.sound ? t('stages.soundAllowed') : t('stages.soundMuted')}>
                {d.sound ? (
                  <IconVolume size={16} color="var(--mantine-color-teal-7)" aria-label={t('stages.soundAllowed')} />
                ) : (
                  <IconVolumeOff size={16} color="var(--mantine-color-gray-6)" aria-label={t('stages.soundMuted')} />
                )}
              </Tooltip>
            )}
            <Text size="xs" truncate style={{ minWidth: 0 }}>
              {d.name ? (
                <Text span fw={700} size="xs" data-testid="display-device-name">
                  {d.name}{' '}
                </Text>
              ) : null}
              <Text span c="dimmed" size="xs">
                {d.user_agent || '—'}
              </Text>
            </Text>
          </Group>
        ))
      ) : (
        <Text size="xs" c="dimmed">
          {t('showcontrol.links.noDevices')}
        </Text>
      )}
    </Stack>
  )
}
