/**
 * Several stages in one place (a festival): every stage of the account live (current item, timer and overrun,
 * blackout, displays) and one message to one stage or to all. Each tile holds the stage's manager socket.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconSend } from '@tabler/icons-react'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { StageConnection } from '../../src/stages/connection.ts'
import { formatDuration, LIMITS, type StageView, type Tone, timerReading } from '../../src/stages/protocol.ts'
import { timeline } from '../../src/stages/running-order.ts'
import { errorText } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { usePageHead } from '../shell/head.ts'
import { useServerNow, useStageConnection } from './useStage.ts'

const TONES: Tone[] = ['normal', 'attention', 'urgent']
const TONE_COLOR: Record<Tone, string> = { normal: 'gray', attention: 'yellow', urgent: 'red' }
const ALL = '*'

export default function FestivalPage() {
  const { t, lp } = useI18n()
  usePageHead({ title: t('showcontrol.festival.title') })
  const list = trpc.stages.list.useQuery()
  const stages = list.data ?? []
  const conns = useRef(new Map<string, StageConnection>())
  const register = useCallback((id: string, conn: StageConnection | null) => {
    if (conn) conns.current.set(id, conn)
    else conns.current.delete(id)
  }, [])

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <div>
          <Title order={1}>{t('showcontrol.festival.title')}</Title>
          <Text c="dimmed">{t('showcontrol.festival.lead')}</Text>
        </div>
        <Button component={Link} to={lp('/stageWhisperer/manager')} variant="default">
          {t('stages.title')}
        </Button>
      </Group>
      {list.isLoading && <Loader />}
      {list.error && <Alert color="red">{errorText(t, list.error, t('stages.errors.generic'))}</Alert>}
      {list.data && stages.length === 0 && <Text c="dimmed">{t('showcontrol.festival.empty')}</Text>}
      {stages.length > 0 && (
        <Stack gap="lg">
          <BroadcastForm stages={stages} conns={conns} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {stages.map((s) => (
              <StageTile key={s.id} initial={s} register={register} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Container>
  )
}

function BroadcastForm({
  stages,
  conns,
}: {
  stages: StageView[]
  conns: React.RefObject<Map<string, StageConnection>>
}) {
  const { t } = useI18n()
  const operate = trpc.stages.operate.useMutation()
  const [text, setText] = useState('')
  const [tone, setTone] = useState<Tone>('normal')
  const [target, setTarget] = useState<string>(ALL)
  const [busy, setBusy] = useState(false)
  const send = async (e: FormEvent) => {
    e.preventDefault()
    if (!text.trim()) return
    setBusy(true)
    const targets = target === ALL ? stages : stages.filter((s) => s.id === target)
    const op = { type: 'message', text, tone } as const
    const results = await Promise.allSettled(
      targets.map((s) => {
        const conn = conns.current.get(s.id)
        return conn && conn.status === 'open' ? conn.op(op) : operate.mutateAsync({ id: s.id, op })
      }),
    )
    const failed = targets.filter((_, i) => results[i]!.status === 'rejected')
    const sent = targets.length - failed.length
    if (sent) notifications.show({ message: t('showcontrol.festival.sent', { count: sent }), autoClose: 2500 })
    if (failed.length) {
      notifications.show({
        color: 'red',
        message: t('showcontrol.festival.notSent', { names: failed.map((s) => s.name).join(', ') }),
        autoClose: 5000,
      })
    } else setText('')
    setBusy(false)
  }
  return (
    <Card withBorder padding="lg" component="form" onSubmit={send}>
      <Stack gap="sm">
        <Textarea
          label={t('showcontrol.festival.message')}
          placeholder={t('stages.message.placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={LIMITS.messageChars}
          autosize
          minRows={2}
          maxRows={4}
          data-testid="festival-message"
        />
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label={t('showcontrol.festival.to')}
            value={target}
            allowDeselect={false}
            onChange={(v) => setTarget(v ?? ALL)}
            data={[
              { value: ALL, label: t('showcontrol.festival.all') },
              ...stages.map((s) => ({ value: s.id, label: s.name })),
            ]}
            w={220}
            data-testid="festival-target"
          />
          <SegmentedControl
            aria-label={t('stages.tone.label')}
            value={tone}
            onChange={(v) => setTone(v as Tone)}
            color={TONE_COLOR[tone]}
            autoContrast
            data={TONES.map((v) => ({ value: v, label: t(`stages.tone.${v}`) }))}
          />
          <Button type="submit" loading={busy} disabled={!text.trim()} leftSection={<IconSend size={18} />}>
            {t('showcontrol.festival.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

function StageTile({
  initial,
  register,
}: {
  initial: StageView
  register: (id: string, conn: StageConnection | null) => void
}) {
  const { t, lp } = useI18n()
  const live = useStageConnection({ stage: initial.id })
  const now = useServerNow(live.conn, 500)
  const stage = live.stage ?? initial
  useEffect(() => {
    register(initial.id, live.conn)
    return () => register(initial.id, null)
  }, [initial.id, live.conn, register])
  const { message, timer, setList, current, blackout } = stage.state
  const reading = timer.mode === 'countdown' || timer.mode === 'countup' ? timerReading(timer, now) : null
  const tl = stage.runOrder?.items.length ? timeline(stage.runOrder, now) : null
  const runItem = tl && tl.current >= 0 ? stage.runOrder!.items[tl.current] : undefined
  const nowPlaying = runItem?.title ?? (current >= 0 ? setList[current] : undefined)
  const statusColor = live.status === 'open' ? 'teal' : live.status === 'failed' ? 'red' : 'orange'
  return (
    <Card withBorder padding="md" data-testid="festival-stage">
      <Group justify="space-between" wrap="nowrap" mb="xs" align="flex-start">
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {stage.name}
        </Title>
        <Group gap={4} wrap="nowrap">
          {blackout && (
            <Badge color="red" variant="filled">
              {t('showcontrol.blackout.label')}
            </Badge>
          )}
          <Badge color={statusColor} variant="light">
            {t(`stages.status.${live.status}`)}
          </Badge>
        </Group>
      </Group>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={56}>
            {t('showcontrol.festival.nowPlaying')}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="festival-current">
            {nowPlaying ?? t('showcontrol.festival.nothing')}
          </Text>
        </Group>
        {tl && runItem && (
          <Group gap="xs" wrap="nowrap">
            <Text
              fz={32}
              fw={800}
              ff="monospace"
              c={tl.overrun ? 'red.7' : undefined}
              data-testid="festival-run-timer"
              data-overrun={tl.overrun}
            >
              {formatDuration(tl.remaining_ms, true)}
            </Text>
            {tl.overrun && (
              <Badge color="red" variant="filled">
                {t('showcontrol.festival.overrun')}
              </Badge>
            )}
          </Group>
        )}
        {reading && (
          <Group gap="xs" wrap="nowrap">
            <Text
              fz={32}
              fw={800}
              ff="monospace"
              c={
                reading.overrun || reading.tone === 'urgent'
                  ? 'red.7'
                  : reading.tone === 'attention'
                    ? 'orange.9'
                    : undefined
              }
              data-testid="festival-timer"
              data-overrun={reading.overrun}
            >
              {formatDuration(reading.ms, timer.mode === 'countdown')}
            </Text>
            {reading.overrun && (
              <Badge color="red" variant="filled">
                {t('showcontrol.festival.overrun')}
              </Badge>
            )}
          </Group>
        )}
        {message && (
          <Badge color={TONE_COLOR[message.tone]} variant="light" maw="100%" data-testid="festival-stage-message">
            {message.text}
          </Badge>
        )}
        <Group justify="space-between" mt={4}>
          <Text size="xs" c="dimmed">
            {live.displays !== null ? t('stages.displays', { n: live.displays }) : ''}
          </Text>
          <Button
            component={Link}
            to={`${lp('/stageWhisperer/manager')}?stage=${stage.id}`}
            size="compact-sm"
            variant="subtle"
          >
            {t('showcontrol.festival.manage')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
