import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router'
import { ENTITY_TYPES, type EntityType, KIND_PATH, type KindPath } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { EAGER_CARDS } from '../photos/sized-image.ts'
import { usePageHead } from '../shell/head.ts'
import { type CardItem, KIND_COLOR, KIND_ICON, ResultCard, useDisplayCurrency } from './common.tsx'
import { AllEmptyState } from './EmptyState.tsx'
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
import { useUrlState } from './url-state.ts'
import './directory.css'

export default function SearchAllPage() {
  const { t, lp } = useI18n()
  const { get, set } = useUrlState()
  const q = get('q')
  usePageHead({ title: q ? `${t('common.pages.search')}: ${q}` : t('common.pages.search') })
  const currency = useDisplayCurrency()
  // A rating filter in the address carries over to each kind's page ("See all").
  const minRating = get('min_rating')
  const strict = get('strict')
  const search = trpc.directory.searchAll.useQuery(
    { q, limit: 3, currency, ...(minRating ? { min_rating: minRating } : {}), ...(strict ? { strict: true } : {}) },
    { enabled: q.length > 0, placeholderData: (p) => p, retry: false },
  )
  const data = search.data as
    | Record<
        KindPath,
        {
          items: CardItem[]
          total: number
          total_exact: boolean
          corrected_query: string | null
          dropped_words: string[]
          understood: UnderstoodChip[]
        }
      >
    | undefined
  const empty = data && ENTITY_TYPES.every((k) => data[KIND_PATH[k]].items.length === 0)
  // The chips of every kind, once each; a type chip names the type of the kind it came from.
  const chips = new Map<string, { chip: UnderstoodChip; kind: EntityType }>()
  for (const k of ENTITY_TYPES)
    for (const c of data?.[KIND_PATH[k]].understood ?? []) chips.set(`${c.param}:${c.value}`, { chip: c, kind: k })
  const chipKind = (c: UnderstoodChip) => chips.get(`${c.param}:${c.value}`)?.kind ?? 'artist'
  // The words left out by every kind that found something only without them.
  const shown = ENTITY_TYPES.map((k) => data?.[KIND_PATH[k]]).filter((p) => p?.items.length)
  const dropped = shown.length && shown.every((p) => p!.dropped_words.length) ? shown[0]!.dropped_words : []

  return (
    <>
      <Box className="directory-search-hero">
        <Container size="xl" py="lg">
          <Title order={1}>{t('directory.search.allTitle')}</Title>
          <Text c="dimmed" mb="md">
            {t('directory.search.allLead')}
          </Text>
          <SearchBox initial={q} onSubmit={(value) => set({ q: value, strict: null })} />
        </Container>
      </Box>
      <Container size="xl" py="lg">
        {!q ? (
          <Stack gap="lg">
            <Text c="dimmed">{t('directory.search.typeSomething')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {ENTITY_TYPES.map((k) => {
                const Icon = KIND_ICON[k]
                return (
                  <Button
                    key={k}
                    component={Link}
                    to={lp(`/${KIND_PATH[k]}/search`)}
                    variant="light"
                    color={KIND_COLOR[k]}
                    size="lg"
                    leftSection={<Icon size={20} />}
                  >
                    {t(`directory.kinds.${KIND_PATH[k]}`)}
                  </Button>
                )
              })}
            </SimpleGrid>
          </Stack>
        ) : search.isError && !data ? (
          <ErrorState onRetry={() => search.refetch()} />
        ) : !data ? (
          <ResultsSkeleton count={3} />
        ) : empty ? (
          <AllEmptyState
            query={{ q, ...(minRating ? { min_rating: minRating } : {}), ...(strict ? { strict: true } : {}) }}
          />
        ) : (
          <Stack gap="xl">
            <UnderstoodChips
              chips={[...chips.values()].map((c) => c.chip)}
              kind={chipKind}
              onRemove={(c) => set({ q: withoutWords(q, c.typed) || null })}
            />
            <RelaxedNotice words={dropped} onStrict={() => set({ strict: '1' })} />
            {/* Only when no kind found the words as typed. */}
            <CorrectionNotice
              query={
                ENTITY_TYPES.every((k) => !data[KIND_PATH[k]].items.length || data[KIND_PATH[k]].corrected_query)
                  ? ENTITY_TYPES.map((k) => data[KIND_PATH[k]].corrected_query).find(Boolean)
                  : null
              }
            />
            {ENTITY_TYPES.map((k) => {
              const part = data[KIND_PATH[k]]
              const first = ENTITY_TYPES.find((kind) => data[KIND_PATH[kind]].items.length) === k
              if (!part.items.length) return null
              const Icon = KIND_ICON[k]
              return (
                <Box component="section" key={k} aria-labelledby={`all-${k}`} data-testid={`all-${k}`}>
                  <Group justify="space-between" mb="sm" wrap="wrap">
                    <Group gap="xs">
                      <ThemeIcon variant="light" color={KIND_COLOR[k]}>
                        <Icon size={18} />
                      </ThemeIcon>
                      <Title order={2} fz="xl" id={`all-${k}`}>
                        {t(`directory.kinds.${KIND_PATH[k]}`)}
                      </Title>
                    </Group>
                    <Button
                      component={Link}
                      to={lp(
                        `/${KIND_PATH[k]}/search?${new URLSearchParams({ q, ...(minRating ? { min_rating: minRating } : {}) })}`,
                      )}
                      variant="subtle"
                      rightSection={<IconArrowRight size={16} />}
                    >
                      {t(part.total_exact ? 'directory.search.seeAll' : 'directory.search.seeAllMore', {
                        count: part.total,
                      })}
                    </Button>
                  </Group>
                  <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
                    {part.items.map((item, index) => (
                      <ResultCard key={item.id} item={item} index={first ? index : EAGER_CARDS} />
                    ))}
                  </SimpleGrid>
                </Box>
              )
            })}
          </Stack>
        )}
      </Container>
    </>
  )
}
