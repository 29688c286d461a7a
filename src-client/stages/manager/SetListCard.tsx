import { Badge, Button, Card, Group, Menu, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconFileMusic, IconPlayerSkipBack, IconPlayerSkipForward } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { LIMITS, type StageView } from '../../../src/stages/protocol.ts'
import { errorText } from '../../app/error-text.ts'
import { useI18n } from '../../app/i18n.tsx'
import { trpc } from '../../app/trpc.ts'
import type { Run } from './shared.ts'

/** The acts of the running order that link a rider: each one's set list can become the stage's in one step. */
function FromRider({ stage, onPulled }: { stage: StageView; onPulled: () => void }) {
  const { t } = useI18n()
  const pull = trpc.stages.setListFromRider.useMutation()
  const acts = (stage.runOrder?.items ?? []).filter((i) => i.rider_id)
  if (acts.length === 0) return null
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileMusic size={16} />}
          loading={pull.isPending}
          data-testid="setlist-from-rider"
        >
          {t('stages.setList.fromRider')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('stages.setList.fromRiderOf')}</Menu.Label>
        {acts.map((item) => (
          <Menu.Item
            key={item.id}
            onClick={async () => {
              try {
                const next = await pull.mutateAsync({ id: stage.id, item_id: item.id })
                onPulled()
                notifications.show({
                  color: 'teal',
                  message: t('stages.setList.pulled', { count: next.state.setList.length, title: item.title }),
                  autoClose: 3000,
                })
              } catch (error) {
                notifications.show({
                  color: 'red',
                  message: errorText(t, error, t('stages.errors.generic')),
                  autoClose: 4000,
                })
              }
            }}
          >
            {item.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
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
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg">
          {t('stages.setList.title')}
        </Title>
        <FromRider stage={stage} onPulled={() => setDirty(false)} />
      </Group>
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
