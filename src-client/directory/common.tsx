import { Badge, Box, Card, Group, Select, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import { useSyncExternalStore } from 'react'
import { Link, useSearchParams } from 'react-router'
import { isIsoDate } from '../../src/availability/constants.ts'
import { cityName, placeName } from '../../src/directory/city-names.ts'
import { type EntityType, KIND_PATH, KINDS, kindMap } from '../../src/directory/kinds.ts'
import { CURRENCIES, DEFAULT_CURRENCY } from '../../src/directory/vocabulary.ts'
import { useI18n } from '../app/i18n.tsx'
import { FavoriteToggle } from '../favorites/FavoriteToggle.tsx'
import { SizedImage } from '../photos/SizedImage.tsx'
import { EAGER_CARDS, IMAGE_BOXES, loadingHints } from '../photos/sized-image.ts'
import { CURRENCY_KEY, readCurrency } from './display-currency.ts'
import { KIND_ICON } from './kind-icons.ts'
import { Stars } from './stars.tsx'

export { cityName, KIND_ICON, placeName }
export const KIND_COLOR = kindMap((kind) => KINDS[kind].color)
/** The catalog group of each kind's main filter. */
export const MAIN_LABELS = kindMap((kind) => KINDS[kind].mainLabels)
export const MAIN_FACT = kindMap((kind) => KINDS[kind].mainColumn)

export interface CardItem {
  type: EntityType
  id: number
  name: string
  city: string
  country: string
  photo: string | null
  description: string
  distance_km: number | null
  /** Average of the reviews with one decimal, null without reviews; how many reviews. */
  rating?: number | null
  review_count?: number
  facts: Record<string, unknown>
}

export const detailsPath = (type: EntityType, id: number) => `/${KIND_PATH[type]}/${id}/details`

// ---- prices

/** A listing's price as the server shows it (src-server/directory/prices.ts). */
export interface ShownPrice {
  amount: number | null
  amount_max: number | null
  currency: string
  unit: string
  original: { amount: number | null; amount_max: number | null; currency: string; rates_date?: string | null } | null
}

/** Listeners of the display currency (display-currency.ts reads and stores it). */
const currencyListeners = new Set<() => void>()
export function setDisplayCurrency(currency: string): void {
  try {
    localStorage.setItem(CURRENCY_KEY, currency)
  } catch {}
  for (const l of currencyListeners) l()
}
export function useDisplayCurrency(): string {
  return useSyncExternalStore(
    (l) => {
      currencyListeners.add(l)
      return () => currencyListeners.delete(l)
    },
    readCurrency,
    () => DEFAULT_CURRENCY,
  )
}

export function CurrencySelect() {
  const { t } = useI18n()
  const currency = useDisplayCurrency()
  return (
    <Select
      label={t('directory.prices.displayCurrency')}
      data={[...CURRENCIES]}
      value={currency}
      onChange={(v) => v && setDisplayCurrency(v)}
      allowDeselect={false}
      data-testid="display-currency"
    />
  )
}

/** "From €1,200 per evening", "€800 – €1,500 per show"; `original`: the listed amount when converted. */
export function usePriceText() {
  const { t, formatCurrency, formatDate } = useI18n()
  const amount = (lo: number | null, hi: number | null, cur: string) =>
    lo !== null && hi !== null && hi !== lo
      ? `${formatCurrency(lo, cur)} – ${formatCurrency(hi, cur)}`
      : formatCurrency((lo ?? hi)!, cur)
  return (p: ShownPrice | null | undefined): { text: string; original: string | null } | null => {
    if (!p || (p.amount === null && p.amount_max === null)) return null
    return {
      text: t(`directory.prices.per.${p.unit}`, { amount: amount(p.amount, p.amount_max, p.currency) }),
      // A converted amount is approximate: say so, with the day of the rates it used.
      original: p.original
        ? [
            t('directory.prices.original', {
              amount: amount(p.original.amount, p.original.amount_max, p.original.currency),
            }),
            p.original.rates_date
              ? t('directory.prices.approx', {
                  date: formatDate(`${p.original.rates_date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
                })
              : t('directory.prices.approxUndated'),
          ].join(' · ')
        : null,
    }
  }
}

/** The price line of a card: converted amount, the listed one as tooltip and a small second line. */
export function PriceLine({ price }: { price: unknown }) {
  const shown = usePriceText()(price as ShownPrice | null)
  if (!shown) return null
  return (
    <Box title={shown.original ?? undefined} data-testid="price">
      <Text fz="sm" fw={600}>
        {shown.text}
      </Text>
      {shown.original && (
        <Text fz="xs" c="dimmed">
          {shown.original}
        </Text>
      )}
    </Box>
  )
}

/** Key facts of a card, as short strings (the price is its own line: PriceLine). */
export function useFacts() {
  const { t, formatNumber } = useI18n()
  return (item: Pick<CardItem, 'type' | 'facts'>): string[] => {
    const f = item.facts
    const out: string[] = []
    if (item.type === 'artist') {
      const genres = (f.genres as string[] | undefined) ?? []
      if (genres.length) out.push(genres.map((g) => t(`directory.genres.${g}`)).join(', '))
      if (typeof f.lineup_size === 'number') out.push(t('directory.search.lineup', { count: f.lineup_size }))
    } else if (item.type === 'venue') {
      if (typeof f.capacity === 'number' && f.capacity > 0)
        out.push(t('directory.search.capacityValue', { count: f.capacity }))
    } else {
      if (typeof f.radius_km === 'number')
        out.push(t('directory.search.serviceArea', { km: formatNumber(f.radius_km) }))
      if (f.price_info && !f.price) out.push(String(f.price_info))
    }
    return out
  }
}

/**
 * The day a search asked for (its first day), carried to details pages as `?date=`: the enquiry form starts with it.
 */
function useSearchedDay(): string {
  const [params] = useSearchParams()
  const day = params.get('available_from') ?? params.get('date')
  return isIsoDate(day) ? `?date=${day}` : ''
}

/** A search result: photo, name, key facts and the favourite toggle slot. `index`: its place on the page (eager loading). */
export function ResultCard({ item, index = EAGER_CARDS }: { item: CardItem; index?: number }) {
  const { t, lp, formatNumber, locale } = useI18n()
  const searchedDay = useSearchedDay()
  const facts = useFacts()(item)
  const Icon = KIND_ICON[item.type]
  const main = String(item.facts[MAIN_FACT[item.type]] ?? '')
  return (
    <Card withBorder radius="md" padding={0} data-testid="result-card" className="directory-card">
      <Box pos="relative">
        {item.photo ? (
          <CardPhoto url={item.photo} index={index} />
        ) : (
          <Box h={150} className={`directory-placeholder directory-placeholder-${item.type}`}>
            <ThemeIcon size={56} radius="xl" variant="white" color={KIND_COLOR[item.type]} aria-hidden>
              <Icon size={30} />
            </ThemeIcon>
          </Box>
        )}
        <Box pos="absolute" top={8} right={8} style={{ zIndex: 2 }}>
          <FavoriteToggle type={item.type} id={item.id} name={item.name} />
        </Box>
        {main && (
          <Badge pos="absolute" top={10} left={10} variant="white" color={KIND_COLOR[item.type]} style={{ zIndex: 1 }}>
            {t(`directory.${MAIN_LABELS[item.type]}.${main}`)}
          </Badge>
        )}
      </Box>
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Text
          component={Link}
          to={lp(detailsPath(item.type, item.id)) + searchedDay}
          fw={700}
          fz="lg"
          lh={1.25}
          className="directory-card-link"
          lineClamp={2}
        >
          {item.name}
        </Text>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconMapPin size={15} aria-hidden />
          <Text fz="sm" truncate>
            {cityName(item.city, locale)}, {item.country}
            {item.distance_km != null && ` · ${t('directory.search.kmAway', { km: formatNumber(item.distance_km) })}`}
          </Text>
        </Group>
        <Stars rating={item.rating} count={item.review_count} />
        {facts.map((f) => (
          <Text key={f} fz="sm" lineClamp={1}>
            {f}
          </Text>
        ))}
        <PriceLine price={item.facts.price} />
      </Stack>
    </Card>
  )
}

function CardPhoto({ url, index }: { url: string; index: number }) {
  return (
    <SizedImage url={url} box={IMAGE_BOXES.card} {...loadingHints(index, EAGER_CARDS)} alt="" h={150} fit="cover" />
  )
}
