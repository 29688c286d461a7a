import { Box, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { type EntityType, KIND_PATH, KINDS } from '../../../src/directory/kinds.ts'
import { objectPosition } from '../../../src/photos/focus.ts'
import { useI18n } from '../../app/i18n.tsx'
import { trpc } from '../../app/trpc.ts'
import { KIND_ICON } from '../../directory/kind-icons.ts'
import { Stars } from '../../directory/stars.tsx'
import { IMAGE_BOXES, useImageSources } from '../../photos/sized-image.ts'
import { PinGlyph } from './glyphs.tsx'

interface FeaturedItem {
  type: EntityType
  id: number
  name: string
  city: string
  /** The city as the page's language writes it (server: cityName). */
  city_name: string
  country: string
  photo: string | null
  rating: number | null
  review_count: number
}

/** Recently confirmed listings with photos, a few of each kind (server: directory.featured). */
export function Featured() {
  const { t, lp, locale } = useI18n()
  const featured = trpc.directory.featured.useQuery({ locale }, { staleTime: 60_000 })
  const withPhotos = ((featured.data?.items ?? []) as FeaturedItem[]).filter((i) => i.photo)
  // Full rows of four (two, one on phones) while there are enough: no ragged last row.
  const items = withPhotos.length >= 4 ? withPhotos.slice(0, withPhotos.length - (withPhotos.length % 4)) : withPhotos
  if (featured.isSuccess && !items.length) return null
  return (
    <Stack gap="md" data-testid="featured">
      <div>
        <Title order={2}>{t('common.home.featuredTitle')}</Title>
        <Text c="dimmed">{t('common.home.featuredLead')}</Text>
      </div>
      <div className="home-grid home-grid-featured">
        {featured.isPending
          ? // Plain boxes, not Mantine's Image and Skeleton: every byte here is first-page JS.
            ['a', 'b', 'c', 'd'].map((k) => <Box key={k} h={250} bg="gray.1" style={{ borderRadius: 8 }} />)
          : items.map((item) => {
              const Icon = KIND_ICON[item.type]
              return (
                <Card
                  key={`${item.type}-${item.id}`}
                  withBorder
                  radius="md"
                  padding={0}
                  component={Link}
                  to={lp(`/${KIND_PATH[item.type]}/${item.id}/details`)}
                  className="home-featured-card"
                  data-testid="featured-card"
                >
                  <Card.Section pos="relative">
                    <FeaturedPhoto url={item.photo} alt={item.name} />
                    {/* Styled in global.css, not Mantine's Badge (first-page JS); dark text keeps the contrast. */}
                    <span className="home-featured-kind">
                      <Icon size={12} color={`var(--mantine-color-${KINDS[item.type].color}-7)`} aria-hidden />
                      {t(`common.nav.${KIND_PATH[item.type]}`)}
                    </span>
                  </Card.Section>
                  <Stack gap={4} p="md">
                    <Text fw={700} lineClamp={1}>
                      {item.name}
                    </Text>
                    <Group gap={4} c="dimmed" wrap="nowrap">
                      <PinGlyph size={14} />
                      <Text fz="sm" truncate>
                        {item.city_name}, {item.country}
                      </Text>
                    </Group>
                    <Stars rating={item.rating} count={item.review_count} />
                  </Stack>
                </Card>
              )
            })}
      </div>
    </Stack>
  )
}

function FeaturedPhoto({ url, alt }: { url: string | null; alt: string }) {
  const sources = useImageSources(url ?? '', IMAGE_BOXES.featured)
  return (
    <img
      {...(url ? sources : {})}
      alt={alt}
      height={170}
      loading="lazy"
      style={{
        display: 'block',
        width: '100%',
        height: 170,
        objectFit: 'cover',
        objectPosition: url ? objectPosition(url) : undefined,
      }}
    />
  )
}
