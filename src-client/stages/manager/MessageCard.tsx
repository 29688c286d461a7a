import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { IconBolt, IconCheck, IconDeviceDesktop, IconSend, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { type DisplayDevice, screenLabel } from '../../../src/stages/access.ts'
import { LIMITS, type MessageAck, type StageView, type Tone } from '../../../src/stages/protocol.ts'
import { useI18n } from '../../app/i18n.tsx'
import { useStageClock } from '../stage-clock.ts'
import { type Run, TONE_COLOR } from './shared.ts'

/**
 * Messages for the stage: to every screen, or (when the page knows the stage's screens: the owner's) to one
 * connected screen; with who acknowledged the current one.
 */
export function MessageCard({ stage, run, screens }: { stage: StageView; run: Run; screens?: DisplayDevice[] }) {
  const { t } = useI18n()
  const clock = useStageClock(stage)
  const [text, setText] = useState('')
  const [tone, setTone] = useState<Tone>('normal')
  const [flash, setFlash] = useState(false)
  const [busy, setBusy] = useState(false)
  const [chosen, setChosen] = useState('')
  const message = stage.state.message
  const connected = (screens ?? []).filter((d) => d.online)
  // A screen that went away is no longer a choice: the message goes to every screen again.
  const target = connected.some((d) => d.device_id === chosen) ? chosen : ''
  const send = async () => {
    if (!text.trim()) return
    setBusy(true)
    if (await run({ type: 'message', text, tone, flash, ...(target ? { target } : {}) })) setText('')
    setBusy(false)
  }
  const ackName = (a: MessageAck) =>
    a.by || (a.via === 'link' ? t('stages.message.unnamedLink') : t('stages.message.unnamedScreen'))
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
          {screens && (
            <Select
              label={t('stages.message.to')}
              value={target}
              onChange={(v) => setChosen(v ?? '')}
              allowDeselect={false}
              leftSection={<IconDeviceDesktop size={16} />}
              data={[
                { value: '', label: t('stages.message.allScreens') },
                ...connected.map((d) => ({ value: d.device_id, label: screenLabel(d) || d.device_id })),
              ]}
              comboboxProps={{ withinPortal: true }}
              data-testid="message-target"
            />
          )}
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
                {message.target && (
                  <Badge
                    variant="outline"
                    leftSection={<IconDeviceDesktop size={12} />}
                    maw="60%"
                    data-testid="message-target-badge"
                  >
                    {t('stages.message.onlyOn', { name: message.target.name })}
                  </Badge>
                )}
                {message.acks?.length ? (
                  message.acks.map((a) => (
                    <Badge
                      key={a.key}
                      color="teal"
                      variant="light"
                      leftSection={<IconCheck size={12} />}
                      maw="100%"
                      data-testid="seen"
                      title={t('stages.message.seenBy', { name: ackName(a), time: clock.moment(a.at) })}
                    >
                      {t('stages.message.seenBy', { name: ackName(a), time: clock.moment(a.at) })}
                    </Badge>
                  ))
                ) : message.ackAt ? (
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
