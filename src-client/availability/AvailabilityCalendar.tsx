import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Calendar } from '@mantine/dates'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { isoWeekday, todayIso } from '../../src/availability/constants.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { dayStatuses, firstOfMonth, LocalDates, monthSpan, useDayText, useWeekdayNames } from './dates.tsx'
import { AvailabilityLegend } from './Legend.tsx'

/** A details page's "Availability": the next months with booked / on hold / unavailable days and a legend. */
export default function AvailabilityCalendar({ type, id }: { type: EntityType; id: number }) {
  const { t } = useI18n()
  const narrow = useMediaQuery('(max-width: 40em)')
  const columns = narrow ? 1 : 2
  const [month, setMonth] = useState(() => firstOfMonth(todayIso()))
  const span = monthSpan(month, columns)
  const calendar = trpc.availability.get.useQuery(
    { type, id, ...span },
    { placeholderData: (prev) => prev, staleTime: 30_000 },
  )
  const days = dayStatuses(calendar.data)
  const closed = new Set(calendar.data?.closed_weekdays ?? [])
  const weekdays = useWeekdayNames()
  const dayText = useDayText()
  // Days before today are greyed: they are over, whatever the calendar says about them.
  const today = todayIso()
  const statusOf = (day: string) => days.get(day) ?? (closed.has(isoWeekday(day)) ? 'closed' : undefined)

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="availability-title">
      <Title order={2} fz="lg" mb="sm" id="availability-title">
        {t('availability.title')}
      </Title>
      {calendar.isError ? (
        <Alert color="red">{t('availability.errors.loadFailed')}</Alert>
      ) : !calendar.data ? (
        <Skeleton h={280} />
      ) : (
        <Stack gap="sm" data-testid="availability-calendar">
          <LocalDates>
            <Calendar
              static
              date={month}
              onDateChange={(d) => setMonth(firstOfMonth(d))}
              numberOfColumns={columns}
              maxLevel="month"
              hideOutsideDates
              ariaLabels={{
                previousMonth: t('availability.details.previous'),
                nextMonth: t('availability.details.next'),
              }}
              getDayProps={(day) => {
                const status = statusOf(day)
                return {
                  className: 'availability-day',
                  'data-status': status,
                  'data-day': day,
                  'data-past': day < today || undefined,
                  title: status
                    ? t('availability.details.dayStatus', {
                        date: dayText(day),
                        status:
                          status === 'closed' ? t('availability.legend.closed') : t(`availability.status.${status}`),
                      })
                    : undefined,
                }
              }}
            />
          </LocalDates>
          <AvailabilityLegend withClosed={closed.size > 0} />
          {closed.size > 0 && (
            <Text fz="sm" data-testid="availability-closed">
              {t('availability.details.closedOn', {
                days: [...closed]
                  .sort()
                  .map((d) => weekdays[d - 1])
                  .join(', '),
              })}
            </Text>
          )}
          {days.size === 0 && closed.size === 0 && (
            <Text fz="sm" c="dimmed">
              {t('availability.details.none')}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  )
}
