import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMoodEmpty } from '@tabler/icons-react'
import { Link } from 'react-router'
import { cityName } from '../../src/directory/city-names.ts'
import { type EntityType, KIND_PATH, KINDS } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { type CardItem, KIND_COLOR, KIND_ICON, MAIN_LABELS, ResultCard } from './common.tsx'
import { type UnderstoodChip, useChipLabel } from './SearchStates.tsx'

interface Relaxation {
  drop: 'radius' | 'city' | 'nearby' | 'chip' | 'main' | 'genre' | 'event' | 'range' | 'rating' | 'dates' | 'q'
  patch: Record<string, string | null>
  total: number
  total_exact: boolean
  items: CardItem[]
  chip?: UnderstoodChip
  city?: string
}

/** The label of one relaxation ("Without “Band”", "In Hamburg", "Search within 12 km"). */
function useRelaxLabel() {
  const { t, formatNumber, locale } = useI18n()
  const chipLabel = useChipLabel()
  return (kind: EntityType, o: Relaxation, str: (k: string) => string) => {
    switch (o.drop) {
      case 'radius':
        return t('directory.search.relax.widen', { km: formatNumber(Number(o.patch.radius_km)) })
      case 'city':
        return o.patch.near
          ? t('directory.search.relax.around', {
              city: cityName(o.patch.place ?? str('city'), locale),
              km: formatNumber(Number(o.patch.radius_km)),
            })
          : t('directory.search.relax.anywhere', { city: str('city') })
      case 'nearby':
        return t('directory.search.relax.inCity', { city: cityName(o.city ?? '', locale) })
      case 'chip':
        return t('directory.search.relax.without', { value: o.chip ? chipLabel(o.chip, kind) : '' })
      case 'main':
        return t('directory.search.relax.without', {
          value: t(`directory.${MAIN_LABELS[kind]}.${str(KINDS[kind].mainParam)}`),
        })
      case 'genre':
        return t('directory.search.relax.without', { value: t(`directory.genres.${str('genre')}`) })
      case 'event':
        return t('directory.search.relax.without', { value: t(`common.eventTypes.${str('event')}`) })
      case 'range':
        return t(kind === 'artist' ? 'directory.search.relax.anyFee' : 'directory.search.relax.anyCapacity')
      case 'rating':
        return t('directory.search.relax.anyRating')
      case 'dates':
        return t('availability.search.placeholder')
      default:
        return t('directory.search.relax.without', { value: str('q') })
    }
  }
}

/**
 * A suggestion button: on a phone its label wraps and its count keeps its width (a flex section shrinks by
 * default, and the badge's own overflow then cut "5 results" to "5 RES…").
 */
const OPTION_PROPS = {
  h: 'auto',
  py: 6,
  maw: '100%',
  styles: {
    label: { whiteSpace: 'normal', textAlign: 'left', minWidth: 0 },
    section: { flexShrink: 0 },
  },
} as const

function CountBadge({ children }: { children: string }) {
  return (
    <Badge variant="white" size="sm" style={{ flexShrink: 0, overflow: 'visible' }} data-testid="relax-count">
      {children}
    </Badge>
  )
}

const countKey = (o: Relaxation) => (o.total_exact ? 'directory.search.results' : 'directory.search.resultsMore')
const optionKey = (o: Relaxation) => `${o.drop}:${o.chip?.value ?? o.city ?? ''}`

/**
 * An empty search page that helps: the single changes that would find something (server: directory.relax), each
 * a button with its count, and the first entries of the most useful one (the nearest, with their distance).
 */
export function HelpfulEmptyState({
  kind,
  query,
  hasFilters,
  onClear,
  onApply,
}: {
  kind: EntityType
  query: Record<string, string | number | boolean>
  hasFilters: boolean
  onClear: () => void
  onApply: (patch: Record<string, string | null>) => void
}) {
  const { t, formatNumber } = useI18n()
  const { page: _page, limit: _limit, facets: _facets, ...rest } = query
  const relax = trpc.directory.relax.useQuery({ kind, query: rest } as never, { enabled: hasFilters, retry: false })
  const options = ((relax.data as { options: Relaxation[] } | undefined)?.options ?? []) as Relaxation[]
  const str = (k: string) => String(query[k] ?? '')
  const relaxLabel = useRelaxLabel()
  const label = (o: Relaxation) => relaxLabel(kind, o, str)
  const count = (o: Relaxation) => t(countKey(o), { count: o.total })
  // The nearest entries when the place was widened, else those of the first change.
  const shown = options.find((o) => o.drop === 'radius' || (o.drop === 'city' && o.patch.near)) ?? options[0]
  const shownTitle =
    shown && (shown.drop === 'radius' || shown.patch.near)
      ? t('directory.search.relax.nearest', { km: formatNumber(Number(shown.patch.radius_km)) })
      : shown
        ? label(shown)
        : ''

  return (
    <Stack gap="lg" py="xl" data-testid="empty-state">
      <Stack align="center" gap="xs">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={36} />
        </ThemeIcon>
        <Title order={2} fz="xl" ta="center">
          {t('directory.search.noResults')}
        </Title>
        {!options.length && (
          <Text c="dimmed" ta="center">
            {t('directory.search.noResultsHint')}
          </Text>
        )}
      </Stack>
      {relax.isLoading && hasFilters && <Skeleton h={36} maw={420} mx="auto" radius="md" />}
      {options.length > 0 && (
        <Stack gap="xs" align="center">
          <Text fw={600}>{t('directory.search.relax.lead')}</Text>
          <Group justify="center" gap="sm" data-testid="relax-options">
            {options.map((o) => (
              <Button
                key={optionKey(o)}
                variant="light"
                onClick={() => onApply(o.patch)}
                rightSection={<CountBadge>{count(o)}</CountBadge>}
                data-testid={o.drop === 'chip' || o.drop === 'nearby' ? undefined : `relax-${o.drop}`}
                data-relax={o.drop}
                {...OPTION_PROPS}
              >
                {label(o)}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {shown && shown.items.length > 0 && (
        <Stack gap="sm">
          <Title order={3} fz="lg">
            {shownTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" data-testid="relax-items">
            {shown.items.map((item) => (
              <ResultCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {hasFilters && (
        <Group justify="center">
          <Button variant="subtle" onClick={onClear}>
            {t('directory.search.clear')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}

/**
 * The empty /search page: every kind's relaxations (server: directory.relaxAll), each a link to that kind's page
 * with the change made, with its count.
 */
export function AllEmptyState({ query }: { query: Record<string, string | boolean> }) {
  const { t, lp } = useI18n()
  const relax = trpc.directory.relaxAll.useQuery(query as never, { retry: false })
  const all = ((relax.data as { options: (Relaxation & { kind: EntityType })[] } | undefined)?.options ??
    []) as (Relaxation & { kind: EntityType })[]
  // Dropping every word finds a kind's whole directory: offered only when nothing more telling is.
  const telling = all.filter((o) => o.drop !== 'q')
  const options = telling.length ? telling : all
  const relaxLabel = useRelaxLabel()
  const str = (k: string) => String(query[k] ?? '')
  const href = (o: Relaxation & { kind: EntityType }) => {
    const params = new URLSearchParams()
    for (const [k, v] of Object.entries(query)) if (v !== '' && v !== false) params.set(k, String(v))
    for (const [k, v] of Object.entries(o.patch)) {
      if (v === null) params.delete(k)
      else params.set(k, v)
    }
    return lp(`/${KIND_PATH[o.kind]}/search?${params}`)
  }
  return (
    <Stack gap="lg" py="xl" data-testid="empty-state">
      <Stack align="center" gap="xs">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={36} />
        </ThemeIcon>
        <Title order={2} fz="xl" ta="center">
          {t('directory.search.noResults')}
        </Title>
        {!relax.isLoading && !options.length && (
          <Text c="dimmed" ta="center">
            {t('directory.search.noResultsHint')}
          </Text>
        )}
      </Stack>
      {relax.isLoading && <Skeleton h={36} maw={420} mx="auto" radius="md" />}
      {options.length > 0 && (
        <Stack gap="xs" align="center">
          <Text fw={600}>{t('directory.search.relax.allLead')}</Text>
          <Group justify="center" gap="sm" data-testid="relax-options">
            {options.map((o) => {
              const Icon = KIND_ICON[o.kind]
              return (
                <Button
                  key={`${o.kind}:${optionKey(o)}`}
                  component={Link}
                  to={href(o)}
                  variant="light"
                  color={KIND_COLOR[o.kind]}
                  leftSection={<Icon size={16} aria-hidden />}
                  rightSection={<CountBadge>{t(countKey(o), { count: o.total })}</CountBadge>}
                  data-relax={o.drop}
                  {...OPTION_PROPS}
                >
                  {t(`directory.kinds.${KIND_PATH[o.kind]}`)} · {relaxLabel(o.kind, o, str)}
                </Button>
              )
            })}
          </Group>
        </Stack>
      )}
    </Stack>
  )
}
