/**
 * The home search's suggestion boxes (Mantine's Combobox, ≈ 15 KB gzip): loaded at the visitor's first
 * interaction with the form, not with the first page (the first page's JS budget); until then plain inputs stand in.
 */
import { Autocomplete, Group, Loader, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconCategory, IconCurrentLocation } from '@tabler/icons-react'
import { ENTITY_TYPES, type EntityType, KIND_PATH } from '../../../src/directory/kinds.ts'
import { LIMITS } from '../../../src/directory/vocabulary.ts'
import { useI18n } from '../../app/i18n.tsx'
import { trpc } from '../../app/trpc.ts'
// Through the directory's cards module, which every directory page loads: the names stay off the first page.
import { cityName, KIND_ICON, placeName } from '../../directory/common.tsx'
import { PinGlyph, SearchGlyph } from './glyphs.tsx'
import { matchesLabel, SHORTCUTS, type Shortcut } from './shortcuts.ts'

interface Suggestion {
  type: EntityType
  id: number
  name: string
  city: string
}

export interface ComboProps {
  value: string
  onChange: (value: string) => void
  autoFocus: boolean
}

/** What: category words ("DJs") and names of every kind, typos forgiven by the server. */
export function WhatCombo({
  onName,
  onShortcut,
  ...props
}: ComboProps & { onName: (s: Suggestion) => void; onShortcut: (s: Shortcut) => void }) {
  const { t, locale } = useI18n()
  const [debounced] = useDebouncedValue(props.value.trim(), 200)
  const names = trpc.directory.typeahead.useQuery(
    { q: debounced, limit: 4 },
    { enabled: debounced.length >= LIMITS.typeaheadMin, staleTime: 30_000, placeholderData: (p) => p },
  )
  const label = (s: Shortcut) => t(`common.home.types.${s.key}` as 'common.home.types.dj')
  const shortcuts = SHORTCUTS.filter((s) => matchesLabel(props.value, label(s))).slice(0, 4)
  const suggestions = debounced ? ((names.data?.items ?? []) as Suggestion[]).slice(0, 6) : []
  const byLabel = new Map<string, Shortcut | Suggestion>()
  for (const s of suggestions) if (!byLabel.has(s.name)) byLabel.set(s.name, s)
  for (const s of shortcuts) byLabel.set(label(s), s)
  const data = [
    ...(shortcuts.length ? [{ group: t('common.home.categories'), items: shortcuts.map(label) }] : []),
    ...ENTITY_TYPES.map((k) => ({
      group: t(`common.nav.${KIND_PATH[k]}`),
      items: [...byLabel].filter(([, s]) => 'id' in s && s.type === k).map(([name]) => name),
    })).filter((g) => g.items.length),
  ]
  return (
    <Autocomplete
      {...props}
      label={t('common.home.what')}
      placeholder={t('common.home.whatPlaceholder')}
      data={data}
      // The server already matched (typos forgiven): show its suggestions as they are.
      filter={({ options }) => options}
      onOptionSubmit={(v) => {
        const hit = byLabel.get(v)
        if (hit && 'id' in hit) onName(hit)
        else if (hit) onShortcut(hit)
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
      leftSection={<SearchGlyph />}
      size="md"
      comboboxProps={{ withinPortal: true }}
      data-testid="home-what"
    />
  )
}

export interface CityChoice {
  name: string
  lat: number
  lng: number
  /** A district (`Kreuzberg, Berlin`): searched around, not as a city. */
  district?: { name: string; city: string }
}

/**
 * Where: "Near me", then the cities and districts of the directory in the page's language, typos forgiven by the
 * server.
 */
export function WhereCombo({
  locating,
  onNearMe,
  onCity,
  ...props
}: ComboProps & { locating: boolean; onNearMe: () => void; onCity: (c: CityChoice, label: string) => void }) {
  const { t, locale } = useI18n()
  const [debounced] = useDebouncedValue(props.value.trim(), 200)
  const cities = trpc.directory.cities.useQuery(
    { q: debounced, districts: true },
    { enabled: debounced.length > 0, staleTime: 60_000, placeholderData: (p) => p },
  )
  const nearMe = t('common.home.nearMe')
  const items = (debounced ? (cities.data?.items ?? []) : []) as CityChoice[]
  const byLabel = new Map(items.map((c) => [placeName(c.name, locale), c]))
  return (
    <Autocomplete
      {...props}
      label={t('common.home.where')}
      placeholder={t('common.home.wherePlaceholder')}
      data={[nearMe, ...byLabel.keys()]}
      filter={({ options }) => options}
      onOptionSubmit={(v) => {
        if (v === nearMe) return onNearMe()
        const c = byLabel.get(v)
        if (c) onCity(c, v)
      }}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          {option.value === nearMe ? <IconCurrentLocation size={16} aria-hidden /> : <PinGlyph size={16} />}
          <span>{option.value}</span>
        </Group>
      )}
      leftSection={locating ? <Loader size={16} /> : <PinGlyph size={18} />}
      size="md"
      comboboxProps={{ withinPortal: true }}
      data-testid="home-where"
    />
  )
}
