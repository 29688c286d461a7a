import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMoodEmpty } from '@tabler/icons-react'
import { cityName } from '../../src/directory/city-names.ts'
import { type EntityType, KINDS } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { type CardItem, MAIN_LABELS, ResultCard } from './common.tsx'

interface Relaxation {
  drop: 'radius' | 'city' | 'main' | 'genre' | 'event' | 'range' | 'rating' | 'dates' | 'q'
  patch: Record<string, string | null>
  total: number
  total_exact: boolean
  items: CardItem[]
}

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
  const { t, formatNumber, locale } = useI18n()
  const { page: _page, limit: _limit, facets: _facets, ...rest } = query
  const relax = trpc.directory.relax.useQuery({ kind, query: rest } as never, { enabled: hasFilters, retry: false })
  const options = ((relax.data as { options: Relaxation[] } | undefined)?.options ?? []) as Relaxation[]
  const str = (k: string) => String(query[k] ?? '')
  const label = (o: Relaxation) => {
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
  const count = (o: Relaxation) =>
    t(o.total_exact ? 'directory.search.results' : 'directory.search.resultsMore', { count: o.total })
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
                key={o.drop}
                variant="light"
                onClick={() => onApply(o.patch)}
                rightSection={
                  <Badge variant="white" size="sm">
                    {count(o)}
                  </Badge>
                }
                data-testid={`relax-${o.drop}`}
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
