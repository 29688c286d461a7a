/**
 * Demo photos, seeded after the server listens: 3–6 generated scenes per demo entry (seed-photo-scenes.ts), drawn
 * from a pool per type, each picture converted once as uploads are (photoToWebp, in a child process:
 * seed-photo-converter.ts) and stored for each entry as uploads are
 * (photos/service.ts storeConvertedPhotos: bucket, `photos` column), so cards, galleries and covers show them
 * exactly as uploads. Cards keep their gradient until an entry's photos exist. Resumable: a restart carries on with the demo entries still without photos.
 */
import v8 from 'node:v8'
import vm from 'node:vm'
import { sql } from 'kysely'
import { type EntityType, KIND_PATH, KINDS } from '../../src/directory/kinds.ts'
import type { Deps } from '../deps.ts'
import { storeConvertedPhotos } from '../photos/service.ts'
import { getsDemoPhotos } from './demo-marker.ts'
import { DemoPhotoConverter, entryPictures, photoCount } from './seed-photo-converter.ts'

export interface DemoPhotoState {
  /** Resolves when every demo entry has its photos (or seeding stopped). */
  done: Promise<void>
  /** Photos stored so far, and the time it took. */
  stored: number
  ms: number
  /** The converter child's pid, once one was started (it ends with the seeding). */
  converterPid?: number
  stop: () => Promise<void>
}

interface PendingEntry {
  id: number
  main: string
  /** Its place among the demo entries of its type in its city (0, 1, 2…), and its city's among the cities. */
  rank: number
  city: number
}

/**
 * Demo entries still without photos: the ones the demo seed wrote (demo-marker.ts; not the bulk rows of the
 * benchmark), so photos never appear on a real entry. Ranked among all demo entries of their type and city (also
 * those with photos), so a restart picks the same pictures; a type's entries come together (the converter keeps
 * one type's pictures).
 */
async function pending(deps: Deps, type: EntityType): Promise<PendingEntry[]> {
  const main = sql.ref(KINDS[type].mainColumn)
  const { rows } = await sql<PendingEntry>`select id, main, rank, city from (
      select id, photos, ${main} as main,
        (row_number() over (partition by city, ${main} order by id))::int - 1 as rank,
        (dense_rank() over (order by city))::int - 1 as city
      from ${sql.table(KIND_PATH[type])}
      where ${getsDemoPhotos()}
    ) demo
    where cardinality(photos) = 0
    order by main, id`.execute(deps.db)
  return rows
}

/**
 * One full collection once the demo photos are stored: their garbage (≈ 60 MB of V8 heap) otherwise stays resident
 * until a later collection, which a server idling on a small VPS may not have for hours (bench/memory.ts).
 */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc')
  ;(vm.runInNewContext('gc') as () => void)()
}

/** Entries sent to the converter before the first is stored. */
const CONVERT_AHEAD = 16

/** Starts seeding in the background; the state is kept in deps.demoPhotos (tests wait on `done`). */
export function startDemoPhotos(deps: Deps): DemoPhotoState {
  let stopped = false
  let converter: DemoPhotoConverter | undefined
  const started = performance.now()
  const state: DemoPhotoState = {
    done: Promise.resolve(),
    stored: 0,
    ms: 0,
    stop: async () => {
      stopped = true
      converter?.close()
      await state.done
    },
  }
  state.done = (async () => {
    try {
      for (const type of ['venue', 'artist', 'service'] as const) {
        const entries = await pending(deps, type)
        if (!entries.length) continue
        converter ??= new DemoPhotoConverter()
        state.converterPid = converter.pid
        const convert = (entry: PendingEntry) =>
          converter!.convert(entry.main, entryPictures(entry.main, photoCount(type, entry.id), entry.rank, entry.city))
        // The child draws the next entries while this one is stored: a type's first entries need new pictures
        // (≈ 45 ms each), later ones find them drawn, so a few in flight keep both the child and the server busy.
        const ahead = entries.slice(0, CONVERT_AHEAD).map(convert)
        for (let i = 0; i < entries.length; i++) {
          if (stopped) return
          const images = await ahead.shift()!
          const later = entries[i + CONVERT_AHEAD]
          if (later) ahead.push(convert(later))
          const { photos } = await storeConvertedPhotos(
            deps,
            type,
            entries[i]!.id,
            images.map((data) => ({ data })),
          )
          state.stored += photos.length
        }
      }
      state.ms = Math.round(performance.now() - started)
      if (state.stored) {
        deps.log.info({ photos: state.stored, ms: state.ms }, 'directory demo photos seeded')
        collectGarbage()
      }
    } catch (error) {
      // Demo photos are a nicety: a failure leaves gradients, never a broken start.
      if (!stopped) deps.log.warn({ err: error }, 'directory demo photos: seeding stopped')
    } finally {
      converter?.close()
    }
  })()
  deps.demoPhotos = state
  return state
}

export function demoPhotoState(deps: Deps): DemoPhotoState | undefined {
  return deps.demoPhotos ?? undefined
}
