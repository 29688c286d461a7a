/**
 * Availability constants and calendar-date helpers without zod, so any page (and the server) may import them.
 * Dates are calendar days as `YYYY-MM-DD` strings (the listing's local days; no time zone), weekdays are ISO
 * (1 = Monday … 7 = Sunday) and a set of weekdays is a bit mask (bit 0 = Monday … bit 6 = Sunday).
 */

export const AVAILABILITY_STATUSES = ['booked', 'hold', 'unavailable'] as const
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number]

/** Longest blocked range (start and end included). */
export const BLOCK_MAX_DAYS = 366
/** Blocks a listing may hold at most (past ones included). */
export const BLOCKS_MAX = 500
/** Owner-only note of a block. */
export const NOTE_MAX = 500
/** Longest span one calendar read answers. */
export const READ_MAX_DAYS = 400
/** Longest "available from … to" span of a search. */
export const SEARCH_MAX_DAYS = 31
/** Dates outside these years are refused. */
export const FIRST_YEAR = 2000
export const LAST_YEAR = 2100

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** Whether `s` is a real calendar day `YYYY-MM-DD` within FIRST_YEAR..LAST_YEAR. */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string') return false
  const m = DATE_RE.exec(s)
  if (!m) return false
  const year = Number(m[1])
  if (year < FIRST_YEAR || year > LAST_YEAR) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

const toUtc = (s: string) => Date.parse(`${s}T00:00:00Z`)
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS)
}

/** Days from `a` to `b` (b − a): 0 for the same day. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS)
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(toUtc(date)).getUTCDay()
  return d === 0 ? 7 : d
}

/** The bit of one ISO weekday in a weekday mask. */
export const weekdayBit = (isoDay: number) => 1 << (isoDay - 1)

/** The weekdays a range touches, as a mask (a week or more: all seven). */
export function weekdayMaskOf(from: string, to: string): number {
  const span = daysBetween(from, to) + 1
  if (span >= 7) return 127
  let mask = 0
  for (let i = 0; i < span; i++) mask |= weekdayBit(isoWeekday(addDays(from, i)))
  return mask
}

export function maskToWeekdays(mask: number): number[] {
  return [1, 2, 3, 4, 5, 6, 7].filter((d) => mask & weekdayBit(d))
}

export function weekdaysToMask(days: readonly number[]): number {
  return days.reduce((m, d) => m | weekdayBit(d), 0)
}

/** Today as a calendar day in UTC. */
export const todayIso = () => new Date().toISOString().slice(0, 10)
