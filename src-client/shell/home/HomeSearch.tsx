import { Autocomplete, Button, Group, Loader, Paper, SegmentedControl, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconCategory, IconCurrentLocation, IconMapPin, IconSearch } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { cityName } from '../../../src/directory/city-names.ts'
import { ENTITY_TYPES, type EntityType, KIND_PATH, KINDS } from '../../../src/directory/kinds.ts'
import { LIMITS } from '../../../src/directory/vocabulary.ts'
import { useI18n } from '../../app/i18n.tsx'
import { trpc } from '../../app/trpc.ts'
import { KIND_ICON } from '../../directory/kind-icons.ts'
import { fold, matchesLabel, SHORTCUTS, type Shortcut } from './shortcuts.ts'

interface Suggestion {
  type: EntityType
  id: number
  name: string
  city: string
}
type Place = { city: string } | { near: { lat: number; lng: number }; label: string }

/**
 * The home page's search: what (names across kinds, forgiving typos, and category words such as "DJs") and where
 * (any city of the directory, forgiving typos, or the visitor's position), straight into results or a details page.
 */
export function HomeSearch() {
  const { t, lp, locale } = useI18n()
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const [kind, setKind] = useState<EntityType>('artist')
  const [what, setWhat] = useState('')
  const [where, setWhere] = useState('')
  const [place, setPlace] = useState<Place | null>(null)
  const [locating, setLocating] = useState(false)
  const [whatDebounced] = useDebouncedValue(what.trim(), 200)
  const [whereDebounced] = useDebouncedValue(where.trim(), 200)

  const names = trpc.directory.typeahead.useQuery(
    { q: whatDebounced, limit: 4 },
    { enabled: whatDebounced.length >= LIMITS.typeaheadMin, staleTime: 30_000, placeholderData: (p) => p },
  )
  const cities = trpc.directory.cities.useQuery(
    { q: whereDebounced },
    { enabled: whereDebounced.length > 0, staleTime: 60_000, placeholderData: (p) => p },
  )

  const shortcutLabel = (s: Shortcut) => t(`common.home.types.${s.key}` as 'common.home.types.dj')
  const shortcuts = SHORTCUTS.filter((s) => matchesLabel(what, shortcutLabel(s))).slice(0, 4)
  const suggestions = (whatDebounced ? ((names.data?.items ?? []) as Suggestion[]) : []).slice(0, 6)
  const byLabel = new Map<string, Shortcut | Suggestion>()
  for (const s of suggestions) if (!byLabel.has(s.name)) byLabel.set(s.name, s)
  for (const s of shortcuts) byLabel.set(shortcutLabel(s), s)
  const kindLabel = (k: EntityType) => t(`common.nav.${KIND_PATH[k]}`)
  const whatData = [
    ...(shortcuts.length ? [{ group: t('common.home.categories'), items: shortcuts.map(shortcutLabel) }] : []),
    ...ENTITY_TYPES.map((k) => ({
      group: kindLabel(k),
      items: [...new Set(suggestions.filter((s) => s.type === k).map((s) => s.name))].filter(
        (n) => byLabel.get(n) && 'id' in byLabel.get(n)!,
      ),
    })).filter((g) => g.items.length),
  ]

  const nearMe = t('common.home.nearMe')
  const cityItems = (whereDebounced ? (cities.data?.items ?? []) : []) as { name: string; lat: number; lng: number }[]
  const cityByLabel = new Map(cityItems.map((c) => [cityName(c.name, locale), c]))
  const whereData = [nearMe, ...cityByLabel.keys()]

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        // Four decimals (≈ 10 m) are plenty for "near" and keep the URL short.
        const near = {
          lat: Number(position.coords.latitude.toFixed(4)),
          lng: Number(position.coords.longitude.toFixed(4)),
        }
        setPlace({ near, label: nearMe })
        setWhere(nearMe)
      },
      () => {
        setLocating(false)
        setWhere('')
        setPlace(null)
        notifications.show({ color: 'orange', message: t('common.home.locationDenied'), autoClose: 5000 })
      },
      { timeout: 15_000, maximumAge: 300_000 },
    )
  }

  /** The place as typed: the chosen one, else the best city suggestion (typos forgiven). */
  const resolvePlace = async (): Promise<Place | null> => {
    const typed = where.trim()
    if (!typed) return null
    if (place && ('city' in place ? cityName(place.city, locale) === typed : place.label === typed)) return place
    const known = cityByLabel.get(typed) ?? [...cityByLabel.entries()].find(([l]) => fold(l) === fold(typed))?.[1]
    if (known) return { city: known.name }
    const found = await utils.directory.cities.fetch({ q: typed }).catch(() => null)
    const first = found?.items[0]
    return first ? { city: first.name } : { city: typed }
  }

  const go = async (shortcut?: Shortcut) => {
    const text = what.trim()
    const picked = shortcut ?? SHORTCUTS.find((s) => fold(shortcutLabel(s)) === fold(text))
    const target = picked?.kind ?? kind
    const params = new URLSearchParams()
    if (picked) params.set(KINDS[target].mainParam, picked.value)
    else if (text) params.set('q', text)
    const p = await resolvePlace()
    if (p && 'city' in p) params.set('city', p.city)
    else if (p) {
      params.set('place', p.label)
      params.set('near', `${p.near.lat},${p.near.lng}`)
      if (!params.has('q')) params.set('sort', 'distance')
    }
    navigate(lp(`/${KIND_PATH[target]}/search${params.size ? `?${params}` : ''}`))
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    void go()
  }

  return (
    <Paper component="form" onSubmit={onSubmit} radius="lg" p={{ base: 'sm', sm: 'md' }} shadow="xl" role="search">
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v as EntityType)}
        data={ENTITY_TYPES.map((k) => ({ value: k, label: kindLabel(k) }))}
        aria-label={t('common.home.lookingFor')}
        mb="sm"
        fullWidth
        data-testid="home-kind"
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Autocomplete
          label={t('common.home.what')}
          placeholder={t('common.home.whatPlaceholder')}
          value={what}
          onChange={setWhat}
          data={whatData}
          // The server already matched (typos forgiven): show its suggestions as they are.
          filter={({ options }) => options}
          onOptionSubmit={(v) => {
            const hit = byLabel.get(v)
            if (hit && 'id' in hit) navigate(lp(`/${KIND_PATH[hit.type]}/${hit.id}/details`))
            else if (hit) {
              setKind(hit.kind)
              void go(hit)
            }
          }}
          renderOption={({ option }) => {
            const hit = byLabel.get(option.value)
            if (!hit || !('id' in hit))
              return (
                <Group gap="xs" wrap="nowrap">
                  <IconCategory size={16} aria-hidden />
                  <span>{option.value}</span>
                </Group>
              )
            const Icon = KIND_ICON[hit.type]
            return (
              <Group gap="xs" wrap="nowrap">
                <Icon size={16} aria-hidden />
                <span>{hit.name}</span>
                <Text span c="dimmed" fz="sm">
                  {cityName(hit.city, locale)}
                </Text>
              </Group>
            )
          }}
          leftSection={<IconSearch size={18} aria-hidden />}
          size="md"
          style={{ flex: '2 1 240px' }}
          comboboxProps={{ withinPortal: true }}
          data-testid="home-what"
        />
        <Autocomplete
          label={t('common.home.where')}
          placeholder={t('common.home.wherePlaceholder')}
          value={where}
          onChange={(v) => {
            setWhere(v)
            if (place && v !== ('city' in place ? cityName(place.city, locale) : place.label)) setPlace(null)
          }}
          data={whereData}
          filter={({ options }) => options}
          onOptionSubmit={(v) => {
            if (v === nearMe) return locate()
            const c = cityByLabel.get(v)
            if (c) setPlace({ city: c.name })
          }}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              {option.value === nearMe ? (
                <IconCurrentLocation size={16} aria-hidden />
              ) : (
                <IconMapPin size={16} aria-hidden />
              )}
              <span>{option.value}</span>
            </Group>
          )}
          leftSection={locating ? <Loader size={16} /> : <IconMapPin size={18} aria-hidden />}
          size="md"
          style={{ flex: '1 1 180px' }}
          comboboxProps={{ withinPortal: true }}
          data-testid="home-where"
        />
        <Button type="submit" size="md" style={{ flex: '0 0 auto' }} leftSection={<IconSearch size={18} aria-hidden />}>
          {t('common.home.search')}
        </Button>
      </Group>
    </Paper>
  )
}
