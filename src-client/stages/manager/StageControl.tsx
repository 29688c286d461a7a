import { Badge, Box, Card, Grid, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { StageOp, StageView } from '../../../src/stages/protocol.ts'
import { timeline } from '../../../src/stages/running-order.ts'
import { errorText } from '../../app/error-text.ts'
import { useI18n } from '../../app/i18n.tsx'
import { trpc } from '../../app/trpc.ts'
import { BlackoutSwitch, StageAccessCard } from '../access/StageAccessCard.tsx'
import { StageScreen } from '../StageScreen.tsx'
import { useServerNow, useStageConnection } from '../useStage.ts'
import { MessageCard } from './MessageCard.tsx'
import { PresetsCard } from './PresetsCard.tsx'
import { RunOrderCard } from './RunOrderCard.tsx'
import { RunOrderLive } from './RunOrderLive.tsx'
import { SetListCard } from './SetListCard.tsx'
import { ShareCard } from './ShareCard.tsx'
import { useScreens } from './screens.ts'
import { TimerCard } from './TimerCard.tsx'

export function StageControl({ initial }: { initial: StageView }) {
  const { t } = useI18n()
  const live = useStageConnection({ stage: initial.id })
  const now = useServerNow(live.conn)
  const operate = trpc.stages.operate.useMutation()
  const stage = live.stage ?? initial
  const screens = useScreens(initial.id, live.presenceSeq)

  const run = async (op: StageOp): Promise<boolean> => {
    try {
      if (live.conn && live.conn.status === 'open') await live.conn.op(op)
      else await operate.mutateAsync({ id: stage.id, op })
      return true
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(t, error, t('stages.errors.generic')), autoClose: 3000 })
      return false
    }
  }

  const tl = stage.runOrder ? timeline(stage.runOrder, now) : null
  const statusColor = live.status === 'open' ? 'teal' : live.status === 'failed' ? 'red' : 'orange'
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <MessageCard stage={stage} run={run} screens={screens} />
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
          {tl && <RunOrderLive stage={stage} tl={tl} conn={live.conn} />}
          <ShareCard stage={stage} screens={screens} />
          <StageAccessCard stage={stage} />
          <SetListCard stage={stage} run={run} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={12}>
        <RunOrderCard stage={stage} tl={tl} />
      </Grid.Col>
    </Grid>
  )
}
