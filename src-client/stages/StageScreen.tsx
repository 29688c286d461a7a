import { type ReactNode, useLayoutEffect, useRef } from 'react'
import type { ConnectionStatus } from '../../src/stages/connection.ts'
import { FLASH_MS, formatDuration, type StageView, timerReading } from '../../src/stages/protocol.ts'
import { timeline } from '../../src/stages/running-order.ts'
import { useI18n } from '../app/i18n.tsx'
import { CurfewBadge, RunPanel } from './RunOrderScreen.tsx'
import { useStageClock } from './stage-clock.ts'
import '@fontsource/roboto-condensed/latin-800.css'
import '@fontsource/roboto-condensed/latin-ext-800.css'
import './stages.css'

/** Text that grows to fill its box without scrolling (binary search on the font size). */
export function FitText({ text, fitKey, testId }: { text: string; fitKey?: string; testId?: string }) {
  const box = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  const key = fitKey ?? text
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when the text's shape changes
  useLayoutEffect(() => {
    const b = box.current
    const i = inner.current
    if (!b || !i) return
    const search = (height: number, width: number) => {
      let lo = 8
      let hi = Math.max(9, Math.min(height, width))
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2)
        i.style.fontSize = `${mid}px`
        // The box itself must not overflow either: its rounding and the line box can differ from the text's.
        const fits =
          i.scrollHeight <= height && i.scrollWidth <= width && b.scrollHeight <= height && b.scrollWidth <= width
        if (fits) lo = mid
        else hi = mid
      }
      return lo
    }
    const refit = () => {
      const height = b.clientHeight
      const width = b.clientWidth
      if (!height || !width) return
      // Whole words first; only a word too long for any readable size may be broken.
      i.style.overflowWrap = 'normal'
      let size = search(height, width)
      if (size < 28) {
        i.style.overflowWrap = 'anywhere'
        size = search(height, width)
      }
      i.style.fontSize = `${size}px`
    }
    refit()
    const ro = new ResizeObserver(refit)
    ro.observe(b)
    // A web font that arrives after the first fit changes the text's size, not its box's.
    document.fonts?.addEventListener('loadingdone', refit)
    return () => {
      ro.disconnect()
      document.fonts?.removeEventListener('loadingdone', refit)
    }
  }, [key])
  return (
    <div className="sw-fit" ref={box}>
      <div ref={inner} data-testid={testId}>
        {text}
      </div>
    </div>
  )
}

/** Above this many characters a message needs the whole screen to be read from the back of a stage. */
const LONG_MESSAGE_CHARS = 80

/**
 * What the stage sees: message (tone colours, tap to acknowledge), timer, clock, now playing / up next,
 * flash and the connection-lost state. Sized by container units, so it also serves as the manager's preview.
 */
export function StageScreen({
  stage,
  now,
  status,
  onAck,
  preview = false,
  tools,
  screenName,
  acked: ackedBy,
  banner,
}: {
  stage: StageView
  now: number
  status: ConnectionStatus
  onAck?: (messageId: string) => void
  /** Whether this screen acknowledged a message (without it: whether any screen did). */
  acked?: (messageId: string) => boolean
  /** This screen's own name, beside the stage's. */
  screenName?: string
  /** A request of the device (allow sound), above the stage's words. */
  banner?: ReactNode
  preview?: boolean
  /** The device's own controls (full screen), in the header so they never cover the stage's words. */
  tools?: ReactNode
}) {
  const { t } = useI18n()
  const clock = useStageClock(stage)
  const zoneNote = clock.zoneNote(now)
  const { message, timer, setList, current, flashAt } = stage.state
  const lost = status === 'lost' || status === 'connecting'
  const flashing = flashAt !== null && now - flashAt < FLASH_MS && now - flashAt > -1000
  const showTimer = timer.mode !== 'off'
  let timerText = ''
  let timerTone: 'normal' | 'attention' | 'urgent' = 'normal'
  if (timer.mode === 'clock') {
    timerText = clock.time(now, true)
  } else if (showTimer) {
    const r = timerReading(timer, now)
    timerText = formatDuration(r.ms, timer.mode === 'countdown')
    timerTone = r.tone
  }
  const nowPlaying = current >= 0 ? setList[current] : undefined
  const upNext = setList[current + 1]
  const acked = message ? (ackedBy ? ackedBy(message.id) : message.ackAt != null) : false
  // A long message takes the set list's room while it is up (short cues leave the set list in place).
  const longMessage = (message?.text.length ?? 0) > LONG_MESSAGE_CHARS
  const order = stage.runOrder ?? null
  const tl = order ? timeline(order, now) : null
  const running = tl !== null && tl.status !== 'idle'
  return (
    <div
      className="sw-screen"
      data-lost={lost}
      data-long-message={longMessage}
      data-testid={preview ? 'stage-preview' : 'stage-screen'}
    >
      {lost && !preview && (
        <div className="sw-lost" role="alert" data-testid="connection-lost">
          {t('stages.display.lost')}
        </div>
      )}
      {flashing && <div key={flashAt} className="sw-flash" data-testid="flash" />}
      {banner}
      <div className="sw-header">
        <span className="sw-name" data-testid="stage-name">
          <span className="sw-dot" data-status={status} aria-hidden />
          {stage.name}
          {screenName ? (
            <span className="sw-screen-name" data-testid="screen-name">
              {' · '}
              {screenName}
            </span>
          ) : null}
        </span>
        <span className="sw-header-right">
          {order && tl && <CurfewBadge order={order} tl={tl} />}
          {(timer.mode !== 'clock' || zoneNote) && (
            <span className="sw-clock-box">
              {timer.mode !== 'clock' && (
                <span className="sw-clock" data-testid="stage-clock">
                  {clock.time(now)}
                </span>
              )}
              {zoneNote && (
                <span
                  className="sw-zone"
                  data-testid="stage-zone"
                  title={t('stages.display.zone', { zone: clock.zone ?? '' })}
                >
                  {zoneNote}
                </span>
              )}
            </span>
          )}
          {tools}
        </span>
      </div>
      <div className="sw-main">
        {message ? (
          <button
            type="button"
            className="sw-message"
            data-tone={message.tone}
            data-testid="stage-message"
            tabIndex={preview ? -1 : 0}
            onClick={() => !acked && onAck?.(message.id)}
          >
            <FitText text={message.text} testId="stage-message-text" />
            {!preview && (
              <span className="sw-ack" data-testid="ack-state">
                {acked ? t('stages.display.seen') : t('stages.display.tapToConfirm')}
              </span>
            )}
          </button>
        ) : null}
        {running && order && tl ? <RunPanel order={order} tl={tl} alone={!message} compact={Boolean(message)} /> : null}
        {showTimer && !running ? (
          <div
            className={`sw-timer${message ? '' : ' sw-alone'}`}
            data-tone={timerTone}
            data-paused={timer.mode !== 'clock' && timer.startedAt === null}
            data-testid="stage-timer"
          >
            <FitText text={timerText} fitKey={timerText.replace(/\d/g, '0')} />
          </div>
        ) : null}
        {!message && !showTimer && !running && <div className="sw-waiting">{t('stages.display.waiting')}</div>}
      </div>
      {setList.length > 0 && !longMessage && (
        <div className="sw-footer" data-testid="stage-setlist">
          <div className="sw-now">
            <span className="sw-label">{t('stages.setList.nowPlaying')}</span>
            {nowPlaying ?? '—'}
          </div>
          {upNext && (
            <div className="sw-next">
              <span className="sw-label">{t('stages.setList.upNext')}</span>
              {upNext}
            </div>
          )}
        </div>
      )}
    </div>
  )
}
