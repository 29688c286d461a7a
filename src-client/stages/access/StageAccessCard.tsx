/**
 * The manager's side of sharing a stage without accounts: the blackout switch, viewer and controller links
 * (each shown once with its QR code, revocable, with the devices that opened it) and the stage's API token.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  IconCheck,
  IconCopy,
  IconExternalLink,
  IconKey,
  IconLayoutGrid,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { ACCESS_LIMITS, type CreatedLink, type LinkRole, type LinkView } from '../../../src/stages/access.ts'
import type { StageOp, StageView } from '../../../src/stages/protocol.ts'
import { errorText } from '../../app/error-text.ts'
import { useI18n } from '../../app/i18n.tsx'
import { modals } from '../../app/overlays.tsx'
import { trpc } from '../../app/trpc.ts'
import { type StageClock, useStageClock } from '../stage-clock.ts'

type Run = (op: StageOp) => Promise<boolean>

/** Blackout / on air for every display of the stage. */
export function BlackoutSwitch({ stage, run }: { stage: StageView; run: Run }) {
  const { t } = useI18n()
  const on = stage.state.blackout === true
  return (
    <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
      <Switch
        color="red"
        checked={on}
        onChange={(e) => void run({ type: 'blackout', on: e.currentTarget.checked })}
        label={t('showcontrol.blackout.switch')}
        data-testid="blackout-switch"
      />
      <Badge color={on ? 'red' : 'teal'} variant={on ? 'filled' : 'light'} data-testid="blackout-state">
        {on ? t('showcontrol.blackout.label') : t('showcontrol.blackout.onAir')}
      </Badge>
    </Group>
  )
}

/** To the festival page (all stages). */
export function FestivalLink() {
  const { t, lp } = useI18n()
  return (
    <Button
      component={Link}
      to={lp('/stageWhisperer/festival')}
      variant="default"
      leftSection={<IconLayoutGrid size={18} />}
    >
      {t('showcontrol.festival.link')}
    </Button>
  )
}

function useQr(value: string | null): string | null {
  const [qr, setQr] = useState<string | null>(null)
  useEffect(() => {
    if (!value) return setQr(null)
    let alive = true
    QRCode.toDataURL(value, { margin: 1, width: 320, errorCorrectionLevel: 'M' })
      .then((url) => alive && setQr(url))
      .catch(() => {})
    return () => {
      alive = false
    }
  }, [value])
  return qr
}

function CopyValue({ value, testId }: { value: string; testId: string }) {
  const { t } = useI18n()
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Code block style={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <ActionIcon
            variant="light"
            size="lg"
            color={copied ? 'teal' : undefined}
            onClick={copy}
            aria-label={copied ? t('showcontrol.links.copied') : t('showcontrol.links.copy')}
          >
            {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  )
}

/** The one time a link's token is known: its URL (and QR code), or the API token with the Companion hint. */
function CreatedModal({ created, onClose }: { created: CreatedLink | null; onClose: () => void }) {
  const { t, lp } = useI18n()
  const url = created?.url ? created.url.replace('/stageWhisperer/link', lp('/stageWhisperer/link')) : null
  const qr = useQr(url)
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={created?.role === 'api' ? t('showcontrol.api.tokenTitle') : t('showcontrol.links.createdTitle')}
      size="lg"
    >
      {created && (
        <Stack>
          <Alert color="yellow" variant="light">
            {t('showcontrol.links.once')}
          </Alert>
          {url ? (
            <>
              <CopyValue value={url} testId="created-link" />
              <Group justify="space-between" align="flex-end">
                {qr && <Image src={qr} alt={t('showcontrol.links.qrAlt')} w={180} h={180} radius="sm" />}
                <Button
                  component="a"
                  href={url}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  leftSection={<IconExternalLink size={16} />}
                >
                  {t('showcontrol.links.open')}
                </Button>
              </Group>
            </>
          ) : (
            <>
              <CopyValue value={created.token} testId="created-token" />
              <Text size="sm" c="dimmed">
                {t('showcontrol.api.companion', { url: `${window.location.origin}/api/show-control/next` })}
              </Text>
              <Button component={Link} to={lp('/api-docs')} variant="subtle" size="compact-sm" w="fit-content">
                {t('showcontrol.api.reference')}
              </Button>
            </>
          )}
        </Stack>
      )}
    </Modal>
  )
}

function LinkRow({ link, clock, onRevoke }: { link: LinkView; clock: StageClock; onRevoke: (l: LinkView) => void }) {
  const { t } = useI18n()
  // The stage's clock, as every time of the stage: the day in front when it is not today there.
  const when = (iso: string) => clock.moment(iso)
  return (
    <Card withBorder padding="sm" data-testid={`link-${link.role}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge
              variant="light"
              color={link.role === 'controller' ? 'violet' : link.role === 'api' ? 'orange' : 'blue'}
            >
              {t(`showcontrol.links.${link.role}`)}
            </Badge>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {link.label || t('showcontrol.links.unnamed')}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {link.last_used_at
              ? t('showcontrol.links.lastUsed', { time: when(link.last_used_at) })
              : t('showcontrol.links.neverUsed')}
          </Text>
          {link.role !== 'api' &&
            (link.devices.length ? (
              link.devices.map((d) => (
                <Text key={d.device_id} size="xs" c="dimmed" data-testid="link-device">
                  {t('showcontrol.links.lastSeen', { device: d.user_agent || '—', time: when(d.last_seen_at) })}
                </Text>
              ))
            ) : (
              <Text size="xs" c="dimmed">
                {t('showcontrol.links.noDevices')}
              </Text>
            ))}
        </Stack>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => onRevoke(link)}
        >
          {t('showcontrol.links.revoke')}
        </Button>
      </Group>
    </Card>
  )
}

export function StageAccessCard({ stage }: { stage: StageView }) {
  const { t } = useI18n()
  const clock = useStageClock(stage)
  const utils = trpc.useUtils()
  const links = trpc.stageLinks.list.useQuery({ stageId: stage.id }, { refetchInterval: 15_000 })
  const create = trpc.stageLinks.create.useMutation()
  const revoke = trpc.stageLinks.revoke.useMutation()
  const [label, setLabel] = useState('')
  const [created, setCreated] = useState<CreatedLink | null>(null)
  const all = links.data ?? []
  const people = all.filter((l) => l.role !== 'api')
  const api = all.find((l) => l.role === 'api')
  const full = all.length >= ACCESS_LIMITS.linksPerStage

  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: errorText(t, error, t('showcontrol.errors.generic')), autoClose: 4000 })

  const make = async (role: LinkRole) => {
    try {
      const link = await create.mutateAsync({ stageId: stage.id, link: { role, label: role === 'api' ? '' : label } })
      setLabel('')
      setCreated(link)
      await utils.stageLinks.list.invalidate({ stageId: stage.id })
    } catch (error) {
      fail(error)
    }
  }
  const confirmRotate = () =>
    modals.openConfirmModal({
      title: t('showcontrol.api.rotate'),
      children: <Text size="sm">{t('showcontrol.api.rotateConfirm')}</Text>,
      labels: { confirm: t('showcontrol.api.rotate'), cancel: t('stages.cancel') },
      onConfirm: () => void make('api'),
    })
  const confirmRevoke = (link: LinkView) =>
    modals.openConfirmModal({
      title: t('showcontrol.links.revoke'),
      children: (
        <Text size="sm">
          {t('showcontrol.links.revokeConfirm', {
            label: link.label || t(`showcontrol.links.${link.role}`),
          })}
        </Text>
      ),
      labels: { confirm: t('showcontrol.links.revoke'), cancel: t('stages.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await revoke.mutateAsync({ stageId: stage.id, linkId: link.id })
          await utils.stageLinks.list.invalidate({ stageId: stage.id })
          notifications.show({ message: t('showcontrol.links.revoked'), autoClose: 2500 })
        } catch (error) {
          fail(error)
        }
      },
    })

  return (
    <Card withBorder padding="lg" data-testid="stage-access">
      <Title order={2} fz="lg">
        {t('showcontrol.links.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('showcontrol.links.lead')}
      </Text>
      <Stack gap="sm">
        <TextInput
          label={t('showcontrol.links.label')}
          placeholder={t('showcontrol.links.labelPlaceholder')}
          value={label}
          maxLength={ACCESS_LIMITS.labelChars}
          onChange={(e) => setLabel(e.currentTarget.value)}
        />
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={full}
            loading={create.isPending}
            onClick={() => void make('viewer')}
            title={t('showcontrol.links.viewerHelp')}
          >
            {t('showcontrol.links.createViewer')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="violet"
            leftSection={<IconPlus size={14} />}
            disabled={full}
            loading={create.isPending}
            onClick={() => void make('controller')}
            title={t('showcontrol.links.controllerHelp')}
          >
            {t('showcontrol.links.createController')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('showcontrol.links.viewerHelp')} {t('showcontrol.links.controllerHelp')}
        </Text>
        {people.length ? (
          people.map((l) => <LinkRow key={l.id} link={l} clock={clock} onRevoke={confirmRevoke} />)
        ) : (
          <Text size="sm" c="dimmed">
            {t('showcontrol.links.none')}
          </Text>
        )}
        <Title order={3} fz="md" mt="sm">
          {t('showcontrol.api.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('showcontrol.api.help')}
        </Text>
        {api && <LinkRow link={api} clock={clock} onRevoke={confirmRevoke} />}
        <Button
          size="xs"
          variant="light"
          color="orange"
          w="fit-content"
          leftSection={<IconKey size={14} />}
          disabled={full && !api}
          onClick={() => (api ? confirmRotate() : void make('api'))}
          data-testid="api-token-button"
        >
          {api ? t('showcontrol.api.rotate') : t('showcontrol.api.create')}
        </Button>
      </Stack>
      <CreatedModal created={created} onClose={() => setCreated(null)} />
    </Card>
  )
}
