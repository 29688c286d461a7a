import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconLock } from '@tabler/icons-react'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useBlocker, useNavigate, useParams } from 'react-router'
import {
  ACCESSIBILITY,
  ACT_TYPES,
  CURRENCIES,
  EDIT_SCHEMA,
  type EntityType,
  EVENT_TYPES,
  GENRES,
  KIND_PATH,
  SERVICE_CATEGORIES,
  SERVICE_PRICE_UNITS,
  VENUE_PRICE_UNITS,
  VENUE_TYPES,
} from '../../src/directory/schema.ts'
import { useI18n } from '../app/i18n.tsx'
import { modals } from '../app/overlays.tsx'
import { trpc } from '../app/trpc.ts'
import { useSession } from '../auth/session.tsx'
import { GalleryManager } from '../photos/GalleryManager.tsx'
import { NotFoundPage } from '../shell/ErrorPages.tsx'
import { usePageHead } from '../shell/head.ts'
import { ErrorState } from './SearchStates.tsx'
import './directory.css'

/** The calendar editor brings Mantine's date components: its own chunk. */
const AvailabilityEditor = lazy(() => import('../availability/AvailabilityEditor.tsx'))

type Values = Record<string, unknown> & { contacts: Record<string, string>; links?: Record<string, string> }

const FIELDS: Record<EntityType, string[]> = {
  artist: ['act_type', 'genres', 'lineup_size', 'fee_min', 'fee_max', 'currency', 'languages', 'links'],
  venue: [
    'venue_type',
    'address',
    'capacity_standing',
    'capacity_seated',
    'stage_width_m',
    'stage_depth_m',
    'stage_height_m',
    'desk_channels',
    'has_pa',
    'pa_description',
    'has_lighting',
    'lighting_description',
    'backline',
    'power',
    'power_amps',
    'monitor_mixes',
    'monitor_wedges',
    'iem_systems',
    'accessibility',
    'hire_price',
    'hire_unit',
    'currency',
  ],
  service: ['category', 'radius_km', 'price_info', 'price_from', 'price_unit', 'currency'],
}

/** The editable part of an entry, in the shape of the shared zod schema. */
function toValues(kind: EntityType, e: Record<string, unknown>): Values {
  const v: Values = {
    name: e.name,
    description: e.description ?? '',
    city: e.city,
    country: e.country,
    lat: e.lat,
    lng: e.lng,
    contacts: { email: '', phone: '', website: '', person: '', ...(e.contacts as object) },
    event_types: (e.event_types as string[] | undefined) ?? [],
  }
  for (const f of FIELDS[kind]) v[f] = e[f]
  if (kind === 'artist') v.links = { website: '', audio: '', video: '', ...(e.links as object) }
  for (const k of Object.keys(v)) if (v[k] === undefined) v[k] = null
  return v
}

/** A venue's hire price or a service's "from" price: amount, unit and the listing's currency. */
function PriceFields({
  amount,
  unit,
  units,
  num,
  input,
}: {
  amount: string
  unit: string
  units: readonly string[]
  num: (path: string) => object
  input: (path: string) => object
}) {
  const { t } = useI18n()
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NumberInput
        label={t(amount === 'hire_price' ? 'directory.prices.hirePrice' : 'directory.prices.priceFrom')}
        min={0}
        allowDecimal={false}
        thousandSeparator=" "
        {...num(amount)}
        data-testid={`edit-${amount}`}
      />
      <Select
        label={t('directory.prices.unit')}
        data={units.map((u) => ({ value: u, label: t(`directory.prices.units.${u}`) }))}
        allowDeselect={false}
        {...input(unit)}
      />
      <Select
        label={t('directory.prices.currency')}
        data={[...CURRENCIES]}
        allowDeselect={false}
        {...input('currency')}
      />
    </SimpleGrid>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="fieldset" style={{ minWidth: 0 }}>
      <Title order={2} fz="lg" mb="md" component="legend" style={{ float: 'left', width: '100%' }}>
        {title}
      </Title>
      <Stack gap="sm" style={{ clear: 'both' }}>
        {children}
      </Stack>
    </Card>
  )
}

/**
 * Leaving with unsaved details asks first: in-app navigation through the router's blocker, closing or reloading
 * the tab through the browser's own prompt.
 */
function useUnsavedChangesGuard(isDirty: () => boolean) {
  const { t } = useI18n()
  const dirty = useRef(isDirty)
  dirty.current = isDirty
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty.current() && currentLocation.pathname !== nextLocation.pathname
  })
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    modals.openConfirmModal({
      title: t('directory.edit.unsavedTitle'),
      centered: true,
      children: <Text size="sm">{t('directory.edit.unsavedBody')}</Text>,
      labels: { confirm: t('directory.edit.leave'), cancel: t('directory.edit.stay') },
      confirmProps: { color: 'red', 'data-testid': 'leave-unsaved' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
      onClose: () => blocker.state === 'blocked' && blocker.reset(),
    })
  }, [blocker, t])
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current()) event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [])
}

/** The locale's group and decimal separators, as its number format writes them. */
function separatorsOf(format: (n: number) => string) {
  const sample = format(12345.6)
  return {
    thousandSeparator: sample.replace(/[\d]/g, '').slice(0, -1) || ',',
    decimalSeparator: sample.replace(/[\d]/g, '').slice(-1) || '.',
  }
}

export default function EditPage({ kind }: { kind: EntityType }) {
  const { t, lp, formatNumber } = useI18n()
  const separators = separatorsOf((n) => formatNumber(n, { maximumFractionDigits: 1 }))
  const session = useSession()
  const navigate = useNavigate()
  const id = Number(useParams().id)
  const utils = trpc.useUtils()
  const query = trpc.directory.get.useQuery({ type: kind, id }, { retry: false, enabled: session.ready })
  const [photos, setPhotos] = useState<string[]>([])
  const schema = EDIT_SCHEMA[kind]
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { contacts: {} },
    validate: (values) => {
      const result = schema.safeParse(values)
      if (result.success) return {}
      const errors: Record<string, string> = {}
      for (const issue of result.error.issues) {
        const key = issue.path.join('.')
        errors[key] ??= issue.message
      }
      return errors
    },
  })
  const entity = query.data as
    | (Record<string, unknown> & { name: string; photos: string[]; can_edit: boolean })
    | undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialise once per loaded entry
  useEffect(() => {
    if (!entity) return
    form.setValues(toValues(kind, entity))
    form.resetDirty()
    setPhotos(entity.photos)
  }, [entity?.id])
  const saved = useRef(false)
  useUnsavedChangesGuard(() => form.isDirty() && !saved.current)
  const update = trpc.directory.update.useMutation({
    onSuccess: (data) => {
      saved.current = true
      utils.directory.get.setData({ type: kind, id }, data as never)
      notifications.show({ color: 'green', message: t('directory.edit.saved'), autoClose: 3000 })
      navigate(lp(`/${KIND_PATH[kind]}/${id}/details`))
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: t('directory.edit.failed', { message: error.message }),
        autoClose: 3000,
      }),
  })
  usePageHead({
    title: entity
      ? `${entity.name} · ${t('directory.details.edit')}`
      : t(`common.pages.${KIND_PATH[kind]}-id-edit` as 'common.pages.artists-id-edit'),
  })

  if (query.error?.data?.code === 'NOT_FOUND') return <NotFoundPage />
  if (query.isError)
    return (
      <Container size="md" py="xl">
        <ErrorState onRetry={() => query.refetch()} />
      </Container>
    )
  if (!entity || form.values.name === undefined)
    return (
      <Container size="md" py="xl" aria-busy>
        <Skeleton h={36} w="50%" mb="md" />
        <Skeleton h={300} />
      </Container>
    )
  if (!entity.can_edit) {
    return (
      <Container size="sm" py={60}>
        <Stack align="center" gap="sm" data-testid="forbidden">
          <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
            403
          </Text>
          <IconLock size={32} aria-hidden />
          <Title order={1} ta="center" fz="h2">
            {t('directory.edit.forbiddenTitle')}
          </Title>
          <Text c="dimmed" ta="center">
            {t(kind === 'venue' ? 'directory.edit.forbiddenVenue' : 'directory.edit.forbiddenAdmin')}
          </Text>
          <Button component={Link} to={lp(`/${KIND_PATH[kind]}/${id}/details`)} variant="light">
            {t('directory.details.back')}
          </Button>
        </Stack>
      </Container>
    )
  }

  /** NumberInput ↔ nullable number, with the locale's separators ("1.500" in German, "1,500" in English). */
  const num = (path: string) => {
    const p = form.getInputProps(path)
    return {
      ...p,
      ...separators,
      value: p.value ?? '',
      onChange: (v: string | number) => p.onChange(v === '' ? null : Number(v)),
    }
  }
  const txt = (path: string) => {
    const p = form.getInputProps(path)
    return { ...p, value: p.value ?? '' }
  }
  const opts = (values: readonly string[], group: string) =>
    values.map((v) => ({ value: v, label: t(`directory.${group}.${v}`) }))
  const f = (key: string) => t(`directory.fields.${key}`)

  return (
    <Container size="md" py="lg">
      <Title order={1} mb="lg" style={{ wordBreak: 'break-word' }}>
        {t(`common.pages.${KIND_PATH[kind]}-id-edit` as 'common.pages.artists-id-edit')}: {entity.name}
      </Title>
      {/* Photos first and outside the form: they are saved as each upload finishes, Save/Cancel do not apply. */}
      <Card withBorder radius="md" padding="lg" mb="lg" aria-label={t('directory.edit.photos')} component="section">
        <GalleryManager type={kind} id={id} photos={photos} onChange={setPhotos} />
        <Text size="sm" c="dimmed" mt="sm" data-testid="photos-note">
          {t('directory.edit.photosNote')}
        </Text>
      </Card>
      <Suspense fallback={<Skeleton h={420} mb="lg" />}>
        <AvailabilityEditor type={kind} id={id} />
      </Suspense>
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => update.mutate({ type: kind, id, data: schema.parse(values) } as never),
          () => notifications.show({ color: 'red', message: t('directory.edit.invalid'), autoClose: 3000 }),
        )}
      >
        <Stack gap="lg">
          <Section title={t('directory.edit.basics')}>
            <TextInput label={f('name')} required maxLength={200} {...txt('name')} />
            {kind === 'artist' && (
              <Select
                label={f('actType')}
                data={opts(ACT_TYPES, 'actTypes')}
                allowDeselect={false}
                {...form.getInputProps('act_type')}
              />
            )}
            {kind === 'venue' && (
              <Select
                label={f('venueType')}
                data={opts(VENUE_TYPES, 'venueTypes')}
                allowDeselect={false}
                {...form.getInputProps('venue_type')}
              />
            )}
            {kind === 'service' && (
              <Select
                label={f('category')}
                data={opts(SERVICE_CATEGORIES, 'categories')}
                allowDeselect={false}
                {...form.getInputProps('category')}
              />
            )}
            <MultiSelect
              label={f('eventTypes')}
              data={EVENT_TYPES.map((v) => ({ value: v, label: t(`common.eventTypes.${v}`) }))}
              clearable
              data-testid="edit-event-types"
              {...form.getInputProps('event_types')}
            />
            <Textarea
              label={f('description')}
              autosize
              minRows={4}
              maxRows={12}
              maxLength={5000}
              {...txt('description')}
            />
          </Section>

          <Section title={t('directory.edit.specifics')}>
            {kind === 'artist' && (
              <>
                <MultiSelect
                  label={f('genres')}
                  data={opts(GENRES, 'genres')}
                  searchable
                  maxValues={5}
                  {...form.getInputProps('genres')}
                />
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <NumberInput label={f('lineupSize')} min={1} max={500} allowDecimal={false} {...num('lineup_size')} />
                  <NumberInput label={f('feeMin')} min={0} allowDecimal={false} {...num('fee_min')} />
                  <NumberInput label={f('feeMax')} min={0} allowDecimal={false} {...num('fee_max')} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label={f('currency')}
                    data={[...CURRENCIES]}
                    allowDeselect={false}
                    {...form.getInputProps('currency')}
                  />
                  <TagsInput
                    label={f('languages')}
                    description={f('languagesHint')}
                    maxTags={10}
                    {...form.getInputProps('languages')}
                  />
                </SimpleGrid>
                <TextInput label={f('website')} type="url" placeholder="https://" {...txt('links.website')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label={f('audio')} type="url" placeholder="https://" {...txt('links.audio')} />
                  <TextInput label={f('video')} type="url" placeholder="https://" {...txt('links.video')} />
                </SimpleGrid>
              </>
            )}
            {kind === 'venue' && (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NumberInput
                    label={f('capacityStanding')}
                    min={0}
                    allowDecimal={false}
                    {...num('capacity_standing')}
                  />
                  <NumberInput label={f('capacitySeated')} min={0} allowDecimal={false} {...num('capacity_seated')} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 4 }}>
                  <NumberInput label={f('stageWidth')} min={0.5} decimalScale={1} {...num('stage_width_m')} />
                  <NumberInput label={f('stageDepth')} min={0.5} decimalScale={1} {...num('stage_depth_m')} />
                  <NumberInput label={f('stageHeight')} min={0} decimalScale={1} {...num('stage_height_m')} />
                  <NumberInput label={f('deskChannels')} min={0} allowDecimal={false} {...num('desk_channels')} />
                </SimpleGrid>
                <div>
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    {(
                      [
                        ['monitor_mixes', 'monitorMixes'],
                        ['monitor_wedges', 'monitorWedges'],
                        ['iem_systems', 'iemSystems'],
                      ] as const
                    ).map(([field, label]) => (
                      <NumberInput key={field} label={f(label)} min={0} max={64} allowDecimal={false} {...num(field)} />
                    ))}
                  </SimpleGrid>
                  <Text size="xs" c="dimmed" mt={4}>
                    {f('monitorsHint')}
                  </Text>
                </div>
                <Switch label={f('hasPa')} {...form.getInputProps('has_pa', { type: 'checkbox' })} />
                <TextInput label={f('paDescription')} {...txt('pa_description')} />
                <Switch label={f('hasLighting')} {...form.getInputProps('has_lighting', { type: 'checkbox' })} />
                <TextInput label={f('lightingDescription')} {...txt('lighting_description')} />
                <TagsInput
                  label={f('backline')}
                  description={f('backlineHint')}
                  maxTags={30}
                  {...form.getInputProps('backline')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label={f('power')} {...txt('power')} />
                  <NumberInput label={f('powerAmps')} min={0} allowDecimal={false} {...num('power_amps')} />
                </SimpleGrid>
                <MultiSelect
                  label={f('accessibility')}
                  data={opts(ACCESSIBILITY, 'accessibility')}
                  {...form.getInputProps('accessibility')}
                />
                <PriceFields
                  amount="hire_price"
                  unit="hire_unit"
                  units={VENUE_PRICE_UNITS}
                  num={num}
                  input={(p) => form.getInputProps(p)}
                />
              </>
            )}
            {kind === 'service' && (
              <>
                <NumberInput label={f('radiusKm')} min={0} max={20000} allowDecimal={false} {...num('radius_km')} />
                <PriceFields
                  amount="price_from"
                  unit="price_unit"
                  units={SERVICE_PRICE_UNITS}
                  num={num}
                  input={(p) => form.getInputProps(p)}
                />
                <TextInput label={f('priceInfo')} maxLength={500} {...txt('price_info')} />
              </>
            )}
          </Section>

          <Section title={t('directory.edit.location')}>
            {kind === 'venue' && <TextInput label={f('address')} maxLength={300} {...txt('address')} />}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={f('city')} required maxLength={100} {...txt('city')} />
              <TextInput label={f('country')} required maxLength={2} {...txt('country')} />
              <NumberInput label={f('lat')} min={-90} max={90} decimalScale={6} {...num('lat')} />
              <NumberInput label={f('lng')} min={-180} max={180} decimalScale={6} {...num('lng')} />
            </SimpleGrid>
          </Section>

          <Section title={t('directory.edit.contacts')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={f('person')} {...txt('contacts.person')} />
              <TextInput label={f('email')} type="email" {...txt('contacts.email')} />
              <TextInput label={f('phone')} type="tel" {...txt('contacts.phone')} />
              <TextInput label={f('website')} type="url" placeholder="https://" {...txt('contacts.website')} />
            </SimpleGrid>
          </Section>

          {Object.keys(form.errors).length > 0 && (
            <Alert color="red" data-testid="form-errors">
              {t('directory.edit.invalid')}
            </Alert>
          )}
          <Group justify="flex-end">
            {form.isDirty() && (
              <Badge color="orange" variant="light" mr="auto" data-testid="unsaved">
                {t('directory.edit.unsavedBadge')}
              </Badge>
            )}
            <Button component={Link} to={lp(`/${KIND_PATH[kind]}/${id}/details`)} variant="default">
              {t('directory.edit.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="save">
              {t('directory.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  )
}
