import {
  ActionIcon,
  type ActionIconProps,
  Button,
  Center,
  Paper,
  Popover,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconMaximize, IconTag, IconVolume, IconVolumeOff } from '@tabler/icons-react'
import { type ComponentPropsWithRef, type FormEvent, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { CODE_LENGTH, codeSchema, LIMITS } from '../../src/stages/protocol.ts'
import { errorText } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from '../shell/head.ts'
import { type ScreenPrefs, useScreenPrefs, useStageCues } from './cue-sound.ts'
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

/** A round button of the display's corner tools, named by its label (aria-label and tooltip). */
function ToolButton({ label, ...props }: ActionIconProps & ComponentPropsWithRef<'button'> & { label: string }) {
  return (
    <ActionIcon
      className="sw-tools"
      variant="filled"
      color="dark.6"
      c="gray.3"
      size="lg"
      aria-label={label}
      title={label}
      {...props}
    />
  )
}

/** The screen's name, as the stage manager picks it to send a message to this screen alone. */
function ScreenName({ prefs }: { prefs: ScreenPrefs }) {
  const { t } = useI18n()
  const [opened, setOpened] = useState(false)
  const [draft, setDraft] = useState(prefs.name)
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={300} trapFocus>
      <Popover.Target>
        <ToolButton
          label={t('stages.display.screenName')}
          data-testid="screen-name-button"
          onClick={() => {
            setDraft(prefs.name)
            setOpened((o) => !o)
          }}
        >
          <IconTag size={18} />
        </ToolButton>
      </Popover.Target>
      <Popover.Dropdown bg="dark.7" c="white" maw="calc(100vw - 16px)">
        <form
          onSubmit={(e) => {
            e.preventDefault()
            prefs.setName(draft)
            setOpened(false)
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t('stages.display.screenName')}
              description={t('stages.display.screenNameHelp')}
              placeholder={t('stages.display.screenNamePlaceholder')}
              value={draft}
              maxLength={LIMITS.screenNameChars}
              onChange={(e) => setDraft(e.currentTarget.value)}
              data-testid="screen-name-input"
              styles={{ label: { color: 'white' }, description: { color: 'var(--mantine-color-gray-4)' } }}
              data-autofocus
            />
            <Button type="submit" size="xs">
              {t('stages.save')}
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
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
  const prefs = useScreenPrefs()
  useStageCues(live.stage, now, prefs.cue)
  // What this screen is, for the manager's list (again after each reconnect: StageConnection keeps it).
  useEffect(
    () => live.conn?.describe({ name: prefs.name, sound: prefs.allowed }),
    [live.conn, prefs.name, prefs.allowed],
  )
  // Sound was on here before: the first tap anywhere lets the browser play it again.
  const { wanted, allowed, unlock } = prefs
  useEffect(() => {
    if (!wanted || allowed) return
    document.addEventListener('pointerdown', unlock)
    return () => document.removeEventListener('pointerdown', unlock)
  }, [wanted, allowed, unlock])
  // Which messages this screen acknowledged (the stage's own ackAt says only that some screen did).
  const [acked, setAcked] = useState<ReadonlySet<string>>(() => new Set())

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
  const soundLabel = prefs.allowed ? t('stages.display.soundOn') : t('stages.display.soundOff')
  return (
    <div className="sw-page" data-sound={prefs.allowed ? 'on' : 'off'} data-cues={prefs.played}>
      <StageScreen
        stage={live.stage}
        now={now}
        status={live.status}
        screenName={prefs.name}
        acked={(id) => acked.has(id)}
        onAck={(id) => {
          live.conn?.ack(id)
          setAcked((a) => new Set(a).add(id))
        }}
        banner={
          prefs.wanted && !prefs.allowed ? (
            <button type="button" className="sw-sound-banner" onClick={prefs.unlock} data-testid="sound-unlock">
              <IconVolume size={22} aria-hidden />
              {t('stages.display.tapForSound')}
            </button>
          ) : null
        }
        tools={
          <>
            <ScreenName prefs={prefs} />
            <ToolButton
              label={t('stages.display.sound')}
              title={soundLabel}
              color={prefs.allowed ? 'teal.8' : 'dark.6'}
              c={prefs.allowed ? 'white' : 'gray.3'}
              aria-pressed={prefs.wanted}
              data-testid="sound-toggle"
              onClick={prefs.toggle}
            >
              {prefs.allowed ? <IconVolume size={18} /> : <IconVolumeOff size={18} />}
            </ToolButton>
            <ToolButton
              label={t('stages.display.fullscreen')}
              onClick={() => {
                if (document.fullscreenElement) void document.exitFullscreen()
                else void document.documentElement.requestFullscreen?.().catch(() => {})
              }}
            >
              <IconMaximize size={18} />
            </ToolButton>
          </>
        }
      />
    </div>
  )
}
