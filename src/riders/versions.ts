/** Which sections of a rider differ between two states: the summary a new version carries. */
import type { RiderDoc, RiderSection } from './schema.ts'

export interface RiderState {
  name: string
  variant: string
  artistId: number | null
  docLocale: string
  doc: RiderDoc
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The document keys each section shows; `details` is the header (name, variant, artist, language). */
const SECTION_PARTS: Record<Exclude<RiderSection, 'details'>, (keyof RiderDoc)[]> = {
  lineup: ['members'],
  inputs: ['inputs'],
  monitors: ['monitors'],
  backline: ['backline'],
  plot: ['plot'],
  power: ['power', 'requirements'],
  times: ['times', 'setList'],
  hospitality: ['hospitality'],
  contacts: ['contacts'],
  notes: ['notes'],
}

export function changedSections(before: RiderState, after: RiderState): RiderSection[] {
  const changed: RiderSection[] = []
  const details = ['name', 'variant', 'artistId', 'docLocale'] as const
  if (details.some((k) => before[k] !== after[k])) changed.push('details')
  for (const [section, keys] of Object.entries(SECTION_PARTS)) {
    if (keys.some((k) => !same(before.doc[k], after.doc[k]))) changed.push(section as RiderSection)
  }
  return changed
}
