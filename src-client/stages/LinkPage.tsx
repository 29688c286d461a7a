/**
 * A role link opened without an account: `/stageWhisperer/link#<token>`. The server says what the
 * token allows: a viewer follows the show read-only (phone first), a controller gets the manager's live controls.
 */
import { Alert, Badge, Box, Card, Center, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { linkTokenSchema, type PageRole } from '../../src/stages/access.ts'
import { type ConnectionStatus, realtimeUrl, StageConnection } from '../../src/stages/connection.ts'
import { formatDuration, type StageOp, type StageView, timerReading } from '../../src/stages/protocol.ts'
import { timeline } from '../../src/stages/running-order.ts'
import { errorText } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from '../shell/head.ts'
import { BlackoutSwitch } from './access/StageAccessCard.tsx'
import { deviceId } from './device.ts'
import { MessageCard } from './manager/MessageCard.tsx'
import { PresetsCard } from './manager/PresetsCard.tsx'
import { RunOrderLive } from './manager/RunOrderLive.tsx'
import { SetListCard } from './manager/SetListCard.tsx'
import { TimerCard } from './manager/TimerCard.tsx'
import { RunPanel } from './RunOrderScreen.tsx'
import { StageScreen } from './StageScreen.tsx'
import { useStageClock } from './stage-clock.ts'
import { useServerNow } from './useStage.ts'
import './stages.css'

interface LinkLive {
  stage: StageView | null
  role: PageRole | null
  status: ConnectionStatus
  error: { status: number; message: string; i18nKey?: string } | null
  displays: number | null
  conn: StageConnection | null
}

function useLinkConnection(token: string | null): LinkLive {
  const [live, setLive] = useState<LinkLive>({
    stage: null,
    role: null,
    status: 'connecting',
    error: null,
    displays: null,
    conn: null,
  })
  useEffect(() => {
    if (!token) return
    const conn = new StageConnection({
      url: realtimeUrl(window.location.origin, { link: token, device: deviceId() || undefined }),
      onRole: (role) => setLive((l) => ({ ...l, role })),
      onState: (stage) => setLive((l) => ({ ...l, stage })),
      onStatus: (status, error) =>
        setLive((l) => ({ ...l, status, error: error ?? (status === 'open' ? null : l.error) })),
      onPresence: (displays) => setLive((l) => ({ ...l, displays })),
    })
    setLive((l) => ({ ...l, conn }))
    return () => conn.close()
  }, [token])
  return live
}

function tokenFromFragment(): string | null {
  const parsed = linkTokenSchema.safeParse(window.location.hash.replace(/^#/, ''))
  return parsed.success ? parsed.data : null
}

function useFragmentToken(): string | null {
  const [token, setToken] = useState(tokenFromFragment)
  useEffect(() => {
    const onHash = () => setToken(tokenFromFragment())
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])
  return token
}

export default function LinkPage() {
  const { t } = useI18n()
  const token = useFragmentToken()
  const live = useLinkConnection(token)
  usePageHead({
    title: live.stage ? `${live.stage.name} · ${t('showcontrol.page.title')}` : t('showcontrol.page.title'),
  })

  if (!token || live.status === 'failed') {
    // A revoked link always says so (its tombstone answers, also to a page reconnecting after the cut-off).
    const revoked = live.error?.i18nKey === 'showcontrol.errors.linkRevoked'
    return (
      <Container size="xs" py="xl">
        <Alert color="red" title={t('showcontrol.page.title')} data-testid="link-refused">
          {revoked ? t('showcontrol.page.revoked') : t('showcontrol.page.unknown')}
        </Alert>
      </Container>
    )
  }
  if (!live.stage || !live.role) {
    return (
      <Center py="xl" data-testid="link-connecting">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{t('showcontrol.page.connecting')}</Text>
        </Group>
      </Center>
    )
  }
  return live.role === 'controller' ? (
    <ControllerView stage={live.stage} live={live} />
  ) : (
    <ViewerView stage={live.stage} live={live} />
  )
}

function Header({ stage, live }: { stage: StageView; live: LinkLive }) {
  const { t } = useI18n()
  const statusColor = live.status === 'open' ? 'teal' : 'orange'
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="md">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {live.role === 'controller' ? t('showcontrol.page.controller') : t('showcontrol.page.viewer')}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {stage.name}
        </Title>
      </div>
      <Badge color={statusColor} variant="light" data-testid="link-status">
        {t(`stages.status.${live.status}`)}
      </Badge>
    </Group>
  )
}

const TONE_BG = { normal: 'gray', attention: 'yellow', urgent: 'red' } as const

/** Read-only, phone first: blackout state, the message, the timer, the set list. */
function ViewerView({ stage, live }: { stage: StageView; live: LinkLive }) {
  const { t } = useI18n()
  const now = useServerNow(live.conn)
  const clock = useStageClock(stage)
  const zoneNote = clock.zoneNote(now)
  const { message, timer, setList, current } = stage.state
  const order = stage.runOrder ?? null
  const tl = order ? timeline(order, now) : null
  const reading = timer.mode === 'countdown' || timer.mode === 'countup' ? timerReading(timer, now) : null
  const timerText =
    timer.mode === 'clock'
      ? clock.time(now, true)
      : reading
        ? formatDuration(reading.ms, timer.mode === 'countdown')
        : null
  return (
    <Container size="sm" py="md" px="sm" data-testid="viewer">
      <Header stage={stage} live={live} />
      <Stack gap="sm">
        {stage.state.blackout && (
          <Alert color="red" variant="filled" data-testid="viewer-blackout">
            {t('showcontrol.blackout.active')}
          </Alert>
        )}
        <Card withBorder padding="md" bg={message ? `${TONE_BG[message.tone]}.1` : undefined}>
          {message ? (
            <Text fz={{ base: 22, sm: 28 }} fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="viewer-message">
              {message.text}
            </Text>
          ) : (
            <Text c="dimmed">{t('showcontrol.page.noMessage')}</Text>
          )}
        </Card>
        {order && tl && tl.current >= 0 && (
          <Card withBorder padding={0} h={240} className="sw-screen sw-run-card" data-testid="viewer-run-panel">
            <RunPanel order={order} tl={tl} alone />
          </Card>
        )}
        {order && tl && order.items.length > 0 && (
          <Card withBorder padding="md">
            {zoneNote && (
              <Text size="sm" c="dimmed" mb={4} data-testid="viewer-zone">
                {t('stages.display.timesIn', { zone: zoneNote })}
              </Text>
            )}
            <Stack gap={4} role="list" data-testid="viewer-runorder">
              {order.items.map((item, i) => {
                const state = tl.items[i]?.state
                return (
                  <Group
                    key={item.id}
                    role="listitem"
                    gap="sm"
                    wrap="nowrap"
                    px="xs"
                    py={4}
                    aria-current={state === 'current' ? 'true' : undefined}
                    style={{
                      borderRadius: 8,
                      background: state === 'current' ? 'var(--mantine-color-violet-light)' : undefined,
                      opacity: state === 'done' || state === 'skipped' ? 0.55 : 1,
                      textDecoration: state === 'skipped' ? 'line-through' : undefined,
                    }}
                  >
                    <Text
                      size="sm"
                      fw={600}
                      c={state === 'current' ? undefined : 'dimmed'}
                      style={{ flex: 'none', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {clock.time(tl.items[i]!.expected_start_ms)}
                    </Text>
                    <Text style={{ flex: 1, overflowWrap: 'anywhere' }} fw={state === 'current' ? 700 : 400}>
                      {item.title}
                    </Text>
                  </Group>
                )
              })}
            </Stack>
          </Card>
        )}
        {timerText && (
          <Card withBorder padding="md">
            <Text size="sm" c="dimmed">
              {t('showcontrol.page.timer')}
            </Text>
            <Text
              fz={48}
              fw={800}
              ff="monospace"
              c={reading?.tone === 'urgent' ? 'red.7' : reading?.tone === 'attention' ? 'orange.9' : undefined}
              data-testid="viewer-timer"
            >
              {timerText}
            </Text>
          </Card>
        )}
        {setList.length > 0 && (
          <Card withBorder padding="md">
            <Text size="sm" c="dimmed" mb={4}>
              {t('showcontrol.page.setList')}
            </Text>
            <Stack gap={4} role="list" data-testid="viewer-setlist">
              {setList.map((song, i) => (
                <Group
                  // biome-ignore lint/suspicious/noArrayIndexKey: songs may repeat
                  key={i}
                  role="listitem"
                  gap="sm"
                  wrap="nowrap"
                  px="xs"
                  py={4}
                  aria-current={i === current ? 'true' : undefined}
                  style={{
                    borderRadius: 8,
                    background: i === current ? 'var(--mantine-color-violet-light)' : undefined,
                    fontWeight: i === current ? 700 : 400,
                  }}
                >
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
              ))}
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  )
}

/** Another operator: the manager's live controls, over this link's socket. No stage settings, no links. */
function ControllerView({ stage, live }: { stage: StageView; live: LinkLive }) {
  const { t } = useI18n()
  const now = useServerNow(live.conn)
  const [error, setError] = useState<string | null>(null)
  const tl = stage.runOrder ? timeline(stage.runOrder, now) : null
  const run = async (op: StageOp): Promise<boolean> => {
    try {
      if (!live.conn) return false
      await live.conn.op(op)
      setError(null)
      return true
    } catch (e) {
      setError(errorText(t, e, t('showcontrol.errors.generic')))
      return false
    }
  }
  return (
    <Container size="xl" py="lg" data-testid="controller">
      <Header stage={stage} live={live} />
      {error && (
        <Alert color="red" mb="md" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
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
              <Group justify="space-between" mb="xs">
                <Text fw={700}>{t('stages.preview')}</Text>
                {live.displays !== null && (
                  <Badge variant="default">{t('stages.displays', { n: live.displays })}</Badge>
                )}
              </Group>
              <BlackoutSwitch stage={stage} run={run} />
              <Box className="sw-preview">
                <StageScreen stage={stage} now={now} status={live.status} preview />
              </Box>
            </Card>
            {tl && <RunOrderLive stage={stage} tl={tl} send={(op) => run(op as never)} />}
            <SetListCard stage={stage} run={run} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  )
}
