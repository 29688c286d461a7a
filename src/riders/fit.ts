/**
 * Venue fit check: which needs of a rider a venue's listed stage and equipment do not cover. A pure
 * function, so the server answers it and the client can re-run it as the rider changes.
 */
import { z } from 'zod'
import { checkPower, phaseLoads, venueSupply } from './power.ts'
import type { RiderDoc } from './schema.ts'

/** The venue columns the check reads (directory `venues` table). */
export interface VenueFacts {
  id: number
  name: string
  stage_width_m: number | null
  stage_depth_m: number | null
  stage_height_m: number | null
  desk_channels: number | null
  has_pa: boolean
  pa_description: string
  has_lighting: boolean
  backline: readonly string[]
  power: string
  power_amps: number | null
}

export const FIT_CHECKS = [
  'stageWidth',
  'stageDepth',
  'stageHeight',
  'inputs',
  'pa',
  'lighting',
  'backline',
  'power',
] as const
export type FitCheck = (typeof FIT_CHECKS)[number]
/** ok: covered; missing: the venue lists less than needed; unknown: the venue does not say. */
export type FitStatus = 'ok' | 'missing' | 'unknown'

export interface FitItem {
  check: FitCheck
  status: FitStatus
  need: string
  have: string
  /** Backline items the venue does not list. */
  missing?: string[]
}

export interface FitReport {
  venueId: number
  venueName: string
  ok: boolean
  items: FitItem[]
}

/** The fit report's schema (the API's documentation of the answer, checked in tests). */
export const fitReportSchema = z.object({
  venueId: z.number().int().positive(),
  venueName: z.string(),
  ok: z.boolean(),
  items: z.array(
    z.object({
      check: z.enum(FIT_CHECKS),
      status: z.enum(['ok', 'missing', 'unknown']),
      need: z.string(),
      have: z.string(),
      missing: z.array(z.string()).optional(),
    }),
  ),
}) satisfies z.ZodType<FitReport>

const num = (n: number) => String(Math.round(n * 100) / 100)

/** Lower-case words without punctuation, for matching "Drum kit (Pearl)" against "pearl drum kit". */
function words(s: string): string[] {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1)
}

const SYNONYMS: Record<string, string> = {
  drumkit: 'drums',
  drum: 'drums',
  kit: 'drums',
  amplifier: 'amp',
  combo: 'amp',
  keyboard: 'keys',
  keyboards: 'keys',
  piano: 'keys',
  stagepiano: 'keys',
  guitars: 'guitar',
  basses: 'bass',
}
const canon = (w: string) => SYNONYMS[w] ?? w
const wordSet = (s: string) => new Set(words(s).map(canon))

/** A backline need is covered when every significant word of it appears in one venue item (or the reverse). */
export function backlineCovered(need: string, venueItems: readonly string[] | readonly Set<string>[]): boolean {
  const want = new Set(words(need).map(canon))
  if (want.size === 0) return true
  return venueItems.some((item: string | Set<string>) => {
    const have = typeof item === 'string' ? wordSet(item) : item
    const wantInHave = [...want].every((w) => have.has(w))
    const haveInWant = have.size > 0 && [...have].every((w) => want.has(w))
    return wantInHave || haveInWant
  })
}

/** The amps an act needs on its busiest phase (power.ts: 3-phase circuits load every phase, singles are spread). */
export function requiredAmps(doc: RiderDoc): number {
  return doc.power.circuits.length ? Math.max(...phaseLoads(doc.power.circuits)) : 0
}

export function checkVenueFit(doc: RiderDoc, venue: VenueFacts): FitReport {
  const items: FitItem[] = []
  const dim = (check: FitCheck, need: number, have: number | null) => {
    if (need <= 0) return
    items.push({
      check,
      status: have == null ? 'unknown' : have + 1e-9 >= need ? 'ok' : 'missing',
      need: num(need),
      have: have == null ? '' : num(have),
    })
  }
  dim('stageWidth', doc.plot.width, venue.stage_width_m)
  dim('stageDepth', doc.plot.depth, venue.stage_depth_m)
  dim('stageHeight', doc.requirements.stageHeight, venue.stage_height_m)

  const inputs = doc.inputs.length
  if (inputs > 0) {
    items.push({
      check: 'inputs',
      status: venue.desk_channels == null ? 'unknown' : venue.desk_channels >= inputs ? 'ok' : 'missing',
      need: String(inputs),
      have: venue.desk_channels == null ? '' : String(venue.desk_channels),
    })
  }
  if (doc.requirements.pa) {
    items.push({ check: 'pa', status: venue.has_pa ? 'ok' : 'missing', need: 'yes', have: venue.pa_description })
  }
  if (doc.requirements.lighting) {
    items.push({ check: 'lighting', status: venue.has_lighting ? 'ok' : 'missing', need: 'yes', have: '' })
  }
  const wanted = doc.backline.filter((b) => b.providedBy === 'venue' && b.item.trim())
  if (wanted.length) {
    const venueSets = venue.backline.map(wordSet)
    const missing = wanted.filter((b) => !backlineCovered(b.item, venueSets)).map((b) => b.item)
    items.push({
      check: 'backline',
      status: missing.length ? 'missing' : 'ok',
      need: wanted.map((b) => (b.qty > 1 ? `${b.qty}× ${b.item}` : b.item)).join(', '),
      have: venue.backline.join(', '),
      missing,
    })
  }
  if (doc.power.circuits.length) {
    const fit = checkPower(doc.power.circuits, venueSupply(venue.power, venue.power_amps))
    items.push({
      check: 'power',
      status: fit.status,
      need: String(fit.needAmps),
      have: venue.power_amps == null ? venue.power : String(venue.power_amps),
      ...(fit.missing.length ? { missing: fit.missing } : {}),
    })
  }
  return { venueId: venue.id, venueName: venue.name, ok: items.every((i) => i.status === 'ok'), items }
}
