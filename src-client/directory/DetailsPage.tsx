import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconArrowLeft, IconCircleCheck, IconMapPin, IconPencil, IconPhotoOff } from '@tabler/icons-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Link, useParams } from 'react-router'
import { cityName } from '../../src/directory/city-names.ts'
import { type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import { isSafeLink } from '../../src/directory/links.ts'
import type { CURRENCIES } from '../../src/directory/vocabulary.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { EnquiryButton } from '../bookings/EnquiryButton.tsx'
import { ReviewsSection } from '../bookings/Reviews.tsx'
import { FavoriteToggle } from '../favorites/FavoriteToggle.tsx'
import { SizedImage } from '../photos/SizedImage.tsx'
import { IMAGE_BOXES } from '../photos/sized-image.ts'
import { NotFoundPage } from '../shell/ErrorPages.tsx'
import { usePageHead } from '../shell/head.ts'
import {
  type CardItem,
  KIND_COLOR,
  KIND_ICON,
  MAIN_FACT,
  MAIN_LABELS,
  ResultCard,
  type ShownPrice,
  useDisplayCurrency,
  usePriceText,
} from './common.tsx'
import { DirectoryMap } from './map/index.tsx'
import { ErrorState } from './SearchStates.tsx'
import './directory.css'

const PhotoLightbox = lazy(() => import('./PhotoLightbox.tsx'))
const AvailabilityCalendar = lazy(() => import('../availability/AvailabilityCalendar.tsx'))

type Entity = Record<string, unknown> & {
  id: number
  name: string
  type: EntityType
  photos: string[]
  city: string
  country: string
  lat: number
  lng: number
  description: string
  contacts: { email?: string; phone?: string; website?: string; person?: string }
  last_confirmed_at: string
  can_edit: boolean
}

export function Gallery({ photos, name }: { photos: string[]; name: string }) {
  const { t } = useI18n()
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState(false)
  if (!photos.length) {
    return (
      <Stack
        className="directory-gallery-main"
        align="center"
        justify="center"
        gap={6}
        c="dimmed"
        data-testid="gallery-empty"
      >
        <IconPhotoOff size={40} aria-hidden />
        <Text fz="sm">{t('directory.details.noPhotos')}</Text>
      </Stack>
    )
  }
  const current = photos[Math.min(index, photos.length - 1)]!
  return (
    <Stack gap="xs" data-testid="gallery">
      <button
        type="button"
        className="directory-gallery-main directory-gallery-open"
        aria-label={t('directory.details.openPhotos', { name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SizedImage
          url={current}
          box={IMAGE_BOXES.detailsMain}
          alt={`${name} (${index + 1}/${photos.length})`}
          h="100%"
          fit="cover"
          loading="eager"
          fetchPriority="high"
        />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} name={name} index={index} onIndex={setIndex} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {photos.length > 1 && (
        <Group gap="xs" aria-label={t('directory.details.gallery')}>
          {photos.map((p, i) => (
            <button
              type="button"
              key={p}
              className="directory-thumb"
              aria-pressed={i === index}
              aria-label={`${i + 1}/${photos.length}`}
              onClick={() => setIndex(i)}
            >
              <SizedImage url={p} box={IMAGE_BOXES.galleryThumb} alt="" h="100%" fit="cover" loading="lazy" />
            </button>
          ))}
        </Group>
      )}
    </Stack>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  )
}

function useFactRows(e: Entity): [string, ReactNode][] {
  const { t, formatNumber } = useI18n()
  const priceText = usePriceText()
  const yesNo = (v: unknown) => (v ? t('directory.details.yes') : t('directory.details.no'))
  const rows: [string, ReactNode][] = []
  const add = (label: string, value: ReactNode) => {
    if (value !== null && value !== undefined && value !== '') rows.push([label, value])
  }
  const n = (v: unknown) => (typeof v === 'number' ? formatNumber(v) : null)
  // The price in the display currency; the listed amount beneath when converted.
  const price = priceText(e.price as ShownPrice | null)
  const priceRow = () =>
    price &&
    add(
      t(e.type === 'artist' ? 'directory.fields.fee' : 'directory.prices.price'),
      <span title={price.original ?? undefined} data-testid="details-price">
        {price.text}
        {price.original && (
          <Text component="span" display="block" fz="xs" c="dimmed">
            {price.original}
          </Text>
        )}
      </span>,
    )
  if (e.type === 'artist') {
    add(t('directory.fields.genres'), (e.genres as string[]).map((g) => t(`directory.genres.${g}`)).join(', '))
    add(t('directory.fields.lineupSize'), n(e.lineup_size))
    priceRow()
    add(t('directory.fields.languages'), (e.languages as string[]).map((l) => l.toUpperCase()).join(', '))
  } else if (e.type === 'venue') {
    add(t('directory.fields.capacityStanding'), n(e.capacity_standing))
    add(t('directory.fields.capacitySeated'), n(e.capacity_seated))
    priceRow()
    if (e.stage_width_m && e.stage_depth_m)
      add(
        t('directory.fields.stage'),
        `${n(e.stage_width_m)} × ${n(e.stage_depth_m)} m${e.stage_height_m != null ? ` · ${n(e.stage_height_m)} m` : ''}`,
      )
    add(t('directory.fields.deskChannels'), n(e.desk_channels))
    add(t('directory.fields.hasPa'), `${yesNo(e.has_pa)}${e.pa_description ? ` · ${e.pa_description}` : ''}`)
    add(
      t('directory.fields.hasLighting'),
      `${yesNo(e.has_lighting)}${e.lighting_description ? ` · ${e.lighting_description}` : ''}`,
    )
    add(t('directory.fields.monitorMixes'), n(e.monitor_mixes))
    add(t('directory.fields.monitorWedges'), n(e.monitor_wedges))
    add(t('directory.fields.iemSystems'), n(e.iem_systems))
    add(t('directory.fields.backline'), (e.backline as string[]).join(', '))
    add(t('directory.fields.power'), [e.power, e.power_amps ? `${e.power_amps} A` : ''].filter(Boolean).join(' · '))
    add(
      t('directory.fields.accessibility'),
      (e.accessibility as string[]).map((a) => t(`directory.accessibility.${a}`)).join(', '),
    )
  } else {
    add(t('directory.fields.radiusKm'), n(e.radius_km))
    priceRow()
    add(t('directory.fields.priceInfo'), e.price_info as string)
  }
  return rows
}

export default function DetailsPage({ kind }: { kind: EntityType }) {
  const { t, lp, formatDate, locale } = useI18n()
  const id = Number(useParams().id)
  const utils = trpc.useUtils()
  const currency = useDisplayCurrency() as (typeof CURRENCIES)[number]
  const query = trpc.directory.get.useQuery({ type: kind, id, currency }, { retry: false })
  const nearby = trpc.directory.nearby.useQuery({ type: kind, id, currency }, { enabled: query.isSuccess })
  const confirm = trpc.directory.confirm.useMutation({
    onSuccess: (data) => {
      utils.directory.get.setData({ type: kind, id, currency }, data as never)
      notifications.show({ color: 'green', message: t('directory.details.confirmed'), autoClose: 3000 })
    },
  })
  const e = query.data as Entity | undefined
  usePageHead({
    title: e
      ? `${e.name} · ${cityName(e.city, locale)}`
      : t(`common.pages.${KIND_PATH[kind]}-id-details` as 'common.pages.artists-id-details'),
    description: e?.description?.slice(0, 160) || undefined,
    image: e?.photos[0],
  })
  const factRows = useFactRows(
    e ?? ({ type: kind, genres: [], languages: [], backline: [], accessibility: [] } as unknown as Entity),
  )

  if (query.error?.data?.code === 'NOT_FOUND') return <NotFoundPage />
  if (query.isError) {
    return (
      <Container size="lg" py="xl">
        <ErrorState onRetry={() => query.refetch()} />
      </Container>
    )
  }
  if (!e) {
    return (
      <Container size="lg" py="xl" aria-busy>
        <Skeleton h={36} w="50%" mb="md" />
        <Skeleton h={360} mb="md" />
        <Skeleton h={120} />
      </Container>
    )
  }
  const Icon = KIND_ICON[kind]
  const main = String(e[MAIN_FACT[kind]] ?? '')
  const contacts = e.contacts ?? {}
  const links = (e.links ?? {}) as { website?: string; audio?: string; video?: string }
  const osm = `https://www.openstreetmap.org/?mlat=${e.lat}&mlon=${e.lng}#map=15/${e.lat}/${e.lng}`

  return (
    <Container size="lg" py="lg">
      <Anchor
        component={Link}
        to={lp(`/${KIND_PATH[kind]}/search`)}
        fz="sm"
        mb="sm"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={16} /> {t('directory.details.back')}
      </Anchor>
      {/* Actions at the bottom of the title block: a notification (top right, below the header) never hides the heart. */}
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <ThemeIcon variant="light" color={KIND_COLOR[kind]} size="sm">
              <Icon size={14} />
            </ThemeIcon>
            <Badge variant="light" color={KIND_COLOR[kind]}>
              {t(`directory.${MAIN_LABELS[kind]}.${main}`)}
            </Badge>
          </Group>
          <Title order={1} style={{ wordBreak: 'break-word' }}>
            {e.name}
          </Title>
          <Group gap={4} c="dimmed">
            <IconMapPin size={16} aria-hidden />
            <Text>
              {cityName(e.city, locale)}, {e.country}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          <FavoriteToggle type={kind} id={e.id} name={e.name} />
          <EnquiryButton type={kind} id={e.id} name={e.name} />
          {e.can_edit && (
            <>
              <Button
                variant="default"
                leftSection={<IconCircleCheck size={18} />}
                loading={confirm.isPending}
                onClick={() => confirm.mutate({ type: kind, id })}
              >
                {t('directory.details.confirm')}
              </Button>
              <Button component={Link} to={lp(`/${KIND_PATH[kind]}/${id}/edit`)} leftSection={<IconPencil size={18} />}>
                {t('directory.details.edit')}
              </Button>
            </>
          )}
        </Group>
      </Group>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Gallery photos={e.photos} name={e.name} />
            <Section title={t('directory.details.about')}>
              <Text style={{ whiteSpace: 'pre-line' }} c={e.description ? undefined : 'dimmed'}>
                {e.description || t('directory.details.noDescription')}
              </Text>
            </Section>
            {factRows.length > 0 && (
              <Section title={t('directory.details.facts')}>
                <Table variant="vertical" layout="fixed" withTableBorder={false} data-testid="facts">
                  <Table.Tbody>
                    {factRows.map(([label, value]) => (
                      <Table.Tr key={label}>
                        <Table.Th w={170} fw={500} c="dimmed">
                          {label}
                        </Table.Th>
                        <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Section>
            )}
            <Suspense fallback={<Skeleton h={320} />}>
              <AvailabilityCalendar type={kind} id={e.id} />
            </Suspense>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Section title={t('directory.details.location')}>
              <Stack gap={4}>
                {typeof e.address === 'string' && e.address && <Text>{e.address}</Text>}
                <Text>
                  {cityName(e.city, locale)}, {e.country}
                </Text>
                <Box h={220} mt="xs" data-testid="details-map">
                  <DirectoryMap
                    pins={[{ id: e.id, lat: e.lat, lng: e.lng, label: e.name }]}
                    zoom={14}
                    cooperative
                    label={t('directory.map.location')}
                  />
                </Box>
                <Anchor href={osm} target="_blank" rel="noopener noreferrer" fz="sm">
                  {t('directory.details.openMap')}
                </Anchor>
              </Stack>
            </Section>
            <Section title={t('directory.details.contacts')}>
              <Stack gap={4}>
                {contacts.person && <Text>{contacts.person}</Text>}
                {contacts.email && <Anchor href={`mailto:${contacts.email}`}>{contacts.email}</Anchor>}
                {contacts.phone && <Anchor href={`tel:${contacts.phone.replace(/\s/g, '')}`}>{contacts.phone}</Anchor>}
                {[contacts.website, links.website, links.audio, links.video].filter(Boolean).map((u) =>
                  // A link stored before the scheme rule (or by another client) is shown, never made clickable.
                  isSafeLink(u!) ? (
                    <Anchor
                      key={u}
                      href={u}
                      target="_blank"
                      rel="noopener noreferrer"
                      style={{ wordBreak: 'break-all' }}
                    >
                      {u!.replace(/^https?:\/\//, '')}
                    </Anchor>
                  ) : (
                    <Text key={u} fz="sm" style={{ wordBreak: 'break-all' }} data-testid="unsafe-link">
                      {u}
                    </Text>
                  ),
                )}
                <Text fz="sm" c="dimmed" mt="xs" data-testid="last-confirmed">
                  {t('directory.details.lastConfirmed', { date: formatDate(e.last_confirmed_at) })}
                </Text>
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>

      <Box mt="xl">
        <ReviewsSection type={kind} id={e.id} name={e.name} />
      </Box>

      <Title order={2} fz="xl" mt="xl" mb="md">
        {t('directory.details.nearby')}
      </Title>
      {nearby.data && nearby.data.items.length === 0 ? (
        <Text c="dimmed">{t('directory.details.noNearby')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="nearby">
          {(nearby.data?.items ?? []).slice(0, 6).map((item) => (
            <ResultCard key={item.id} item={item as CardItem} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  )
}
