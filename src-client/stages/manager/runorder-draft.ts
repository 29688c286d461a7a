/** The running order editor's draft: the server's running order as form fields, and back as the save input. */
import { isLocale, type Locale } from '../../../src/i18n/locales.ts'
import {
  dateSchema,
  formatMinutes,
  isTimeZone,
  parseMinutes,
  type RunItem,
  type RunKind,
  type RunLive,
  type RunOrderView,
  type StartMode,
} from '../../../src/stages/running-order.ts'

export interface DraftItem {
  key: string
  id?: string
  title: string
  kind: RunKind
  planned: string
  duration: number
  mode: StartMode
  notes: string
  artist_id: number | null
  rider_id: string | null
  skipped: boolean
}

export interface Draft {
  date: string
  timezone: string
  language: Locale
  items: DraftItem[]
}

let keys = 0
export const newKey = () => `k${++keys}`

function today(): string {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

export function toDraft(order: RunOrderView | null | undefined, locale: Locale): Draft {
  if (!order) {
    return {
      date: today(),
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
      language: locale,
      items: [],
    }
  }
  return {
    date: order.date,
    timezone: order.timezone,
    language: isLocale(order.language) ? order.language : locale,
    items: order.items.map((i: RunItem) => ({
      key: i.id,
      id: i.id,
      title: i.title,
      kind: i.kind,
      planned: i.planned_start === null ? '' : formatMinutes(i.planned_start),
      duration: i.duration_min,
      mode: i.start_mode,
      notes: i.notes,
      artist_id: i.artist_id,
      rider_id: i.rider_id,
      skipped: i.skipped,
    })),
  }
}

export function toInput(d: Draft) {
  return {
    date: d.date,
    timezone: d.timezone,
    language: d.language,
    items: d.items.map((i) => {
      const planned = i.planned.trim() ? parseMinutes(i.planned) : null
      return {
        ...(i.id ? { id: i.id } : {}),
        title: i.title,
        kind: i.kind,
        planned_start: planned,
        duration_min: i.duration,
        start_mode: i.mode,
        notes: i.notes,
        artist_id: i.artist_id,
        rider_id: i.rider_id,
        skipped: i.skipped,
      }
    }),
  }
}

/** The draft as a running order the timeline reads (unsaved items keyed by their draft key), or null while its date or zone is not valid. */
export function draftOrder(d: Draft, live: RunLive): Pick<RunOrderView, 'date' | 'timezone' | 'items' | 'live'> | null {
  if (!dateSchema.safeParse(d.date).success || !isTimeZone(d.timezone)) return null
  const items: RunItem[] = d.items.map((i) => ({
    id: i.id ?? i.key,
    title: i.title,
    kind: i.kind,
    planned_start: i.planned.trim() ? parseMinutes(i.planned) : null,
    duration_min: i.duration,
    start_mode: i.mode,
    artist_id: i.artist_id,
    rider_id: i.rider_id,
    notes: i.notes,
    skipped: i.skipped,
  }))
  return { date: d.date, timezone: d.timezone, items, live }
}
