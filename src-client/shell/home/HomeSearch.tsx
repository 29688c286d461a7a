import { Box, Button, Group, NativeSelect, Paper, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type FormEvent, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ENTITY_TYPES, type EntityType, KIND_PATH, KINDS } from '../../../src/directory/kinds.ts'
import { EVENT_TYPES } from '../../../src/directory/vocabulary.ts'
import { useI18n } from '../../app/i18n.tsx'
import { trpc } from '../../app/trpc.ts'
import { PinGlyph, SearchGlyph } from './glyphs.tsx'
import { fold, SHORTCUTS, type Shortcut } from './shortcuts.ts'

type Combos = typeof import('./HomeCombos.tsx')
type DateField = typeof import('../../availability/DateFilter.tsx')['default']

type Place = { city: string; label: string } | { near: { lat: number; lng: number }; label: string }

/**
 * The home page's search: what (names across kinds, forgiving typos, and category words such as "DJs") and where
 * (any city of the directory, forgiving typos, or the visitor's position), straight into results or a details page.
 * The plain inputs work on their own (text → the kind's search, a city resolved on submit); the suggestion boxes
 * replace them at the first pointer, touch or focus on the form.
 */
export function HomeSearch() {
  const { t, lp } = useI18n()
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const [kind, setKind] = useState<EntityType>('artist')
  const [what, setWhat] = useState('')
  const [where, setWhere] = useState('')
  const [place, setPlace] = useState<Place | null>(null)
  const [locating, setLocating] = useState(false)
  // The suggestion boxes' module, once loaded. The plain inputs stay until then (no fallback that would take the
  // focus or the first keys away), and the box that replaces a focused input takes the focus over.
  const [combos, setCombos] = useState<Combos | null>(null)
  // The date field (Mantine's date components) loads with the suggestion boxes.
  const [DateBox, setDateBox] = useState<{ C: DateField } | null>(null)
  const [dates, setDates] = useState<{ from: string | null; to: string | null }>({ from: null, to: null })
  const [event, setEvent] = useState('')
  const requested = useRef(false)
  const [focused, setFocused] = useState<'what' | 'where' | null>(null)
  const nearMe = t('common.home.nearMe')
  const shortcutLabel = (s: Shortcut) => t(`common.home.types.${s.key}` as 'common.home.types.dj')

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        // Four decimals (≈ 10 m) are plenty for "near" and keep the URL short.
        const lat = Number(position.coords.latitude.toFixed(4))
        const lng = Number(position.coords.longitude.toFixed(4))
        setPlace({ near: { lat, lng }, label: nearMe })
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

  /** The place as typed: the one chosen, else the server's best city for the text (typos forgiven). */
  const resolvePlace = async (): Promise<Place | null> => {
    const typed = where.trim()
    if (!typed) return null
    if (place && place.label === typed) return place
    const found = await utils.directory.cities.fetch({ q: typed, districts: true }).catch(() => null)
    const first = found?.items[0]
    if (first?.district) return { near: { lat: first.lat, lng: first.lng }, label: first.name }
    return { city: first?.name ?? typed, label: typed }
  }

  const go = async (shortcut?: Shortcut) => {
    const text = what.trim()
    const picked = shortcut ?? SHORTCUTS.find((s) => fold(shortcutLabel(s)) === fold(text))
    const target = picked?.kind ?? kind
    const params = new URLSearchParams()
    if (picked) params.set(KINDS[target].mainParam, picked.value)
    else if (text) params.set('q', text)
    if (event) params.set('event', event)
    if (dates.from) params.set('available_from', dates.from)
    if (dates.to) params.set('available_to', dates.to)
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
  const wantCombos = () => {
    if (requested.current) return
    requested.current = true
    import('./HomeCombos.tsx').then(setCombos, () => {
      requested.current = false
    })
    import('../../availability/DateFilter.tsx').then(
      (m) => setDateBox({ C: m.default }),
      () => {},
    )
  }

  const plainWhat = (
    <TextInput
      label={t('common.home.what')}
      placeholder={t('common.home.whatPlaceholder')}
      value={what}
      onChange={(e) => setWhat(e.currentTarget.value)}
      onFocus={() => setFocused('what')}
      onBlur={() => setFocused(null)}
      leftSection={<SearchGlyph />}
      size="md"
      data-testid="home-what"
    />
  )
  const plainWhere = (
    <TextInput
      label={t('common.home.where')}
      placeholder={t('common.home.wherePlaceholder')}
      value={where}
      onChange={(e) => setWhere(e.currentTarget.value)}
      onFocus={() => setFocused('where')}
      onBlur={() => setFocused(null)}
      leftSection={<PinGlyph size={18} />}
      size="md"
      data-testid="home-where"
    />
  )

  return (
    <Paper
      component="form"
      onSubmit={onSubmit}
      onPointerEnter={wantCombos}
      onPointerDown={wantCombos}
      onFocusCapture={wantCombos}
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      shadow="xl"
      role="search"
    >
      <Group gap={6} mb="sm" role="radiogroup" aria-label={t('common.home.lookingFor')} data-testid="home-kind">
        {ENTITY_TYPES.map((k) => (
          <Button
            key={k}
            role="radio"
            aria-checked={kind === k}
            variant={kind === k ? 'light' : 'subtle'}
            color={kind === k ? KINDS[k].color : 'gray'}
            radius="xl"
            size="compact-md"
            onClick={() => setKind(k)}
          >
            {t(`common.nav.${KIND_PATH[k]}`)}
          </Button>
        ))}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Box style={{ flex: '2 1 240px' }}>
          {combos ? (
            <combos.WhatCombo
              value={what}
              onChange={setWhat}
              autoFocus={focused === 'what'}
              onName={(s) => navigate(lp(`/${KIND_PATH[s.type]}/${s.id}/details`))}
              onShortcut={(s) => {
                setKind(s.kind)
                void go(s)
              }}
            />
          ) : (
            plainWhat
          )}
        </Box>
        <Box style={{ flex: '1 1 180px' }}>
          {combos ? (
            <combos.WhereCombo
              value={where}
              onChange={(v) => {
                setWhere(v)
                // Functional: a pick sets the place just before the box reports its new text.
                setPlace((p) => (p && p.label !== v ? null : p))
              }}
              autoFocus={focused === 'where'}
              locating={locating}
              onNearMe={locate}
              onCity={(c, label) =>
                setPlace(c.district ? { near: { lat: c.lat, lng: c.lng }, label } : { city: c.name, label })
              }
            />
          ) : (
            plainWhere
          )}
        </Box>
        <Box style={{ flex: '1 1 180px' }}>
          {DateBox ? (
            <DateBox.C
              from={dates.from ?? ''}
              to={dates.to ?? ''}
              onChange={(from, to) => setDates({ from, to })}
              size="md"
              labels={{
                label: t('common.home.when'),
                placeholder: t('common.home.whenPlaceholder'),
                clear: t('common.home.clearDates'),
              }}
              testId="home-when"
            />
          ) : (
            <TextInput
              label={t('common.home.when')}
              placeholder={t('common.home.whenPlaceholder')}
              readOnly
              size="md"
              data-testid="home-when"
            />
          )}
        </Box>
        <Box style={{ flex: '1 1 160px' }}>
          <NativeSelect
            label={t('common.home.event')}
            value={event}
            onChange={(e) => setEvent(e.currentTarget.value)}
            data={[
              { value: '', label: t('common.home.anyEvent') },
              ...EVENT_TYPES.map((e) => ({ value: e, label: t(`common.eventTypes.${e}`) })),
            ]}
            size="md"
            data-testid="home-event"
          />
        </Box>
        <Button type="submit" size="md" w={{ base: '100%', sm: 'auto' }} leftSection={<SearchGlyph />}>
          {t('common.home.search')}
        </Button>
      </Group>
    </Paper>
  )
}
