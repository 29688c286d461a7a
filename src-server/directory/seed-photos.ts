/**
 * Demo photos, seeded after the server listens: 3–8 generated scenes per demo entry (seed-photo-scenes.ts), each
 * through the real pipeline and storage (photos/service.ts storePhotos: sharp re-encode, bucket, `photos`
 * column), so cards, galleries and covers show them exactly as uploads. Cards keep their gradient until an
 * entry's photos exist. Resumable: a restart carries on with the demo entries still without photos.
 */
import { sql } from 'kysely'
import { ENTITY_TYPES, type EntityType, KIND_PATH, KINDS } from '../../src/directory/kinds.ts'
import type { Deps } from '../deps.ts'
import { storePhotos } from '../photos/service.ts'
import { random } from './demo-data.ts'
import { getsDemoPhotos } from './demo-marker.ts'
import { sceneSvg } from './seed-photo-scenes.ts'

export interface DemoPhotoState {
  /** Resolves when every demo entry has its photos (or seeding stopped). */
  done: Promise<void>
  /** Photos stored so far, and the time it took. */
  stored: number
  ms: number
  stop: () => Promise<void>
}

/** Photos of a demo entry: 3–8, the same for the same entry. */
export const photoCount = (type: EntityType, id: number) => 3 + ((id * 7 + type.length * 3) % 6)

/** The photos of one entry as SVG documents (sharp decodes them in the pipeline). */
export function demoPhotoFiles(type: EntityType, id: number, main: string): { data: Buffer }[] {
  const kind = ENTITY_TYPES.indexOf(type) + 1
  const r = random(kind * 1_000_003 + id)
  const hue = Math.floor(r() * 360)
  return Array.from({ length: photoCount(type, id) }, (_, nth) => ({
    data: Buffer.from(sceneSvg(main, nth, r, hue)),
  }))
}

/**
 * Demo entries still without photos: the ones the demo seed wrote (demo-marker.ts; not the bulk rows of the
 * benchmark), so photos never appear on a real entry.
 */
async function pending(deps: Deps, type: EntityType): Promise<{ id: number; main: string }[]> {
  const { rows } = await sql<{ id: number; main: string }>`select id, ${sql.ref(KINDS[type].mainColumn)} as main
    from ${sql.table(KIND_PATH[type])}
    where cardinality(photos) = 0 and ${getsDemoPhotos()}
    order by id`.execute(deps.db)
  return rows
}

/** Starts seeding in the background; the state is kept in deps.demoPhotos (tests wait on `done`). */
export function startDemoPhotos(deps: Deps): DemoPhotoState {
  let stopped = false
  const started = performance.now()
  const state: DemoPhotoState = {
    done: Promise.resolve(),
    stored: 0,
    ms: 0,
    stop: async () => {
      stopped = true
      await state.done
    },
  }
  state.done = (async () => {
    try {
      for (const type of ['venue', 'artist', 'service'] as const) {
        for (const entry of await pending(deps, type)) {
          if (stopped) return
          const { photos } = await storePhotos(deps, type, entry.id, demoPhotoFiles(type, entry.id, entry.main))
          state.stored += photos.length
        }
      }
      state.ms = Math.round(performance.now() - started)
      if (state.stored) deps.log.info({ photos: state.stored, ms: state.ms }, 'directory demo photos seeded')
    } catch (error) {
      // Demo photos are a nicety: a failure leaves gradients, never a broken start.
      if (!stopped) deps.log.warn({ err: error }, 'directory demo photos: seeding stopped')
    }
  })()
  deps.demoPhotos = state
  return state
}

export function demoPhotoState(deps: Deps): DemoPhotoState | undefined {
  return deps.demoPhotos ?? undefined
}
