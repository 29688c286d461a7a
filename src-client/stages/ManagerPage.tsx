import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Container,
  CopyButton,
  Grid,
  Group,
  Image,
  Loader,
  Menu,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  IconBolt,
  IconCheck,
  IconCopy,
  IconDots,
  IconExternalLink,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerSkipBack,
  IconPlayerSkipForward,
  IconPlus,
  IconRotate,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react'
import QRCode from 'qrcode'
import { type FormEvent, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  formatDuration,
  LIMITS,
  type Preset,
  type StageOp,
  type StageView,
  type TimerMode,
  type Tone,
  timerReading,
} from '../../src/stages/protocol.ts'
import { useI18n } from '../app/i18n.tsx'
import { modals } from '../app/overlays.tsx'
import { trpc } from '../app/trpc.ts'
import { usePageHead } from '../shell/head.ts'
import { BlackoutSwitch, FestivalLink, StageAccessCard } from './access/StageAccessCard.tsx'
import { StageScreen } from './StageScreen.tsx'
import { useServerNow, useStageConnection } from './useStage.ts'

const TONE_COLOR: Record<Tone, string> = { normal: 'gray', attention: 'yellow', urgent: 'red' }

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

function CreateStageForm({ onCreated, autoFocus }: { onCreated: (s: StageView) => void; autoFocus?: boolean }) {
  const { t } = useI18n()
  const utils = trpc.useUtils()
  const create = trpc.stages.create.useMutation()
  const [name, setName] = useState('')
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    try {
      const d = (k: string) => t(`stages.presets.defaults.${k}`)
      const presets: Preset[] = [
        { text: d('fiveMinutes'), tone: 'attention' },
        { text: d('wrapUp'), tone: 'urgent' },
        { text: d('louder'), tone: 'normal' },
        { text: d('quieter'), tone: 'normal' },
        { text: d('oneMore'), tone: 'normal' },
        { text: d('encore'), tone: 'normal' },
      ]
      const stage = await create.mutateAsync({ name: name.trim() || t('stages.stageNamePlaceholder'), presets })
      await utils.stages.list.invalidate()
      setName('')
      onCreated(stage)
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t('stages.errors.generic')), autoClose: 3000 })
    }
  }
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('stages.stageName')}
          placeholder={t('stages.stageNamePlaceholder')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={LIMITS.stageNameChars}
          autoFocus={autoFocus}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={18} />}>
          {t('stages.create')}
        </Button>
      </Group>
    </form>
  )
}

export default function ManagerPage() {
  const { t } = useI18n()
  usePageHead({ title: t('stages.title') })
  const [params, setParams] = useSearchParams()
  const list = trpc.stages.list.useQuery()
  const [creating, setCreating] = useState(false)
  const stages = list.data ?? []
  const selectedId = stages.some((s) => s.id === params.get('stage')) ? params.get('stage')! : stages[0]?.id
  const select = (id: string) => setParams({ stage: id }, { replace: true })
  const selected = stages.find((s) => s.id === selectedId)

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <div>
          <Title order={1}>{t('stages.title')}</Title>
          <Text c="dimmed">{t('stages.lead')}</Text>
        </div>
        {stages.length > 0 && (
          <Group gap="xs">
            <FestivalLink />
            <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
              {t('stages.newStage')}
            </Button>
          </Group>
        )}
      </Group>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('stages.newStage')}>
        <CreateStageForm
          autoFocus
          onCreated={(s) => {
            setCreating(false)
            select(s.id)
          }}
        />
      </Modal>
      {list.isLoading && <Loader />}
      {list.error && (
        <Alert color="red" title={t('stages.errors.generic')}>
          {list.error.message}
        </Alert>
      )}
      {list.data && stages.length === 0 && (
        <Card withBorder padding="xl" maw={640}>
          <Title order={2} fz="xl">
            {t('stages.emptyTitle')}
          </Title>
          <Text c="dimmed" mt={4} mb="md">
            {t('stages.emptyText')}
          </Text>
          <CreateStageForm onCreated={(s) => select(s.id)} />
        </Card>
      )}
      {stages.length > 0 && (
        <Group gap="xs" mb="md" role="group" aria-label={t('stages.stages')}>
          {stages.map((s) => (
            <Button
              key={s.id}
              radius="xl"
              size="sm"
              variant={s.id === selectedId ? 'filled' : 'default'}
              aria-pressed={s.id === selectedId}
              onClick={() => select(s.id)}
            >
              {s.name}
            </Button>
          ))}
        </Group>
      )}
      {selected && <StageControl key={selected.id} initial={selected} />}
    </Container>
  )
}

function StageControl({ initial }: { initial: StageView }) {
  const { t } = useI18n()
  const live = useStageConnection({ stage: initial.id })
  const now = useServerNow(live.conn)
  const operate = trpc.stages.operate.useMutation()
  const stage = live.stage ?? initial

  const run = async (op: StageOp): Promise<boolean> => {
    try {
      if (live.conn && live.conn.status === 'open') await live.conn.op(op)
      else await operate.mutateAsync({ id: stage.id, op })
      return true
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t('stages.errors.generic')), autoClose: 3000 })
      return false
    }
  }

  const statusColor = live.status === 'open' ? 'teal' : live.status === 'failed' ? 'red' : 'orange'
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <MessageCard stage={stage} run={run} />
          <PresetsCard stage={stage} run={run} />
          <TimerCard stage={stage} now={now} run={run} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <Card withBorder padding="sm">
            <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
              <Text fw={700}>{t('stages.preview')}</Text>
              <Group gap="xs">
                <Badge color={statusColor} variant="light" data-testid="manager-status">
                  {t(`stages.status.${live.status}`)}
                </Badge>
                {live.displays !== null && (
                  <Badge variant="default" data-testid="display-count">
                    {t('stages.displays', { n: live.displays })}
                  </Badge>
                )}
              </Group>
            </Group>
            <BlackoutSwitch stage={stage} run={run} />
            <Box className="sw-preview">
              <StageScreen stage={stage} now={now} status={live.status} preview />
            </Box>
          </Card>
          <ShareCard stage={stage} />
          <StageAccessCard stage={stage} />
          <SetListCard stage={stage} run={run} />
        </Stack>
      </Grid.Col>
    </Grid>
  )
}

export type Run = (op: StageOp) => Promise<boolean>

export function MessageCard({ stage, run }: { stage: StageView; run: Run }) {
  const { t, formatDate } = useI18n()
  const [text, setText] = useState('')
  const [tone, setTone] = useState<Tone>('normal')
  const [flash, setFlash] = useState(false)
  const [busy, setBusy] = useState(false)
  const message = stage.state.message
  const send = async () => {
    if (!text.trim()) return
    setBusy(true)
    if (await run({ type: 'message', text, tone, flash })) setText('')
    setBusy(false)
  }
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {t('stages.message.title')}
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void send()
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('stages.message.label')}
            placeholder={t('stages.message.placeholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault()
                void send()
              }
            }}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={LIMITS.messageChars}
            description={`${t('stages.message.counter', { n: text.length, max: LIMITS.messageChars })} · ${t('stages.message.sendHint')}`}
            data-testid="message-input"
          />
          <Group justify="space-between" wrap="wrap" gap="sm">
            <SegmentedControl
              aria-label={t('stages.tone.label')}
              value={tone}
              onChange={(v) => setTone(v as Tone)}
              color={TONE_COLOR[tone]}
              autoContrast
              data={(['normal', 'attention', 'urgent'] as const).map((v) => ({
                value: v,
                label: t(`stages.tone.${v}`),
              }))}
            />
            <Checkbox
              label={t('stages.message.flashWith')}
              checked={flash}
              onChange={(e) => setFlash(e.currentTarget.checked)}
            />
          </Group>
          <Group gap="sm" wrap="wrap">
            <Button type="submit" loading={busy} disabled={!text.trim()} leftSection={<IconSend size={18} />}>
              {t('stages.message.send')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={18} />}
              onClick={() => void run({ type: 'clear' })}
              disabled={!message}
            >
              {t('stages.message.clear')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconBolt size={18} color="var(--mantine-color-orange-7)" />}
              onClick={() => void run({ type: 'flash' })}
            >
              {t('stages.message.flash')}
            </Button>
          </Group>
          <Group gap="xs" mih={28} data-testid="message-status">
            {message ? (
              <>
                <Badge color={TONE_COLOR[message.tone]} variant="filled" autoContrast maw="60%">
                  {message.text}
                </Badge>
                {message.ackAt ? (
                  <Badge color="teal" leftSection={<IconCheck size={12} />} data-testid="seen">
                    {t('stages.message.seen', { time: formatDate(message.ackAt, { timeStyle: 'medium' }) })}
                  </Badge>
                ) : (
                  <Badge variant="default">{t('stages.message.notSeen')}</Badge>
                )}
              </>
            ) : (
              <Text c="dimmed" size="sm">
                {t('stages.message.none')}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  )
}

export function PresetsCard({ stage, run }: { stage: StageView; run: Run }) {
  const { t } = useI18n()
  const [editing, setEditing] = useState<Preset[] | null>(null)
  const presets = stage.state.presets
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t('stages.presets.title')}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={() => setEditing(presets.map((p) => ({ ...p })))}>
          {t('stages.presets.edit')}
        </Button>
      </Group>
      <Group gap="sm">
        {presets.map((p, i) => (
          <Button
            // biome-ignore lint/suspicious/noArrayIndexKey: presets may repeat a text
            key={i}
            size="md"
            color={TONE_COLOR[p.tone]}
            variant={p.tone === 'normal' ? 'default' : 'filled'}
            c={p.tone === 'attention' ? 'black' : undefined}
            onClick={() => void run({ type: 'message', text: p.text, tone: p.tone })}
          >
            {p.text}
          </Button>
        ))}
      </Group>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('stages.presets.edit')} size="lg">
        {editing && (
          <Stack>
            {editing.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
              <Group key={i} wrap="nowrap" align="flex-end">
                <TextInput
                  aria-label={t('stages.presets.text')}
                  value={p.text}
                  maxLength={LIMITS.presetChars}
                  onChange={(e) => {
                    const v = e.currentTarget.value
                    setEditing((rows) => rows!.map((r, j) => (j === i ? { ...r, text: v } : r)))
                  }}
                  style={{ flex: 1 }}
                />
                <Select
                  aria-label={t('stages.tone.label')}
                  w={140}
                  value={p.tone}
                  allowDeselect={false}
                  data={(['normal', 'attention', 'urgent'] as const).map((v) => ({
                    value: v,
                    label: t(`stages.tone.${v}`),
                  }))}
                  onChange={(v) => setEditing((rows) => rows!.map((r, j) => (j === i ? { ...r, tone: v as Tone } : r)))}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('stages.presets.remove')}
                  onClick={() => setEditing((rows) => rows!.filter((_, j) => j !== i))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Group justify="space-between">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                disabled={editing.length >= LIMITS.presets}
                onClick={() => setEditing((rows) => [...rows!, { text: '', tone: 'normal' }])}
              >
                {t('stages.presets.add')}
              </Button>
              <Group>
                <Button variant="default" onClick={() => setEditing(null)}>
                  {t('stages.cancel')}
                </Button>
                <Button
                  onClick={async () => {
                    const items = editing.filter((p) => p.text.trim())
                    if (await run({ type: 'presets.set', items })) setEditing(null)
                  }}
                >
                  {t('stages.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  )
}

function ShareCard({ stage }: { stage: StageView }) {
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
            message: errorMessage(error, t('stages.errors.generic')),
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
                  message: errorMessage(error, t('stages.errors.generic')),
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
    </Card>
  )
}

export function TimerCard({ stage, now, run }: { stage: StageView; now: number; run: Run }) {
  const { t } = useI18n()
  const timer = stage.state.timer
  const [minutes, setMinutes] = useState<number>(Math.round(timer.durationMs / 60_000))
  const [warn, setWarn] = useState<number>(timer.warnAtMs / 60_000)
  const [urgent, setUrgent] = useState<number>(timer.urgentAtMs / 60_000)
  const running = timer.startedAt !== null
  const reading = timer.mode === 'countdown' || timer.mode === 'countup' ? timerReading(timer, now) : null
  const toMs = (m: number) => Math.round(Math.max(0, Math.min(m, LIMITS.timerMs / 60_000)) * 60_000)
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {t('stages.timer.title')}
      </Title>
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          value={timer.mode}
          aria-label={t('stages.timer.title')}
          onChange={(v) => void run({ type: 'timer.set', mode: v as TimerMode, durationMs: toMs(minutes) })}
          data={(['off', 'countdown', 'countup', 'clock'] as const).map((v) => ({
            value: v,
            label: t(`stages.timer.${v}`),
          }))}
        />
        {timer.mode === 'countdown' && (
          <Group grow align="flex-end" gap="xs">
            <NumberInput
              label={t('stages.timer.minutes')}
              min={0}
              max={1440}
              value={minutes}
              onChange={(v) => setMinutes(Number(v) || 0)}
            />
            <NumberInput
              label={t('stages.timer.warnAt')}
              min={0}
              max={1440}
              value={warn}
              onChange={(v) => setWarn(Number(v) || 0)}
            />
            <NumberInput
              label={t('stages.timer.urgentAt')}
              min={0}
              max={1440}
              value={urgent}
              onChange={(v) => setUrgent(Number(v) || 0)}
            />
          </Group>
        )}
        {timer.mode === 'countdown' && (
          <Button
            variant="light"
            onClick={() =>
              void run({
                type: 'timer.set',
                mode: 'countdown',
                durationMs: toMs(minutes),
                warnAtMs: toMs(warn),
                urgentAtMs: toMs(urgent),
              })
            }
          >
            {t('stages.timer.set')}
          </Button>
        )}
        {reading && (
          <>
            <Group justify="space-between" align="center">
              <Text
                fz={44}
                fw={800}
                ff="monospace"
                c={reading.tone === 'urgent' ? 'red.7' : reading.tone === 'attention' ? 'orange.9' : undefined}
                data-testid="manager-timer"
              >
                {formatDuration(reading.ms, timer.mode === 'countdown')}
              </Text>
              <Badge variant="light" color={running ? 'teal' : 'gray'}>
                {reading.overrun
                  ? t('stages.timer.overrun')
                  : running
                    ? t('stages.timer.running')
                    : t('stages.timer.paused')}
              </Badge>
            </Group>
            <Group gap="xs" wrap="wrap">
              {running ? (
                <Button leftSection={<IconPlayerPause size={18} />} onClick={() => void run({ type: 'timer.pause' })}>
                  {t('stages.timer.pause')}
                </Button>
              ) : (
                <Button
                  leftSection={<IconPlayerPlay size={18} />}
                  color="teal"
                  onClick={() => void run({ type: 'timer.start' })}
                >
                  {t('stages.timer.start')}
                </Button>
              )}
              <Button
                variant="default"
                leftSection={<IconRotate size={18} />}
                onClick={() => void run({ type: 'timer.reset' })}
              >
                {t('stages.timer.reset')}
              </Button>
              <Button variant="default" onClick={() => void run({ type: 'timer.adjust', deltaMs: -60_000 })}>
                {t('stages.timer.minusMinute')}
              </Button>
              <Button variant="default" onClick={() => void run({ type: 'timer.adjust', deltaMs: 60_000 })}>
                {t('stages.timer.plusMinute')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  )
}

export function SetListCard({ stage, run }: { stage: StageView; run: Run }) {
  const { t } = useI18n()
  const { setList, current } = stage.state
  const [draft, setDraft] = useState(setList.join('\n'))
  const [dirty, setDirty] = useState(false)
  useEffect(() => {
    if (!dirty) setDraft(setList.join('\n'))
  }, [setList, dirty])
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {t('stages.setList.title')}
      </Title>
      <Stack gap="sm">
        {setList.length > 0 ? (
          <Stack gap={4} role="list">
            {setList.map((song, i) => (
              <UnstyledButton
                // biome-ignore lint/suspicious/noArrayIndexKey: songs may repeat
                key={i}
                role="listitem"
                onClick={() => void run({ type: 'setList.goto', index: i })}
                px="sm"
                py={6}
                style={{
                  borderRadius: 8,
                  background: i === current ? 'var(--mantine-color-violet-light)' : undefined,
                  fontWeight: i === current ? 700 : 400,
                }}
                aria-current={i === current ? 'true' : undefined}
              >
                <Group gap="sm" wrap="nowrap">
                  <Text c="dimmed" w={22} ta="right" size="sm">
                    {i + 1}
                  </Text>
                  <Text style={{ flex: 1, overflowWrap: 'anywhere' }}>{song}</Text>
                  {i === current && <Badge size="sm">{t('stages.setList.nowPlaying')}</Badge>}
                  {i === current + 1 && (
                    <Badge size="sm" variant="default">
                      {t('stages.setList.upNext')}
                    </Badge>
                  )}
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            {t('stages.setList.empty')}
          </Text>
        )}
        {setList.length > 0 && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPlayerSkipBack size={16} />}
              disabled={current < 0}
              onClick={() => void run({ type: 'setList.prev' })}
            >
              {t('stages.setList.prev')}
            </Button>
            <Button
              leftSection={<IconPlayerSkipForward size={16} />}
              disabled={current >= setList.length - 1}
              onClick={() => void run({ type: 'setList.next' })}
            >
              {t('stages.setList.next')}
            </Button>
          </Group>
        )}
        <Textarea
          label={t('stages.setList.label')}
          placeholder={t('stages.setList.placeholder')}
          value={draft}
          onChange={(e) => {
            setDraft(e.currentTarget.value)
            setDirty(true)
          }}
          autosize
          minRows={3}
          maxRows={10}
        />
        <Button
          variant="light"
          disabled={!dirty}
          onClick={async () => {
            const items = draft
              .split('\n')
              .map((s) => s.trim())
              .filter(Boolean)
              .slice(0, LIMITS.setListItems)
            if (await run({ type: 'setList.set', items })) setDirty(false)
          }}
        >
          {t('stages.setList.save')}
        </Button>
      </Stack>
    </Card>
  )
}
