/**
 * Venue fit check: which needs of a rider a venue's listed stage and equipment do not cover. A pure
 * function, so the server answers it and the client can re-run it as the rider changes.
 */
import { z } from 'zod'
import { checkBacklineCounts } from './backline.ts'
import { monitorNeeds } from './monitors.ts'
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
  monitor_mixes: number | null
  monitor_wedges: number | null
  iem_systems: number | null
}

export const FIT_CHECKS = [
  'stageWidth',
  'stageDepth',
  'stageHeight',
  'inputs',
  'pa',
  'lighting',
  'monitorMixes',
  'wedges',
  'iem',
  'backline',
  'power',
] as const
export type FitCheck = (typeof FIT_CHECKS)[number]
/**
 * ok: covered; missing: the venue lists less than needed; unknown: the venue does not say. What a venue leaves out
 * is unknown, never covered: `has_pa` / `has_lighting` cannot tell "none" from "not said" (a switch left off), so
 * off reads as unknown; an empty backline list too.
 */
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
  /** A count the venue states (null: not said) against what the rider needs. */
  const count = (check: FitCheck, need: number, have: number | null) => {
    if (need <= 0) return
    items.push({
      check,
      status: have == null ? 'unknown' : have >= need ? 'ok' : 'missing',
      need: String(need),
      have: have == null ? '' : String(have),
    })
  }
  dim('stageWidth', doc.plot.width, venue.stage_width_m)
  dim('stageDepth', doc.plot.depth, venue.stage_depth_m)
  dim('stageHeight', doc.requirements.stageHeight, venue.stage_height_m)

  count('inputs', doc.inputs.length, venue.desk_channels)
  // A switch left off cannot tell "none" from "not said": unknown, never a hard miss.
  if (doc.requirements.pa) {
    items.push({ check: 'pa', status: venue.has_pa ? 'ok' : 'unknown', need: 'yes', have: venue.pa_description })
  }
  if (doc.requirements.lighting) {
    items.push({ check: 'lighting', status: venue.has_lighting ? 'ok' : 'unknown', need: 'yes', have: '' })
  }
  if (doc.monitors.length) {
    const need = monitorNeeds(doc.monitors)
    count('monitorMixes', need.mixes, venue.monitor_mixes)
    count('wedges', need.wedges, venue.monitor_wedges)
    count('iem', need.iems, venue.iem_systems)
  }
  const wanted = doc.backline.filter((b) => b.providedBy === 'venue' && b.item.trim())
  if (wanted.length) {
    const { missing } = checkBacklineCounts(wanted, venue.backline)
    // A venue that lists no backline at all has not said; one that lists some lacks what is not there.
    const status: FitStatus = !missing.length ? 'ok' : venue.backline.length ? 'missing' : 'unknown'
    items.push({
      check: 'backline',
      status,
      need: wanted.map((b) => (b.qty > 1 ? `${b.qty}× ${b.item}` : b.item)).join(', '),
      have: venue.backline.join(', '),
      ...(status === 'missing' ? { missing } : {}),
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
