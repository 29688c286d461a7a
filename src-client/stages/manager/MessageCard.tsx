import { Badge, Button, Card, Checkbox, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core'
import { IconBolt, IconCheck, IconSend, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { LIMITS, type StageView, type Tone } from '../../../src/stages/protocol.ts'
import { useI18n } from '../../app/i18n.tsx'
import { useStageClock } from '../stage-clock.ts'
import { type Run, TONE_COLOR } from './shared.ts'

export function MessageCard({ stage, run }: { stage: StageView; run: Run }) {
  const { t } = useI18n()
  const clock = useStageClock(stage)
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
                    {t('stages.message.seen', { time: clock.moment(message.ackAt) })}
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
