/** The filter panel of a kind's search page: main filter, genre, place, ranges, price, rating, dates, currency. */
import { Box, Button, Group, NumberInput, Select, Skeleton, Stack, Text } from '@mantine/core'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { EntityType } from '../../src/directory/kinds.ts'
import { EVENT_TYPES, GENRES, LIMITS, MAIN_FILTER, RATING } from '../../src/directory/vocabulary.ts'
import { useI18n } from '../app/i18n.tsx'
import { CurrencySelect, MAIN_LABELS } from './common.tsx'
import { CityAutocomplete, UseMyLocation } from './SearchInputs.tsx'
import { MAIN_KEY, RANGE } from './search-query.ts'
import type { useUrlState } from './url-state.ts'

/** The date field brings Mantine's date components: its own chunk. */
const DateFilter = lazy(() => import('../availability/DateFilter.tsx'))

function RangeInputs({
  label,
  min,
  max,
  onCommit,
}: {
  label: string
  min: string
  max: string
  onCommit: (min: string, max: string) => void
}) {
  const { t } = useI18n()
  const [lo, setLo] = useState<string | number>(min)
  const [hi, setHi] = useState<string | number>(max)
  useEffect(() => setLo(min), [min])
  useEffect(() => setHi(max), [max])
  const commit = () => {
    if (String(lo) !== min || String(hi) !== max) onCommit(String(lo), String(hi))
  }
  return (
    <Box>
      <Text fz="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap="xs" grow>
        {(
          [
            ['min', lo, setLo],
            ['max', hi, setHi],
          ] as const
        ).map(([bound, value, setValue]) => (
          <NumberInput
            key={bound}
            aria-label={`${label} ${t(`directory.search.${bound}`)}`}
            placeholder={t(`directory.search.${bound}`)}
            value={value}
            onChange={setValue}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            min={0}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator=" "
          />
        ))}
      </Group>
    </Box>
  )
}

/**
 * "Rating": any, or at least 4.5 … 3 stars (RATING.choices, best first). A half step the list lacks (typed into the
 * URL, e.g. 2) is shown as it is.
 */
function RatingFilter({ value, onChange }: { value: string; onChange: (value: string | null) => void }) {
  const { t, formatNumber } = useI18n()
  const label = (v: number) =>
    t('directory.search.ratingAtLeast', { value: formatNumber(v, { maximumFractionDigits: 1 }) })
  const choices = [...RATING.choices].reverse().map((v) => ({ value: String(v), label: label(v) }))
  const asked = Number(value)
  if (value && !choices.some((c) => c.value === value) && asked >= RATING.min && asked <= RATING.max)
    choices.push({ value, label: label(asked) })
  return (
    <Select
      label={t('directory.search.minRating')}
      placeholder={t('directory.search.any')}
      data={choices}
      value={value || null}
      onChange={onChange}
      clearable
      data-testid="filter-rating"
    />
  )
}

/** The filters; each change goes into the URL (the page's state). */
export function SearchFilters({
  kind,
  url,
  facets,
  currency,
  hasFilters,
  onClear,
}: {
  kind: EntityType
  url: ReturnType<typeof useUrlState>
  /** Counts of the main filter's values; undefined until the first answer. */
  facets: Record<string, number> | undefined
  currency: string
  hasFilters: boolean
  onClear: () => void
}) {
  const { t, formatNumber } = useI18n()
  const { get, set } = url
  const mainKey = MAIN_KEY[kind]
  const range = RANGE[kind]
  // The count is shown in the list only, not in the chosen value ("DJ", not "DJ (0)").
  const mainOptions = MAIN_FILTER[kind].map((v) => ({
    value: v,
    label: t(`directory.${MAIN_LABELS[kind]}.${v}`),
    disabled: facets ? !facets[v] && get(mainKey) !== v : false,
  }))
  return (
    <Stack gap="md">
      <Select
        label={t(kind === 'service' ? 'directory.search.category' : 'directory.search.type')}
        placeholder={t('directory.search.any')}
        data={mainOptions}
        value={get(mainKey) || null}
        onChange={(v) => set({ [mainKey]: v })}
        renderOption={({ option }) => (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
            <span>{option.label}</span>
            {facets && (
              <Text span size="xs" c="dimmed">
                {formatNumber(facets[option.value] ?? 0)}
              </Text>
            )}
          </Group>
        )}
        clearable
        data-testid="filter-main"
      />
      {kind === 'artist' && (
        <Select
          label={t('directory.search.genre')}
          placeholder={t('directory.search.any')}
          data={GENRES.map((g) => ({ value: g, label: t(`directory.genres.${g}`) }))}
          value={get('genre') || null}
          onChange={(v) => set({ genre: v })}
          searchable
          clearable
        />
      )}
      <Select
        label={t('directory.search.event')}
        placeholder={t('directory.search.any')}
        data={EVENT_TYPES.map((e) => ({ value: e, label: t(`common.eventTypes.${e}`) }))}
        value={get('event') || null}
        onChange={(v) => set({ event: v })}
        clearable
        data-testid="filter-event"
      />
      <CityAutocomplete
        label={t('directory.search.city')}
        placeholder={t('directory.search.cityPlaceholder')}
        value={get('city')}
        onCommit={(c) => set({ city: c?.name })}
        testId="filter-city"
      />
      <CityAutocomplete
        label={t('directory.search.near')}
        placeholder={t('directory.search.nearPlaceholder')}
        value={get('place')}
        districts
        onCommit={(c) =>
          c?.lat !== undefined
            ? set({ place: c.name, near: `${c.lat},${c.lng}`, sort: get('q') ? get('sort') : 'distance' })
            : set({ place: null, near: null, radius_km: null, sort: get('sort') === 'distance' ? null : get('sort') })
        }
        testId="filter-near"
      />
      <UseMyLocation
        onLocate={(lat, lng) =>
          set({
            place: t('directory.search.myLocation'),
            near: `${lat},${lng}`,
            sort: get('q') ? get('sort') : 'distance',
          })
        }
      />
      {get('near') && (
        <NumberInput
          label={t('directory.search.radius')}
          value={Number(get('radius_km')) || LIMITS.defaultRadiusKm}
          min={1}
          max={LIMITS.maxRadiusKm}
          clampBehavior="strict"
          allowDecimal={false}
          onBlur={(e) => set({ radius_km: e.currentTarget.value.replace(/\D/g, '') || null })}
          data-testid="filter-radius"
        />
      )}
      {range && (
        <RangeInputs
          label={kind === 'artist' ? `${t('directory.search.fee')} (${currency})` : t('directory.search.capacity')}
          min={get(range[0])}
          max={get(range[1])}
          onCommit={(lo, hi) => set({ [range[0]]: lo, [range[1]]: hi })}
        />
      )}
      {kind !== 'artist' && (
        <NumberInput
          key={get('price_max')}
          label={`${t('directory.prices.priceMax')} (${currency})`}
          defaultValue={get('price_max')}
          min={0}
          allowNegative={false}
          allowDecimal={false}
          thousandSeparator=" "
          onBlur={(e) => set({ price_max: e.currentTarget.value.replace(/\D/g, '') || null })}
          onKeyDown={(e) => e.key === 'Enter' && set({ price_max: e.currentTarget.value.replace(/\D/g, '') || null })}
          data-testid="filter-price-max"
        />
      )}
      <RatingFilter value={get('min_rating')} onChange={(v) => set({ min_rating: v })} />
      <Suspense fallback={<Skeleton h={80} />}>
        <DateFilter
          from={get('available_from')}
          to={get('available_to')}
          onChange={(from, to) => set({ available_from: from, available_to: to })}
        />
      </Suspense>
      <CurrencySelect />
      {hasFilters && (
        <Button variant="subtle" onClick={onClear}>
          {t('directory.search.clear')}
        </Button>
      )}
    </Stack>
  )
}
