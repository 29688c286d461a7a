import { DatesProvider } from '@mantine/dates'
import type { ReactNode } from 'react'
import 'dayjs/locale/de'
import 'dayjs/locale/es'
import 'dayjs/locale/fr'
import 'dayjs/locale/it'
import '@mantine/dates/styles.css'
import './availability.css'
import { type AvailabilityStatus, addDays } from '../../src/availability/constants.ts'
import type { Calendar } from '../../src/availability/schemas.ts'
import { useI18n } from '../app/i18n.tsx'

/** Mantine's date components in the page's language, weeks starting on Monday. */
export function LocalDates({ children }: { children: ReactNode }) {
  const { locale } = useI18n()
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1, weekendDays: [] }}>{children}</DatesProvider>
}

export const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`

/** The first day of the month `months` after the one `date` is in. */
export function monthsLater(date: string, months: number): string {
  const d = new Date(`${firstOfMonth(date)}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d.toISOString().slice(0, 10)
}

/** The first and last day of `count` months from the month of `date`. */
export function monthSpan(date: string, count: number) {
  return { from: firstOfMonth(date), to: addDays(monthsLater(date, count), -1) }
}

/** Each blocked day of the calendar's range, with its status. */
export function dayStatuses(calendar: Pick<Calendar, 'blocks' | 'from' | 'to'> | undefined) {
  const days = new Map<string, AvailabilityStatus>()
  if (!calendar) return days
  for (const b of calendar.blocks) {
    const start = b.start_date < calendar.from ? calendar.from : b.start_date
    const end = b.end_date > calendar.to ? calendar.to : b.end_date
    for (let d = start; d <= end; d = addDays(d, 1)) days.set(d, b.status)
  }
  return days
}

/** ISO weekday names in the page's language, Monday first. */
export function useWeekdayNames(style: 'long' | 'short' = 'long') {
  const { formatDate } = useI18n()
  // 2024-01-01 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((d) => formatDate(`2024-01-0${d}T12:00:00Z`, { weekday: style, timeZone: 'UTC' }))
}

/** A calendar day written as the page's language writes dates. */
export function useDayText() {
  const { formatDate } = useI18n()
  return (day: string) => formatDate(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
}
