import { Badge, Box, Card, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import { Link } from 'react-router'
import { cityName } from '../../src/directory/city-names.ts'
import { type EntityType, KIND_PATH, KINDS, kindMap } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { FavoriteToggle } from '../favorites/FavoriteToggle.tsx'
import { KIND_ICON } from './kind-icons.ts'

export { cityName, KIND_ICON }
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
  facts: Record<string, unknown>
}

export const detailsPath = (type: EntityType, id: number) => `/${KIND_PATH[type]}/${id}/details`

/** Key facts of a card, as short strings. */
export function useFacts() {
  const { t, formatNumber, formatCurrency } = useI18n()
  return (item: Pick<CardItem, 'type' | 'facts'>): string[] => {
    const f = item.facts
    const out: string[] = []
    if (item.type === 'artist') {
      const genres = (f.genres as string[] | undefined) ?? []
      if (genres.length) out.push(genres.map((g) => t(`directory.genres.${g}`)).join(', '))
      if (typeof f.lineup_size === 'number') out.push(t('directory.search.lineup', { count: f.lineup_size }))
      if (typeof f.fee_min === 'number') {
        const cur = String(f.currency ?? 'EUR')
        out.push(
          typeof f.fee_max === 'number' && f.fee_max !== f.fee_min
            ? `${formatCurrency(f.fee_min, cur)} – ${formatCurrency(f.fee_max, cur)}`
            : formatCurrency(f.fee_min, cur),
        )
      }
    } else if (item.type === 'venue') {
      if (typeof f.capacity === 'number' && f.capacity > 0)
        out.push(t('directory.search.capacityValue', { count: formatNumber(f.capacity) }))
    } else {
      if (typeof f.radius_km === 'number')
        out.push(t('directory.search.serviceArea', { km: formatNumber(f.radius_km) }))
      if (f.price_info) out.push(String(f.price_info))
    }
    return out
  }
}

/** A search result: photo, name, key facts and the favourite toggle slot. */
export function ResultCard({ item }: { item: CardItem }) {
  const { t, lp, formatNumber, locale } = useI18n()
  const facts = useFacts()(item)
  const Icon = KIND_ICON[item.type]
  const main = String(item.facts[MAIN_FACT[item.type]] ?? '')
  return (
    <Card withBorder radius="md" padding={0} data-testid="result-card" className="directory-card">
      <Box pos="relative">
        {item.photo ? (
          <Image src={item.photo} alt="" h={150} fit="cover" loading="lazy" />
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
          to={lp(detailsPath(item.type, item.id))}
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
        {facts.map((f) => (
          <Text key={f} fz="sm" lineClamp={1}>
            {f}
          </Text>
        ))}
      </Stack>
    </Card>
  )
}
