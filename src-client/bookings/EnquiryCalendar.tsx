import { Text } from '@mantine/core'
import { Calendar } from '@mantine/dates'
import { useEffect, useState } from 'react'
import { addDays, isIsoDate, isoWeekday, todayIso } from '../../src/availability/constants.ts'
import type { Calendar as ListingCalendar } from '../../src/availability/schemas.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { dayStatuses, firstOfMonth, LocalDates, monthSpan } from '../availability/dates.tsx'

/** Why a day cannot be asked for (the server's error key), or null when it can. */
type DayReason = 'dateInPast' | 'dayClosed' | 'dayBooked' | 'dayBlocked'

/** The first day an enquiry may name (the form's date field says the same). */
export const firstEnquiryDay = () => addDays(todayIso(), 1)

/** The same rule as the server's (bookings/calendar.ts), on the days of the calendar read. */
function reasonOf(day: string, calendar: ListingCalendar, days: ReturnType<typeof dayStatuses>): DayReason | null {
  if (day < firstEnquiryDay()) return 'dateInPast'
  if (calendar.closed_weekdays.includes(isoWeekday(day))) return 'dayClosed'
  const status = days.get(day)
  if (status === 'booked') return calendar.multiple_events_per_day ? null : 'dayBooked'
  return status ? 'dayBlocked' : null
}

/**
 * The listing's calendar in the enquiry form: past, blocked, booked and weekly-closed days are greyed and cannot be
 * picked (each says why on hover); a free day click sets the form's date. `onReason` tells the form why the chosen
 * date (typed or picked) cannot be asked for, so it refuses it before the server would.
 */
export function EnquiryCalendar(props: {
  type: EntityType
  id: number
  value: string
  onPick: (day: string) => void
  onReason: (reason: DayReason | null) => void
}) {
  const { t } = useI18n()
  const [month, setMonth] = useState(() => firstOfMonth(isIsoDate(props.value) ? props.value : firstEnquiryDay()))
  useEffect(() => {
    if (isIsoDate(props.value)) setMonth(firstOfMonth(props.value))
  }, [props.value])
  const span = monthSpan(month, 1)
  const calendar = trpc.availability.get.useQuery(
    { type: props.type, id: props.id, ...span },
    { placeholderData: (prev) => prev, staleTime: 30_000 },
  )
  const data = calendar.data
  const days = dayStatuses(data)
  const reason = (day: string) => (data ? reasonOf(day, data, days) : null)
  const chosen = isIsoDate(props.value) && data && props.value >= data.from && props.value <= data.to
  const chosenReason = chosen ? reason(props.value) : null
  const { onReason } = props
  useEffect(() => onReason(chosenReason), [chosenReason, onReason])

  return (
    <div data-testid="enquiry-calendar" aria-busy={!data}>
      <LocalDates>
        <Calendar
          date={month}
          onDateChange={(d) => setMonth(firstOfMonth(d))}
          maxLevel="month"
          hideOutsideDates
          size="sm"
          ariaLabels={{
            previousMonth: t('availability.details.previous'),
            nextMonth: t('availability.details.next'),
          }}
          getDayProps={(day) => {
            const why = reason(day)
            const status = why === 'dateInPast' ? 'past' : why ? (days.get(day) ?? 'closed') : undefined
            return {
              className: 'availability-day',
              'data-status': status,
              'data-day': day,
              disabled: why !== null,
              selected: day === props.value,
              title: why ? t(`bookings.errors.${why}`) : undefined,
              onClick: () => {
                if (!why) props.onPick(day)
              },
            }
          }}
        />
      </LocalDates>
      <Text fz="xs" c="dimmed">
        {t('bookings.send.calendarHint')}
      </Text>
    </div>
  )
}
