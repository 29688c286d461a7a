/**
 * Power as an engineer compares it: per phase and per connector, not as one sum of amps. A 3-phase circuit loads
 * each phase with its amps; single-phase circuits are spread over the phases (largest first onto the least loaded
 * one), so a 32 A 3-phase feed and two 16 A single-phase circuits need 48 A on the busiest phase, which a 63 A
 * 3-phase supply covers. Each 3-phase circuit also needs a 3-phase outlet (CEE) at least as strong, when the venue
 * names its outlets.
 */
import type { Circuit } from './schema.ts'

export interface Outlet {
  amps: number
  phases: 1 | 3
}

export interface VenueSupply {
  /** Amps each phase of the main supply carries; null when the venue does not say. */
  phaseAmps: number | null
  /** 3: three-phase (CEE red, 400 V); 1: single-phase only; null: not said. */
  phases: 1 | 3 | null
  /** The outlets the venue names, e.g. `2x CEE 32A`, `Schuko`. */
  outlets: Outlet[]
}

const THREE_PHASE =
  /3\s*-?\s*ph|three[\s-]*phase|drehstrom|triphas|trifas|trif[aá]s|400\s*v|\bcee\b|5\s*-?\s*pin|\b3\s*~/i
const SINGLE_PHASE = /single[\s-]*phase|1\s*-?\s*ph|einphas|monophas|monofas|\b230\s*v\b|schuko/i

/** What a venue's power listing (free text and its main amps) says it supplies. */
export function venueSupply(text: string, mainAmps: number | null): VenueSupply {
  const outlets: Outlet[] = []
  // "2x CEE 32A", "CEE 63 A", "3 × 32A CEE", "63A": an outlet of that many amps (CEE means 3-phase).
  for (const part of text.split(/[,;+/\n]|\band\b|\bund\b|\bet\b/i)) {
    const amps = /(\d{2,3})\s*a(?:mps?)?\b/i.exec(part)
    const schuko = /schuko/i.test(part)
    if (!amps && !schuko) continue
    const count = Number(/(\d+)\s*[x×]/i.exec(part)?.[1] ?? 1)
    const phases: 1 | 3 = schuko || (SINGLE_PHASE.test(part) && !/\bcee\b/i.test(part)) ? 1 : 3
    const outlet = { amps: amps ? Number(amps[1]) : 16, phases }
    for (let i = 0; i < Math.min(count, 20); i++) outlets.push(outlet)
  }
  const phases = THREE_PHASE.test(text) ? 3 : SINGLE_PHASE.test(text) ? 1 : null
  const phaseAmps = mainAmps ?? (outlets.length ? Math.max(...outlets.map((o) => o.amps)) : null)
  return { phaseAmps, phases, outlets }
}

/** The load on each of the three phases (a single-phase-only act loads one). */
export function phaseLoads(circuits: readonly Pick<Circuit, 'amps' | 'phases'>[]): [number, number, number] {
  const three = circuits.filter((c) => c.phases === 3).reduce((sum, c) => sum + c.amps, 0)
  const loads: [number, number, number] = [three, three, three]
  const singles = circuits
    .filter((c) => c.phases !== 3)
    .map((c) => c.amps)
    .sort((a, b) => b - a)
  for (const amps of singles) {
    const least = loads.indexOf(Math.min(...loads))
    loads[least] = (loads[least] ?? 0) + amps
  }
  return loads
}

export interface PowerFit {
  status: 'ok' | 'missing' | 'unknown'
  /** Amps on the busiest phase (or all of it, on a single-phase supply). */
  needAmps: number
  /** Connectors the venue's listed outlets do not offer, `CEE 32 A 3~`. */
  missing: string[]
}

const outletName = (o: Outlet) => (o.phases === 3 ? `CEE ${o.amps} A 3~` : `${o.amps} A 1~`)

export function checkPower(circuits: readonly Pick<Circuit, 'amps' | 'phases'>[], supply: VenueSupply): PowerFit {
  const loads = phaseLoads(circuits)
  const threePhase = circuits.filter((c) => c.phases === 3)
  const singleSupply = supply.phases === 1
  const needAmps = singleSupply
    ? loads[0] + loads[1] + loads[2] - 2 * threePhase.reduce((s, c) => s + c.amps, 0)
    : Math.max(...loads)
  const missing: string[] = []
  if (singleSupply) for (const c of threePhase) missing.push(outletName({ amps: c.amps, phases: 3 }))
  else if (supply.outlets.length) {
    // Each 3-phase circuit takes the smallest free 3-phase outlet that is strong enough.
    const free = supply.outlets.filter((o) => o.phases === 3).sort((a, b) => a.amps - b.amps)
    for (const c of [...threePhase].sort((a, b) => b.amps - a.amps)) {
      const i = free.findIndex((o) => o.amps >= c.amps)
      if (i < 0) missing.push(outletName({ amps: c.amps, phases: 3 }))
      else free.splice(i, 1)
    }
  }
  if (missing.length) return { status: 'missing', needAmps, missing }
  if (supply.phaseAmps == null || (threePhase.length > 0 && supply.phases == null && !supply.outlets.length))
    return { status: 'unknown', needAmps, missing }
  return { status: supply.phaseAmps >= needAmps ? 'ok' : 'missing', needAmps, missing }
}
