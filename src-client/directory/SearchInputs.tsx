/** The search pages' inputs: the words (with name suggestions), a city or place, the browser's location. */
import { Autocomplete, Button, Group } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconCurrentLocation, IconSearch } from '@tabler/icons-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { EntityType } from '../../src/directory/kinds.ts'
import { LIMITS } from '../../src/directory/vocabulary.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { detailsPath, placeName } from './common.tsx'

/**
 * Remote search over cities (and with `districts`, districts: `Kreuzberg, Berlin`), debounced at 300 ms
 * (docs/product.md §4). Places show in the page's language (Köln in German) while the filter keeps the directory's
 * own name.
 */
export function CityAutocomplete(props: {
  label: string
  placeholder: string
  value: string
  onCommit: (city: { name: string; lat?: number; lng?: number } | null) => void
  districts?: boolean
  testId?: string
}) {
  const { t, locale } = useI18n()
  const shown = props.value ? placeName(props.value, locale) : ''
  const [value, setValue] = useState(shown)
  // What this field committed itself: when the URL catches up with it, the visitor may already be typing again.
  const committed = useRef(shown)
  useEffect(() => {
    if (shown !== committed.current) setValue(shown)
    committed.current = shown
  }, [shown])
  const [debounced] = useDebouncedValue(value, 300)
  const cities = trpc.directory.cities.useQuery(
    { q: debounced, ...(props.districts ? { districts: true } : {}) },
    { placeholderData: (prev) => prev, staleTime: 60_000 },
  )
  const items = cities.data?.items ?? []
  const byLabel = new Map(items.map((c) => [placeName(c.name, locale), c]))
  const typed = debounced.trim()
  const noMatch =
    typed.length > 0 && typed === value.trim() && cities.isSuccess && !cities.isPlaceholderData && items.length === 0
  const commit = (label: string) => {
    const trimmed = label.trim()
    if (trimmed === shown) return
    committed.current = trimmed
    if (!trimmed) return props.onCommit(null)
    const hit =
      byLabel.get(trimmed) ??
      items.find((c) => [c.name, placeName(c.name, locale)].some((n) => n.toLowerCase() === trimmed.toLowerCase()))
    props.onCommit(hit ? { name: hit.name, lat: hit.lat, lng: hit.lng } : { name: trimmed })
  }
  return (
    <Autocomplete
      label={props.label}
      placeholder={props.placeholder}
      value={value}
      onChange={setValue}
      data={[...byLabel.keys()]}
      // The server already matched (typos, other languages): show its suggestions as they are.
      filter={({ options }) => options}
      onOptionSubmit={(v) => {
        setValue(v)
        committed.current = v
        const hit = byLabel.get(v)
        props.onCommit(hit ? { name: hit.name, lat: hit.lat, lng: hit.lng } : { name: v })
      }}
      onBlur={() => commit(value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(value)
      }}
      clearable
      comboboxProps={{ withinPortal: true }}
      description={noMatch ? t('directory.search.noPlace', { q: typed }) : undefined}
      inputWrapperOrder={['label', 'input', 'description']}
      data-testid={props.testId}
    />
  )
}

/** "Use my location": the browser's position as the place to search near (asks for permission once). */
export function UseMyLocation({ onLocate }: { onLocate: (lat: number, lng: number) => void }) {
  const { t } = useI18n()
  const [busy, setBusy] = useState(false)
  if (typeof navigator === 'undefined' || !navigator.geolocation) return null
  const locate = () => {
    setBusy(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false)
        // Four decimals (≈ 10 m) are plenty for "near" and keep the URL short.
        onLocate(Number(position.coords.latitude.toFixed(4)), Number(position.coords.longitude.toFixed(4)))
      },
      () => {
        setBusy(false)
        notifications.show({ color: 'orange', message: t('directory.search.locationDenied'), autoClose: 5000 })
      },
      { timeout: 15_000, maximumAge: 300_000 },
    )
  }
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconCurrentLocation size={16} aria-hidden />}
      loading={busy}
      onClick={locate}
      style={{ alignSelf: 'flex-start' }}
      data-testid="use-my-location"
    >
      {t('directory.search.useMyLocation')}
    </Button>
  )
}

export function SearchBox({
  kind,
  initial,
  onSubmit,
}: {
  kind?: EntityType
  initial: string
  onSubmit: (q: string) => void
}) {
  const { t, lp } = useI18n()
  const navigate = useNavigate()
  const [q, setQ] = useState(initial)
  useEffect(() => setQ(initial), [initial])
  const [debounced] = useDebouncedValue(q.trim(), 300)
  const suggestions = trpc.directory.typeahead.useQuery(
    { q: debounced, type: kind, limit: 6 },
    { enabled: debounced.length >= LIMITS.typeaheadMin && debounced !== initial, staleTime: 30_000 },
  )
  const items = suggestions.data?.items ?? []
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit(q.trim())
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not in React's JSX types yet
    <form onSubmit={submit} role="search">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Autocomplete
          style={{ flex: 1 }}
          size="md"
          aria-label={t('directory.search.submit')}
          placeholder={t('directory.search.placeholder')}
          leftSection={<IconSearch size={18} />}
          value={q}
          onChange={setQ}
          data={items.map((i) => ({ value: `${i.type}:${i.id}`, label: `${i.name} · ${i.city}` }))}
          filter={({ options }) => options}
          onOptionSubmit={(v) => {
            const [type, id] = v.split(':')
            setQ(q)
            navigate(lp(detailsPath(type as EntityType, Number(id))))
          }}
          maxLength={LIMITS.maxQuery}
          data-testid="search-input"
        />
        <Button type="submit" size="md">
          {t('directory.search.submit')}
        </Button>
      </Group>
    </form>
  )
}
