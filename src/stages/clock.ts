/**
 * One clock for a stage: every time shown for a stage (the display's clock, the running order's planned and
 * expected starts, the curfew, "seen at", "lost since") is read in the stage's time zone, in one format per
 * locale, so a TV in another zone never shows its own wall time beside the running order's.
 *
 * The stage's time zone is its running order's; a stage without a running order has none, and its times are read
 * in the device's zone (there is nothing for them to disagree with).
 */
import { LOCALE_TAGS, type Locale } from '../i18n/locales.ts'

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(tag, options)
    formatters.set(key, f)
  }
  return f
}

/**
 * The stage's time zone, or undefined (the device's) when it has no running order. A stage from the stage list
 * carries no running order, only its zone (`timezone`): the page reads the stage's times in it before the live
 * copy arrives.
 */
export function stageTimeZone(stage: {
  runOrder?: { timezone: string } | null
  timezone?: string | null
}): string | undefined {
  if (stage.runOrder !== undefined) return stage.runOrder?.timezone || undefined
  return stage.timezone || undefined
}

/** The device's own time zone. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/**
 * Wall time of `ms` in `timeZone` (the device's when undefined): `21:54` or `21:54:07`, the locale's own clock
 * (24 h in all five of ours, so fields, badges and the display agree).
 */
export function formatStageTime(
  ms: number,
  locale: Locale,
  timeZone: string | undefined,
  options: { seconds?: boolean } = {},
): string {
  return formatter(LOCALE_TAGS[locale], {
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    timeZone,
  }).format(ms)
}

/** As formatStageTime, with the day in front when `ms` is not on the same day as `now` in that zone. */
export function formatStageMoment(ms: number, now: number, locale: Locale, timeZone: string | undefined): string {
  const day = (v: number) => formatter('en-CA', { timeZone }).format(v)
  const time = formatStageTime(ms, locale, timeZone, { seconds: true })
  if (day(ms) === day(now)) return time
  return `${formatter(LOCALE_TAGS[locale], { dateStyle: 'short', timeZone }).format(ms)} ${time}`
}

/** Minutes `timeZone` is ahead of UTC at `ms`. */
export function zoneOffsetMinutes(ms: number, timeZone: string): number {
  const parts = formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(ms)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'))
  return Math.round((asUtc - (ms - (ms % 60_000))) / 60_000)
}

/** True when a clock in `stageZone` reads differently from one in `deviceZone` at `ms`. */
export function zoneDiffers(stageZone: string | undefined, deviceZone: string, ms: number): boolean {
  if (!stageZone) return false
  return zoneOffsetMinutes(ms, stageZone) !== zoneOffsetMinutes(ms, deviceZone)
}

/**
 * A short name for a time zone a crew recognises: its city and its offset in the locale's words,
 * `New York (GMT-5)`, `Berlin (UTC+1)`; the zone's own name for zones without a city (`UTC`).
 */
export function zoneLabel(timeZone: string, locale: Locale, ms: number): string {
  const slash = timeZone.lastIndexOf('/')
  if (slash < 0) return timeZone
  const offset =
    formatter(LOCALE_TAGS[locale], { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(ms)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  const city = timeZone.slice(slash + 1).replace(/_/g, ' ')
  return `${city} (${offset})`
}
