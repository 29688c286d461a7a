import { Badge, Button, Card, Group, NumberInput, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { IconPlayerPause, IconPlayerPlay, IconRotate } from '@tabler/icons-react'
import { useState } from 'react'
import { formatDuration, LIMITS, type StageView, type TimerMode, timerReading } from '../../../src/stages/protocol.ts'
import { useI18n } from '../../app/i18n.tsx'
import type { Run } from './shared.ts'

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
