import {
  Alert,
  Box,
  Button,
  Card,
  Collapse,
  Container,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconAdjustments, IconAlertTriangle, IconList, IconMap } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { type EntityType, KIND_PATH, kindMap } from '../../src/directory/kinds.ts'
import { effectiveSort, LIMITS, SORT_KINDS, SORTS, type Sort } from '../../src/directory/vocabulary.ts'
import type { RouteName } from '../../src/routes.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { usePageHead } from '../shell/head.ts'
import { type CardItem, ResultCard, useDisplayCurrency } from './common.tsx'
import { HelpfulEmptyState } from './EmptyState.tsx'
import type { MapPin } from './map/index.tsx'
import { SearchMap } from './map/SearchMap.tsx'
import { SearchFilters } from './SearchFilters.tsx'
import { SearchBox } from './SearchInputs.tsx'
import {
  CorrectionNotice,
  ErrorState,
  RelaxedNotice,
  ResultsSkeleton,
  type UnderstoodChip,
  UnderstoodChips,
  withoutWords,
} from './SearchStates.tsx'
import { PAGE_SIZE, pageOf, searchInput } from './search-query.ts'
import { useUrlState } from './url-state.ts'
import './directory.css'

export type EntityKind = EntityType
const ROUTE = kindMap((kind): RouteName => `${KIND_PATH[kind]}-search`)

/**
 * A kind's search page: the words, the filters (SearchFilters.tsx), the sort, the results with their map and the
 * pages, all kept in the URL (url-state.ts).
 */
export default function SearchPage({ kind }: { kind: EntityKind }) {
  const { t } = useI18n()
  const url = useUrlState()
  const { get, set, params } = url
  const isMobile = useMediaQuery('(max-width: 48em)')
  const [filtersOpen, setFiltersOpen] = useState(false)
  // Phones show the list or the map; the result under the pointer is highlighted in both.
  const [phoneMap, setPhoneMap] = useState(false)
  const [highlighted, setHighlighted] = useState<number | null>(null)
  usePageHead({ title: t(`common.pages.${ROUTE[kind]}`) })

  const page = pageOf(params)
  const currency = useDisplayCurrency()
  const input = useMemo(() => searchInput(kind, params, currency), [params, kind, currency])
  const search = trpc.directory.search.useQuery(input as never, {
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
        dropped_words: string[]
        understood: UnderstoodChip[]
      }
    | undefined
  const badInput = search.error?.data?.httpStatus === 400

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
    <SearchFilters
      kind={kind}
      url={url}
      facets={data ? (data.facets ?? {}) : undefined}
      currency={currency}
      hasFilters={hasFilters}
      onClear={clearAll}
    />
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
            onSubmit={(q) =>
              set({ q, strict: null, sort: q ? null : get('sort') === 'relevance' ? null : get('sort') })
            }
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
                  ? t(data.total_exact ? 'directory.search.results' : 'directory.search.resultsMore', {
                      count: data.total,
                    })
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
            <UnderstoodChips
              chips={data?.understood ?? []}
              kind={() => kind}
              onRemove={(c) => set({ q: withoutWords(get('q'), c.typed) || null })}
            />
            <RelaxedNotice words={data?.dropped_words} onStrict={() => set({ strict: '1' })} />
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
              <HelpfulEmptyState
                kind={kind}
                query={input.query}
                hasFilters={hasFilters}
                onClear={clearAll}
                onApply={set}
              />
            ) : (
              <>
                <SimpleGrid
                  cols={{ base: 1, xs: 2, xl: 3 }}
                  spacing="md"
                  aria-label={t('directory.search.resultsLabel')}
                  style={{ opacity: search.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
                  aria-busy={search.isFetching}
                >
                  {data.items.map((item, index) => (
                    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors the card on the map
                    <div
                      key={item.id}
                      className="directory-result"
                      data-result-id={item.id}
                      data-highlighted={highlighted === item.id}
                      onMouseEnter={() => setHighlighted(item.id)}
                      onMouseLeave={() => setHighlighted((h) => (h === item.id ? null : h))}
                    >
                      <ResultCard item={item} index={index} />
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
