import { ActionIcon, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconMaximize } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useSearchParams } from 'react-router'
import { CODE_LENGTH, codeSchema } from '../../src/stages/protocol.ts'
import { errorText } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from '../shell/head.ts'
import { deviceId } from './device.ts'
import { StageScreen } from './StageScreen.tsx'
import { useServerNow, useStageConnection, useWakeLock } from './useStage.ts'
import './stages.css'

function CodeForm({ initial, error }: { initial: string; error?: string }) {
  const { t } = useI18n()
  const [, setParams] = useSearchParams()
  const [value, setValue] = useState(initial)
  const [invalid, setInvalid] = useState<string | undefined>(error)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = codeSchema.safeParse(value)
    if (!parsed.success) return setInvalid(t('stages.display.unknown'))
    setParams({ code: parsed.data })
  }
  return (
    <Center className="sw-page" p="md" data-mantine-color-scheme="dark">
      <Paper component="form" onSubmit={submit} p="xl" radius="lg" w="100%" maw={440} bg="dark.7" c="white">
        <Stack>
          <Title order={1} fz={26}>
            {t('stages.display.enterCode')}
          </Title>
          <Text c="gray.4">{t('stages.display.codeHelp')}</Text>
          <TextInput
            label={t('stages.display.codeLabel')}
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value.toUpperCase())
              setInvalid(undefined)
            }}
            error={invalid}
            maxLength={CODE_LENGTH + 2}
            size="xl"
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            styles={{
              input: { letterSpacing: '0.3em', fontWeight: 800, textAlign: 'center' },
              label: { color: 'white' },
            }}
          />
          <Button type="submit" size="lg">
            {t('stages.display.connect')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  )
}

/** The stage display: full screen, no layout, opened with ?code=XXXXXX. Reads only; it can acknowledge. */
export default function DisplayPage() {
  const { t } = useI18n()
  const [params] = useSearchParams()
  const raw = params.get('code') ?? ''
  const parsed = codeSchema.safeParse(raw)
  const code = parsed.success ? parsed.data : null
  const live = useStageConnection(code ? { code, device: deviceId() || undefined } : null)
  const now = useServerNow(live.conn)
  usePageHead({ title: live.stage ? `${live.stage.name} · ${t('stages.display.title')}` : t('stages.display.title') })
  useWakeLock(Boolean(live.stage))

  if (!code) return <CodeForm initial={raw.toUpperCase()} error={raw ? t('stages.display.unknown') : undefined} />
  if (live.status === 'failed') {
    const unknown = live.error?.status === 404
    return (
      <CodeForm
        initial={code}
        error={unknown ? t('stages.display.unknown') : errorText(t, live.error, t('stages.errors.generic'))}
      />
    )
  }
  if (!live.stage) {
    return (
      <Center className="sw-page" c="gray.4" fz="xl" data-testid="display-connecting">
        {t('stages.display.connecting')}
      </Center>
    )
  }
  // Blackout: nothing at all on the screen until the stage goes back on air.
  if (live.stage.state.blackout) return <div className="sw-page" data-testid="display-blackout" />
  return (
    <div className="sw-page">
      <StageScreen
        stage={live.stage}
        now={now}
        status={live.status}
        onAck={(id) => live.conn?.ack(id)}
        tools={
          <ActionIcon
            className="sw-tools"
            variant="filled"
            color="dark.6"
            c="gray.3"
            size="lg"
            aria-label={t('stages.display.fullscreen')}
            title={t('stages.display.fullscreen')}
            onClick={() => {
              if (document.fullscreenElement) void document.exitFullscreen()
              else void document.documentElement.requestFullscreen?.().catch(() => {})
            }}
          >
            <IconMaximize size={18} />
          </ActionIcon>
        }
      />
    </div>
  )
}
