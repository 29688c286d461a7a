import type { MantineSize } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { useState } from 'react'
import { addDays, daysBetween, SEARCH_MAX_DAYS, todayIso } from '../../src/availability/constants.ts'
import { useI18n } from '../app/i18n.tsx'
import { LocalDates } from './dates.tsx'

/**
 * The search's "Available on" field: one day, or the first and last day of a range (≤ 31 days). Empty: any date.
 * `onChange(from, to)` gets `YYYY-MM-DD` strings (to = null for one day), or nulls when cleared.
 */
export default function DateFilter(props: {
  from: string
  to: string
  onChange: (from: string | null, to: string | null) => void
  size?: MantineSize
  /** The home page passes its own words (it loads only the core catalogs); no hint under the field then. */
  labels?: { label: string; placeholder: string; clear: string }
  testId?: string
}) {
  const { t } = useI18n()
  const labels = props.labels ?? {
    label: t('availability.search.label'),
    placeholder: t('availability.search.placeholder'),
    clear: t('availability.search.clear'),
  }
  // After the first click the picker waits for a possible end day: it shows the start alone until then.
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null)
  const value: [string | null, string | null] = picking ?? [props.from || null, props.to || props.from || null]
  return (
    <LocalDates>
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        label={labels.label}
        placeholder={labels.placeholder}
        // Mantine's placeholder grey fails WCAG contrast on a button-like input (axe checks it as text).
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        description={props.labels ? undefined : t('availability.search.hint')}
        inputWrapperOrder={['label', 'input', 'description']}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={value}
        minDate={todayIso()}
        valueFormat="D MMM YYYY"
        clearable
        clearButtonProps={{ 'aria-label': labels.clear }}
        size={props.size}
        onChange={([from, to]) => {
          setPicking(from && !to ? [from, null] : null)
          if (!from) props.onChange(null, null)
          // One click picks that day (a second click on another day makes it a range); closing keeps it.
          else if (!to) props.onChange(from, null)
          else {
            // The search takes at most SEARCH_MAX_DAYS days: a longer pick ends there.
            const end = daysBetween(from, to) >= SEARCH_MAX_DAYS ? addDays(from, SEARCH_MAX_DAYS - 1) : to
            props.onChange(from, end === from ? null : end)
          }
        }}
        onDropdownClose={() => setPicking(null)}
        data-testid={props.testId ?? 'filter-available'}
      />
    </LocalDates>
  )
}
