import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  Collapse,
  Container,
  Group,
  NumberInput,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import {
  IconAdjustments,
  IconAlertTriangle,
  IconCurrentLocation,
  IconList,
  IconMap,
  IconSearch,
} from '@tabler/icons-react'
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { type EntityType, KIND_PATH, KINDS, kindMap } from '../../src/directory/kinds.ts'
import {
  effectiveSort,
  GENRES,
  LIMITS,
  MAIN_FILTER,
  SORT_KINDS,
  SORTS,
  type Sort,
} from '../../src/directory/vocabulary.ts'
import type { RouteName } from '../../src/routes.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { usePageHead } from '../shell/head.ts'
import {
  type CardItem,
  CurrencySelect,
  cityName,
  detailsPath,
  MAIN_LABELS,
  ResultCard,
  useDisplayCurrency,
} from './common.tsx'
import { HelpfulEmptyState } from './EmptyState.tsx'
import type { MapPin } from './map/index.tsx'
import { SearchMap } from './map/SearchMap.tsx'
import './directory.css'

/** The date field brings Mantine's date components: its own chunk. */
const DateFilter = lazy(() => import('../availability/DateFilter.tsx'))

export type EntityKind = EntityType
const ROUTE = kindMap((kind): RouteName => `${KIND_PATH[kind]}-search`)
/** URL key of each kind's main filter. */
const MAIN_KEY = kindMap((kind) => KINDS[kind].mainParam)
const RANGE = {
  artist: ['fee_min', 'fee_max'],
  venue: ['capacity_min', 'capacity_max'],
  service: null,
} as const satisfies Record<EntityType, readonly [string, string] | null>
const PAGE_SIZE = 24

/** Search state lives in the URL: shareable, reloadable, back-navigable. */
export function useUrlState() {
  const [params, setParams] = useSearchParams()
  const get = (k: string) => params.get(k) ?? ''
  const set = (patch: Record<string, string | number | null | undefined>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === undefined || v === '') next.delete(k)
      else next.set(k, String(v))
    }
    if (!('page' in patch)) next.delete('page')
    setParams(next)
  }
  return { params, get, set }
}

/**
 * Remote search over cities, debounced at 300 ms (docs/product.md §4). Cities show in the page's language (Köln in German)
 * while the filter keeps the directory's own name.
 */
export function CityAutocomplete(props: {
  label: string
  placeholder: string
  value: string
  onCommit: (city: { name: string; lat?: number; lng?: number } | null) => void
  testId?: string
}) {
  const { t, locale } = useI18n()
  const shown = props.value ? cityName(props.value, locale) : ''
  const [value, setValue] = useState(shown)
  // What this field committed itself: when the URL catches up with it, the visitor may already be typing again.
  const committed = useRef(shown)
  useEffect(() => {
    if (shown !== committed.current) setValue(shown)
    committed.current = shown
  }, [shown])
  const [debounced] = useDebouncedValue(value, 300)
  const cities = trpc.directory.cities.useQuery(
    { q: debounced },
    { placeholderData: (prev) => prev, staleTime: 60_000 },
  )
  const items = cities.data?.items ?? []
  const byLabel = new Map(items.map((c) => [cityName(c.name, locale), c]))
  const typed = debounced.trim()
  const noMatch =
    typed.length > 0 && typed === value.trim() && cities.isSuccess && !cities.isPlaceholderData && items.length === 0
  const commit = (label: string) => {
    const trimmed = label.trim()
    if (trimmed === shown) return
    committed.current = trimmed
    if (!trimmed) return props.onCommit(null)
    const hit =
      byLabel.get(trimmed) ??
      items.find((c) => [c.name, cityName(c.name, locale)].some((n) => n.toLowerCase() === trimmed.toLowerCase()))
    props.onCommit(hit ? { name: hit.name, lat: hit.lat, lng: hit.lng } : { name: trimmed })
  }
  return (
    <Autocomplete
      label={props.label}
      placeholder={props.placeholder}
      value={value}
      onChange={setValue}
      data={[...byLabel.keys()]}
      // The server already matched (typos, other languages): show its suggestions as they are.
      filter={({ options }) => options}
      onOptionSubmit={(v) => {
        setValue(v)
        committed.current = v
        const hit = byLabel.get(v)
        props.onCommit(hit ? { name: hit.name, lat: hit.lat, lng: hit.lng } : { name: v })
      }}
      onBlur={() => commit(value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(value)
      }}
      clearable
      comboboxProps={{ withinPortal: true }}
      description={noMatch ? t('directory.search.noPlace', { q: typed }) : undefined}
      inputWrapperOrder={['label', 'input', 'description']}
      data-testid={props.testId}
    />
  )
}

/** "Use my location": the browser's position as the place to search near (asks for permission once). */
export function UseMyLocation({ onLocate }: { onLocate: (lat: number, lng: number) => void }) {
  const { t } = useI18n()
  const [busy, setBusy] = useState(false)
  if (typeof navigator === 'undefined' || !navigator.geolocation) return null
  const locate = () => {
    setBusy(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false)
        // Four decimals (≈ 10 m) are plenty for "near" and keep the URL short.
        onLocate(Number(position.coords.latitude.toFixed(4)), Number(position.coords.longitude.toFixed(4)))
      },
      () => {
        setBusy(false)
        notifications.show({ color: 'orange', message: t('directory.search.locationDenied'), autoClose: 5000 })
      },
      { timeout: 15_000, maximumAge: 300_000 },
    )
  }
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconCurrentLocation size={16} aria-hidden />}
      loading={busy}
      onClick={locate}
      style={{ alignSelf: 'flex-start' }}
      data-testid="use-my-location"
    >
      {t('directory.search.useMyLocation')}
    </Button>
  )
}

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

export function SearchBox({
  kind,
  initial,
  onSubmit,
}: {
  kind?: EntityKind
  initial: string
  onSubmit: (q: string) => void
}) {
  const { t, lp } = useI18n()
  const navigate = useNavigate()
  const [q, setQ] = useState(initial)
  useEffect(() => setQ(initial), [initial])
  const [debounced] = useDebouncedValue(q.trim(), 300)
  const suggestions = trpc.directory.typeahead.useQuery(
    { q: debounced, type: kind, limit: 6 },
    { enabled: debounced.length >= LIMITS.typeaheadMin && debounced !== initial, staleTime: 30_000 },
  )
  const items = suggestions.data?.items ?? []
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit(q.trim())
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not in React's JSX types yet
    <form onSubmit={submit} role="search">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Autocomplete
          style={{ flex: 1 }}
          size="md"
          aria-label={t('directory.search.submit')}
          placeholder={t('directory.search.placeholder')}
          leftSection={<IconSearch size={18} />}
          value={q}
          onChange={setQ}
          data={items.map((i) => ({ value: `${i.type}:${i.id}`, label: `${i.name} · ${i.city}` }))}
          filter={({ options }) => options}
          onOptionSubmit={(v) => {
            const [type, id] = v.split(':')
            setQ(q)
            navigate(lp(detailsPath(type as EntityType, Number(id))))
          }}
          maxLength={LIMITS.maxQuery}
          data-testid="search-input"
        />
        <Button type="submit" size="md">
          {t('directory.search.submit')}
        </Button>
      </Group>
    </form>
  )
}

export function ResultsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Card key={i} withBorder padding={0} radius="md">
          <Skeleton h={150} radius={0} />
          <Stack p="md" gap={8}>
            <Skeleton h={18} w="70%" />
            <Skeleton h={12} w="50%" />
            <Skeleton h={12} w="60%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  )
}

/** "Showing results for Berghain": the words typed matched nothing, typos were forgiven. */
export function CorrectionNotice({ query }: { query: string | null | undefined }) {
  const { t } = useI18n()
  if (!query) return null
  // The corrected words in bold, wherever the language puts them in the sentence.
  const MARK = '\u0000'
  const [before, after] = t('directory.search.correctedTo', { query: MARK }).split(MARK)
  return (
    <Text role="status" data-testid="corrected-notice">
      {before}
      <Text span fw={700} fs="italic">
        {query}
      </Text>
      {after}
    </Text>
  )
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n()
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t('directory.search.error')} data-testid="search-error">
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        {t('directory.search.retry')}
      </Button>
    </Alert>
  )
}

export default function SearchPage({ kind }: { kind: EntityKind }) {
  const { t, formatNumber } = useI18n()
  const { get, set, params } = useUrlState()
  const isMobile = useMediaQuery('(max-width: 48em)')
  const [filtersOpen, setFiltersOpen] = useState(false)
  // Phones show the list or the map; the result under the pointer is highlighted in both.
  const [phoneMap, setPhoneMap] = useState(false)
  const [highlighted, setHighlighted] = useState<number | null>(null)
  usePageHead({ title: t(`common.pages.${ROUTE[kind]}`) })

  const mainKey = MAIN_KEY[kind]
  const range = RANGE[kind]
  const page = Math.max(1, Math.min(LIMITS.maxPage, Number(get('page')) || 1))
  const currency = useDisplayCurrency()
  const query = useMemo(() => {
    const q: Record<string, string | number | boolean> = { limit: PAGE_SIZE, page, facets: true, currency }
    const keys = [
      'q',
      'city',
      'near',
      'radius_km',
      'sort',
      mainKey,
      ...(kind === 'artist' ? ['genre'] : []),
      ...(range ?? []),
      ...(kind === 'artist' ? [] : ['price_max']),
      'available_from',
      'available_to',
    ]
    for (const k of keys) if (params.get(k)) q[k] = params.get(k)!
    if (q.near && !q.radius_km) q.radius_km = LIMITS.defaultRadiusKm
    return q
  }, [params, page, kind, mainKey, range, currency])
  const search = trpc.directory.search.useQuery({ kind, query } as never, {
    placeholderData: (prev) => prev,
    retry: false,
  })
  const data = search.data as
    | {
        items: CardItem[]
        total: number
        total_exact: boolean
        facets?: Record<string, number>
        sort: string
        corrected_query: string | null
      }
    | undefined
  const badInput = search.error?.data?.httpStatus === 400

  const facets = data?.facets ?? {}
  // The count is shown in the list only, not in the chosen value ("DJ", not "DJ (0)").
  const mainOptions = MAIN_FILTER[kind].map((v) => ({
    value: v,
    label: t(`directory.${MAIN_LABELS[kind]}.${v}`),
    disabled: data ? !facets[v] && get(mainKey) !== v : false,
  }))
  const sortOptions = SORTS.filter((s) =>
    s === 'distance' ? !!get('near') : s === 'relevance' ? !!get('q') : (SORT_KINDS[s]?.includes(kind) ?? true),
  ).map((s) => ({ value: s, label: t(`directory.search.sorts.${s}`) }))
  const hasFilters = [...params.keys()].some((k) => k !== 'page')
  const clearAll = () => set(Object.fromEntries([...params.keys()].map((k) => [k, null])))
  const totalPages = data ? Math.min(LIMITS.maxPage, Math.ceil(data.total / PAGE_SIZE)) : 0
  const pins = useMemo(
    () =>
      ((data?.items ?? []) as (CardItem & { lat?: number; lng?: number })[])
        .filter((i) => typeof i.lat === 'number' && typeof i.lng === 'number')
        .map((i): MapPin => ({ id: i.id, lat: i.lat!, lng: i.lng!, label: i.name })),
    [data],
  )
  const map = (
    <SearchMap
      loaded={!!data || search.isError}
      pins={pins}
      highlighted={highlighted}
      onHover={setHighlighted}
      onSelect={(id) => {
        setHighlighted(id)
        setPhoneMap(false)
        // The card of a clicked pin comes into view (after the phone's list is back).
        requestAnimationFrame(() =>
          document.querySelector(`[data-result-id="${id}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
        )
      }}
      onSearchArea={(area) =>
        set({
          ...area,
          city: null,
          place: t('directory.map.area'),
          sort: get('q') ? get('sort') : 'distance',
        })
      }
    />
  )

  const filters = (
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
            {data && (
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
      <Suspense fallback={<Skeleton h={80} />}>
        <DateFilter
          from={get('available_from')}
          to={get('available_to')}
          onChange={(from, to) => set({ available_from: from, available_to: to })}
        />
      </Suspense>
      <CurrencySelect />
      {hasFilters && (
        <Button variant="subtle" onClick={clearAll}>
          {t('directory.search.clear')}
        </Button>
      )}
    </Stack>
  )

  return (
    <>
      <Box className="directory-search-hero">
        <Container size="xl" py="lg">
          <Title order={1} mb="md">
            {t(`common.pages.${ROUTE[kind]}`)}
          </Title>
          <SearchBox
            kind={kind}
            initial={get('q')}
            onSubmit={(q) => set({ q, sort: q ? null : get('sort') === 'relevance' ? null : get('sort') })}
          />
        </Container>
      </Box>
      <Container fluid px={{ base: 'md', md: 'xl' }} py="lg" maw={1800}>
        <Group align="flex-start" gap="xl" wrap="nowrap">
          {!isMobile && (
            <Box w={280} style={{ flexShrink: 0 }} component="aside" aria-label={t('directory.search.filters')}>
              {filters}
            </Box>
          )}
          <Stack style={{ flex: 1, minWidth: 0 }} gap="md">
            {isMobile && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconAdjustments size={18} />}
                  onClick={() => setFiltersOpen((o) => !o)}
                  aria-expanded={filtersOpen}
                >
                  {t('directory.search.filters')}
                </Button>
                <Collapse in={filtersOpen}>
                  <Card withBorder>{filters}</Card>
                </Collapse>
              </>
            )}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text fw={600} aria-live="polite" data-testid="result-count">
                {data
                  ? data.total_exact
                    ? data.total === 1
                      ? t('directory.search.resultsOne')
                      : t('directory.search.results', { count: formatNumber(data.total) })
                    : t('directory.search.resultsMore', { count: formatNumber(data.total) })
                  : '\u00a0'}
              </Text>
              <Select
                aria-label={t('directory.search.sort')}
                w={220}
                data={sortOptions}
                // What the server will use, known before its answer: the box is never blank while loading.
                value={effectiveSort((get('sort') || undefined) as Sort | undefined, {
                  text: !!get('q'),
                  near: !!get('near'),
                })}
                onChange={(v) => set({ sort: v })}
                allowDeselect={false}
                data-testid="sort"
              />
            </Group>
            <CorrectionNotice query={data?.corrected_query} />
            {isMobile && (
              <Button
                className="directory-map-toggle"
                radius="xl"
                color="dark"
                leftSection={phoneMap ? <IconList size={18} aria-hidden /> : <IconMap size={18} aria-hidden />}
                onClick={() => setPhoneMap((m) => !m)}
                aria-pressed={phoneMap}
                data-testid="map-toggle"
              >
                {t(phoneMap ? 'directory.map.showList' : 'directory.map.showMap')}
              </Button>
            )}
            {isMobile && phoneMap ? (
              <div className="directory-map-phone">{map}</div>
            ) : search.isError && !data ? (
              badInput ? (
                <Alert color="yellow" icon={<IconAlertTriangle />} title={search.error.message}>
                  <Button variant="light" size="xs" mt="xs" onClick={clearAll}>
                    {t('directory.search.clear')}
                  </Button>
                </Alert>
              ) : (
                <ErrorState onRetry={() => search.refetch()} />
              )
            ) : !data ? (
              <ResultsSkeleton />
            ) : data.items.length === 0 ? (
              <HelpfulEmptyState kind={kind} query={query} hasFilters={hasFilters} onClear={clearAll} onApply={set} />
            ) : (
              <>
                <SimpleGrid
                  cols={{ base: 1, xs: 2, xl: 3 }}
                  spacing="md"
                  aria-label={t('directory.search.resultsLabel')}
                  style={{ opacity: search.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
                  aria-busy={search.isFetching}
                >
                  {data.items.map((item) => (
                    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors the card on the map
                    <div
                      key={item.id}
                      className="directory-result"
                      data-result-id={item.id}
                      data-highlighted={highlighted === item.id}
                      onMouseEnter={() => setHighlighted(item.id)}
                      onMouseLeave={() => setHighlighted((h) => (h === item.id ? null : h))}
                    >
                      <ResultCard item={item} />
                    </div>
                  ))}
                </SimpleGrid>
                {totalPages > 1 && (
                  <Group justify="center" mt="md">
                    <Pagination
                      total={totalPages}
                      value={page}
                      onChange={(p) => {
                        set({ page: p })
                        window.scrollTo({ top: 0 })
                      }}
                      siblings={isMobile ? 0 : 1}
                      boundaries={1}
                      aria-label={t('directory.pagination.label')}
                      getControlProps={(control) => ({ 'aria-label': t(`directory.pagination.${control}`) })}
                      data-testid="pagination"
                    />
                  </Group>
                )}
              </>
            )}
          </Stack>
          {/* undefined until the media query is read: a phone must not start loading the map chunk meanwhile */}
          {isMobile === false && <Box className="directory-map-column">{map}</Box>}
        </Group>
      </Container>
    </>
  )
}

export const kindPath = (kind: EntityKind) => `/${KIND_PATH[kind]}/search`
