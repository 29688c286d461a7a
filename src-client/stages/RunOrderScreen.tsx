import type { Locale } from '../../src/i18n/locales.ts'
import { formatStageTime } from '../../src/stages/clock.ts'
import { formatDuration } from '../../src/stages/protocol.ts'
import type { RunOrderView, Timeline } from '../../src/stages/running-order.ts'
import { useI18n } from '../app/i18n.tsx'
import { FitText } from './StageScreen.tsx'

/** HH:MM of a server time in the running order's (the stage's) time zone, the locale's one clock format. */
export function clockAt(ms: number, locale: Locale, timeZone: string): string {
  return formatStageTime(ms, locale, timeZone)
}

/**
 * The current item's countdown (red and negative when overrun) with the next item and its expected start. Compact
 * beside a message: one strip under it, so a long message keeps most of the screen.
 */
export function RunPanel({
  order,
  tl,
  alone,
  compact = false,
}: {
  order: RunOrderView
  tl: Timeline
  alone: boolean
  compact?: boolean
}) {
  const { t, locale } = useI18n()
  const current = order.items[tl.current]
  const next = tl.next >= 0 ? order.items[tl.next] : undefined
  const text = formatDuration(tl.remaining_ms, true)
  const tone = tl.overrun ? 'urgent' : tl.remaining_ms <= 5 * 60_000 ? 'attention' : 'normal'
  // How much of the current item has run (full, and red, once it runs over).
  const planned = tl.elapsed_ms + Math.max(0, tl.remaining_ms)
  const progress = tl.overrun || planned <= 0 ? 1 : Math.min(1, Math.max(0, tl.elapsed_ms / planned))
  return (
    <div
      className={`sw-run${alone ? ' sw-alone' : ''}${compact ? ' sw-compact' : ''}`}
      data-testid="run-panel"
      data-overrun={tl.overrun}
      data-status={tl.status}
      data-tone={tone}
    >
      <div className="sw-run-head">
        <div className="sw-run-title" data-testid="run-current">
          <span className="sw-label">
            {tl.status === 'paused' ? t('runorder.display.paused') : t('runorder.display.now')}
          </span>
          {current?.title}
        </div>
        {tl.overrun && (
          <span className="sw-run-over" data-testid="run-overrun">
            {t('runorder.display.overrun')}
          </span>
        )}
      </div>
      <div
        className="sw-timer sw-run-timer"
        data-tone={tone}
        data-paused={tl.status === 'paused'}
        data-testid="run-timer"
      >
        {compact ? <span>{text}</span> : <FitText text={text} fitKey={text.replace(/\d/g, '0')} />}
      </div>
      <div className="sw-run-progress" aria-hidden>
        <div style={{ width: `${progress * 100}%` }} />
      </div>
      {next && (
        <div className="sw-run-next" data-testid="run-next">
          <span className="sw-label">{t('runorder.display.next')}</span>
          {next.title}{' '}
          <span className="sw-run-at" data-testid="run-next-at">
            {t('runorder.display.at', {
              time: clockAt(tl.items[tl.next]!.expected_start_ms, locale, order.timezone),
            })}
          </span>
        </div>
      )}
    </div>
  )
}

/** The curfew, always visible while the running order has one: its time, red with the overrun when it will be late. */
export function CurfewBadge({ order, tl }: { order: RunOrderView; tl: Timeline }) {
  const { t, locale } = useI18n()
  if (!tl.curfew) return null
  const overMin = Math.ceil(tl.curfew.over_ms / 60_000)
  const late = overMin > 0
  return (
    <span className="sw-curfew" data-late={late} data-testid="run-curfew">
      {t('runorder.display.curfew')} {clockAt(tl.curfew.at_ms, locale, order.timezone)}
      {late && <span className="sw-curfew-over"> {t('runorder.late', { min: overMin })}</span>}
    </span>
  )
}
