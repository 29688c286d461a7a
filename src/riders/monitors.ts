/**
 * Monitor mixes as a venue's monitor engineer counts them, and the monitor matrix (which inputs each mix wants).
 * Shared by the fit check, the editor and the printed rider.
 */
import type { MonitorMix, MonitorSend, SendLevel } from './schema.ts'

export interface MonitorNeeds {
  /** Aux sends: one per mix, two for a stereo mix (a stereo in-ear mix takes two sends on the desk). */
  mixes: number
  /** Wedge cabinets: one per wedge or drum-fill mix. */
  wedges: number
  /** In-ear systems: one per in-ear mix. */
  iems: number
}

export function monitorNeeds(monitors: readonly Pick<MonitorMix, 'type' | 'stereo'>[]): MonitorNeeds {
  let mixes = 0
  let wedges = 0
  let iems = 0
  for (const m of monitors) {
    mixes += m.stereo ? 2 : 1
    if (m.type === 'wedge' || m.type === 'drumfill') wedges++
    if (m.type === 'iem') iems++
  }
  return { mixes, wedges, iems }
}

/** The level this mix wants of an input, 0 when none. */
export function sendLevel(mix: Pick<MonitorMix, 'sends'>, inputId: string): 0 | SendLevel {
  return mix.sends.find((s) => s.input === inputId)?.level ?? 0
}

/**
 * The mix's sends after tapping a cell: none → 1 → 2 → 3 → none. Sends of inputs no longer in the list are dropped
 * on the way, so removed and re-added rows never pile up past the schema's bound.
 */
export function cycleSend(sends: readonly MonitorSend[], inputId: string, inputIds: readonly string[]): MonitorSend[] {
  const level = sends.find((s) => s.input === inputId)?.level ?? 0
  const live = new Set(inputIds)
  const rest = sends.filter((s) => s.input !== inputId && live.has(s.input))
  return level === 3 ? rest : [...rest, { input: inputId, level: (level + 1) as SendLevel }]
}

/** What a matrix cell shows: nothing, or one to three plus signs (the same on screen and on paper). */
export const SEND_MARK: Record<0 | SendLevel, string> = { 0: '', 1: '+', 2: '++', 3: '+++' }
