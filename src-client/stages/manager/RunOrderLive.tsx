import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerSkipBack,
  IconPlayerSkipForward,
  IconPlayerStop,
} from '@tabler/icons-react'
import type { StageConnection } from '../../../src/stages/connection.ts'
import { formatDuration, type StageView } from '../../../src/stages/protocol.ts'
import type { RunOp, Timeline } from '../../../src/stages/running-order.ts'
import { errorText } from '../../app/error-text.ts'
import { useI18n } from '../../app/i18n.tsx'
import { trpc } from '../../app/trpc.ts'
import { clockAt } from '../RunOrderScreen.tsx'

/** Live controls of the running order: start/stop, previous/next, pause/resume, nudges, skips. */
export function RunOrderLive({
  stage,
  tl,
  conn,
  send,
}: {
  stage: StageView
  tl: Timeline
  conn?: StageConnection | null
  /** Another way to send the operation (a controller link's socket); default: the manager's socket or tRPC. */
  send?: (op: RunOp) => Promise<unknown>
}) {
  const { t, locale } = useI18n()
  const order = stage.runOrder!
  const operate = trpc.runOrder.operate.useMutation()
  const run = async (op: RunOp) => {
    try {
      if (send) await send(op)
      // The manager's socket when it is open (one frame), tRPC otherwise.
      else if (conn && conn.status === 'open') await conn.run(op)
      else await operate.mutateAsync({ id: stage.id, op })
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(t, error, t('stages.errors.generic')), autoClose: 3000 })
    }
  }
  const current = tl.current >= 0 ? order.items[tl.current] : undefined
  const next = tl.next >= 0 ? order.items[tl.next] : undefined
  const idle = tl.status === 'idle'
  return (
    <Card withBorder padding="md" data-testid="runorder-live">
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{t('runorder.live.title')}</Text>
        <Badge
          color={idle ? 'gray.7' : tl.overrun ? 'red' : tl.status === 'paused' ? 'yellow' : 'teal'}
          data-testid="runorder-status"
        >
          {tl.overrun ? t('runorder.display.overrun') : t(`runorder.live.${tl.status}`)}
        </Badge>
      </Group>
      {current && (
        <Group justify="space-between" wrap="nowrap" mb="xs">
          <Text fw={600} truncate data-testid="runorder-live-current">
            {current.title}
          </Text>
          <Text
            fw={800}
            fz={28}
            c={tl.overrun ? 'red' : undefined}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="runorder-live-timer"
            data-overrun={tl.overrun}
          >
            {formatDuration(tl.remaining_ms, true)}
          </Text>
        </Group>
      )}
      {next && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="runorder-live-next">
          {t('runorder.display.next')}: {next.title} ·{' '}
          {clockAt(tl.items[tl.next]!.expected_start_ms, locale, order.timezone)}
        </Text>
      )}
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          {idle ? (
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => run({ type: 'start' })}
              disabled={order.items.length === 0}
              data-testid="runorder-start"
            >
              {t('runorder.live.start')}
            </Button>
          ) : (
            <Button
              variant="default"
              leftSection={<IconPlayerStop size={16} />}
              onClick={() => run({ type: 'stop' })}
              data-testid="runorder-stop"
            >
              {t('runorder.live.stop')}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconPlayerSkipBack size={16} />}
            onClick={() => run({ type: 'previous' })}
            disabled={idle}
          >
            {t('runorder.live.previous')}
          </Button>
          <Button
            leftSection={<IconPlayerSkipForward size={16} />}
            onClick={() => run({ type: 'next' })}
            disabled={order.items.length === 0}
            data-testid="runorder-next"
          >
            {t('runorder.live.next')}
          </Button>
          {tl.status === 'paused' ? (
            <Button variant="light" leftSection={<IconPlayerPlay size={16} />} onClick={() => run({ type: 'resume' })}>
              {t('runorder.live.resume')}
            </Button>
          ) : (
            <Button
              variant="light"
              leftSection={<IconPlayerPause size={16} />}
              onClick={() => run({ type: 'pause' })}
              disabled={idle}
            >
              {t('runorder.live.pause')}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          {[-5, -1, 1, 5].map((m) => (
            <Button
              key={m}
              variant="default"
              size="sm"
              disabled={idle}
              onClick={() => run({ type: 'nudge', minutes: m })}
              aria-label={t('runorder.live.nudge', { min: m > 0 ? `+${m}` : String(m) })}
              data-testid={`runorder-nudge-${m}`}
            >
              {m > 0 ? `+${m}` : `−${-m}`}
            </Button>
          ))}
        </Group>
        {order.items.length > 0 && (
          <Stack gap={4} mt="xs">
            {order.items.map((item, i) => {
              const x = tl.items[i]!
              return (
                <Group key={item.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="runorder-live-row">
                  <Text
                    size="sm"
                    truncate
                    fw={x.state === 'current' ? 700 : 400}
                    c={x.state === 'done' ? 'dimmed' : undefined}
                    td={item.skipped ? 'line-through' : undefined}
                  >
                    <span style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {clockAt(x.expected_start_ms, locale, order.timezone)}
                    </span>{' '}
                    {item.title}
                  </Text>
                  {x.state !== 'current' && x.state !== 'done' && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => run({ type: 'skip', item_id: item.id, skipped: !item.skipped })}
                    >
                      {item.skipped ? t('runorder.unskip') : t('runorder.skip')}
                    </Button>
                  )}
                </Group>
              )
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  )
}
