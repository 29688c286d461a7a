import {
  ActionIcon,
  Button,
  Card,
  Chip,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { Calendar } from '@mantine/dates'
import { useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconTrash } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import {
  AVAILABILITY_STATUSES,
  type AvailabilityStatus,
  isoWeekday,
  maskToWeekdays,
  NOTE_MAX,
  todayIso,
  weekdaysToMask,
} from '../../src/availability/constants.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { dayStatuses, firstOfMonth, LocalDates, monthSpan, useDayText, useWeekdayNames } from './dates.tsx'
import { AvailabilityLegend } from './Legend.tsx'

type Range = { start: string; end: string } | null

/** The edit page's calendar editor (owner or admin): mark a day or range, free it, weekly closed days, remove. */
export default function AvailabilityEditor({ type, id }: { type: EntityType; id: number }) {
  const { t } = useI18n()
  const utils = trpc.useUtils()
  const narrow = useMediaQuery('(max-width: 40em)')
  const columns = narrow ? 1 : 2
  const [month, setMonth] = useState(() => firstOfMonth(todayIso()))
  const span = monthSpan(month, columns)
  const calendar = trpc.availability.get.useQuery({ type, id, ...span }, { placeholderData: (prev) => prev })
  const [range, setRange] = useState<Range>(null)
  const [picking, setPicking] = useState(false)
  const [status, setStatus] = useState<AvailabilityStatus>('booked')
  const [note, setNote] = useState('')
  const [weekly, setWeekly] = useState<string[]>([])
  const savedWeekly = calendar.data?.closed_weekdays.join(',')
  useEffect(() => {
    if (savedWeekly !== undefined) setWeekly(savedWeekly ? savedWeekly.split(',') : [])
  }, [savedWeekly])
  const weekdays = useWeekdayNames()
  const dayText = useDayText()

  const failed = (error: unknown) => {
    const data = (error as { data?: { i18nKey?: unknown; params?: Record<string, unknown> } } | null)?.data
    const key =
      typeof data?.i18nKey === 'string' && data.i18nKey.startsWith('availability.errors.')
        ? data.i18nKey
        : 'availability.errors.saveFailed'
    notifications.show({ color: 'red', message: t(key, data?.params ?? {}) })
  }
  const done = (message: string) => {
    notifications.show({ color: 'green', message, autoClose: 2500 })
    void utils.availability.get.invalidate({ type, id })
  }
  const set = trpc.availability.set.useMutation({
    onSuccess: () => {
      setRange(null)
      setNote('')
      done(t('availability.editor.saved'))
    },
    onError: failed,
  })
  const clear = trpc.availability.clear.useMutation({
    onSuccess: () => {
      setRange(null)
      done(t('availability.editor.saved'))
    },
    onError: failed,
  })
  const remove = trpc.availability.remove.useMutation({
    onSuccess: () => done(t('availability.editor.removed')),
    onError: failed,
  })
  const saveWeekly = trpc.availability.weekly.useMutation({
    onSuccess: () => done(t('availability.editor.weeklySaved')),
    onError: failed,
  })

  const saveSettings = trpc.availability.settings.useMutation({
    onSuccess: () => done(t('availability.editor.settingsSaved')),
    onError: failed,
  })

  const days = dayStatuses(calendar.data)
  const closed = new Set(calendar.data?.closed_weekdays ?? [])
  const pick = (day: string) => {
    if (!range || !picking) {
      setRange({ start: day, end: day })
      setPicking(true)
    } else {
      setRange(day < range.start ? { start: day, end: range.start } : { start: range.start, end: day })
      setPicking(false)
    }
  }
  const rangeText = (r: { start: string; end: string }) =>
    r.start === r.end ? dayText(r.start) : `${dayText(r.start)} – ${dayText(r.end)}`
  const busy = set.isPending || clear.isPending

  return (
    <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="availability-editor-title">
      <Title order={2} fz="lg" mb="xs" id="availability-editor-title">
        {t('availability.editor.title')}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {t('availability.editor.intro')}
      </Text>
      <Stack gap="md" data-testid="availability-editor">
        <LocalDates>
          <Calendar
            date={month}
            onDateChange={(d) => setMonth(firstOfMonth(d))}
            numberOfColumns={columns}
            maxLevel="month"
            hideOutsideDates
            getDayProps={(day) => {
              const inRange = !!range && day >= range.start && day <= range.end
              return {
                className: 'availability-day',
                'data-status': days.get(day) ?? (closed.has(isoWeekday(day)) ? 'closed' : undefined),
                'data-day': day,
                'data-past': day < todayIso() || undefined,
                'data-in-range': inRange || undefined,
                selected: inRange,
                onClick: () => pick(day),
              }
            }}
          />
        </LocalDates>
        <AvailabilityLegend withClosed={closed.size > 0} />
        <Text fw={500} data-testid="availability-selection">
          {range
            ? t('availability.editor.selected', { range: rangeText(range) })
            : t('availability.editor.noneSelected')}
        </Text>
        <SegmentedControl
          aria-label={t('availability.editor.statusLabel')}
          value={status}
          onChange={(v) => setStatus(v as AvailabilityStatus)}
          data={AVAILABILITY_STATUSES.map((s) => ({ value: s, label: t(`availability.status.${s}`) }))}
          fullWidth
          data-testid="availability-status"
        />
        <TextInput
          label={t('availability.editor.note')}
          placeholder={t('availability.editor.notePlaceholder')}
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-testid="availability-note"
        />
        <Group gap="sm">
          <Button
            disabled={!range}
            loading={set.isPending}
            onClick={() =>
              range && set.mutate({ type, id, start_date: range.start, end_date: range.end, status, note })
            }
            data-testid="availability-mark"
          >
            {t('availability.editor.mark')}
          </Button>
          <Button
            variant="default"
            disabled={!range || busy}
            loading={clear.isPending}
            onClick={() => range && clear.mutate({ type, id, start_date: range.start, end_date: range.end })}
            data-testid="availability-free"
          >
            {t('availability.editor.free')}
          </Button>
        </Group>

        <Stack gap="xs">
          <Text fw={500} id="availability-weekly-label">
            {t('availability.editor.weekly')}
          </Text>
          <Chip.Group multiple value={weekly} onChange={setWeekly}>
            <Group gap="xs" role="group" aria-labelledby="availability-weekly-label">
              {weekdays.map((name, i) => (
                <Chip key={name} value={String(i + 1)} size="sm">
                  {name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Group>
            <Button
              variant="light"
              size="sm"
              loading={saveWeekly.isPending}
              disabled={weekdaysToMask(weekly.map(Number)) === weekdaysToMask(calendar.data?.closed_weekdays ?? [])}
              onClick={() =>
                saveWeekly.mutate({ type, id, closed_weekdays: maskToWeekdays(weekdaysToMask(weekly.map(Number))) })
              }
              data-testid="availability-weekly-save"
            >
              {t('availability.editor.weeklySave')}
            </Button>
          </Group>
        </Stack>

        <Switch
          label={t('availability.editor.multipleEvents')}
          description={t('availability.editor.multipleEventsHint')}
          checked={calendar.data?.multiple_events_per_day ?? false}
          disabled={!calendar.data || saveSettings.isPending}
          onChange={(ev) => saveSettings.mutate({ type, id, multiple_events_per_day: ev.currentTarget.checked })}
          data-testid="availability-multiple-events"
        />

        <Stack gap="xs">
          <Text fw={500}>{t('availability.editor.blocks')}</Text>
          {calendar.data && calendar.data.blocks.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('availability.editor.noBlocks')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table data-testid="availability-blocks">
                <Table.Tbody>
                  {(calendar.data?.blocks ?? []).map((b) => {
                    const text = rangeText({ start: b.start_date, end: b.end_date })
                    return (
                      <Table.Tr key={b.id}>
                        <Table.Td>{text}</Table.Td>
                        <Table.Td>
                          <span className="availability-swatch availability-day" data-status={b.status} aria-hidden />{' '}
                          {t(`availability.status.${b.status}`)}
                        </Table.Td>
                        <Table.Td style={{ wordBreak: 'break-word' }}>{b.note}</Table.Td>
                        <Table.Td w={40}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('availability.editor.removeLabel', { range: text })}
                            loading={remove.isPending && remove.variables?.block_id === b.id}
                            onClick={() => remove.mutate({ type, id, block_id: b.id })}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Stack>
    </Card>
  )
}
