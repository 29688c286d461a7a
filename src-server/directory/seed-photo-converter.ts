/**
 * The demo photos are drawn and converted in a child process. Rendering thousands of SVG scenes (librsvg) and
 * encoding them (libwebp) leaves ≈ 85 MB in the process that did it (glib and libvips caches, malloc arenas) for
 * good, and a server idling on a small VPS should not carry a one-off seed's memory (bench/memory.ts). The child
 * runs photoToWebp, the uploads' own conversion, and ends with the seeding; the server stores what it sends back.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { EntityType } from '../../src/directory/kinds.ts'
import { photoToWebp } from '../media/images.ts'
import { MAIN_PER_CITY, MAIN_TYPES, random } from './demo-data.ts'
import { sceneSvg } from './seed-photo-scenes.ts'

/** The most photos a demo entry has: an entry shows a run of this many pictures of its type's pool. */
export const RUN = 6

/**
 * Photos of a demo entry: 3–RUN, the same for the same entry (a gallery worth opening; more would only make a first
 * start's photos take longer than its 90 s).
 */
export const photoCount = (type: EntityType, id: number) => 3 + ((id * 7 + type.length * 3) % (RUN - 2))

const MAIN = new Set(Object.values(MAIN_TYPES).flat())

/**
 * Pictures drawn per listing type (`main`: club, dj, catering…). A listing shows a run of them, so the demo draws and
 * converts each picture once and stores a copy per listing. A main type's eight entries in a city show runs that
 * never overlap (8 × RUN); the other types have three a city and share half as many. Drawing and converting a
 * picture (≈ 45 ms) is most of a first start's photo time: ≈ 1,200 pictures for ≈ 15,000 photos.
 */
export const poolSize = (main: string) => (MAIN.has(main) ? MAIN_PER_CITY * RUN : (MAIN_PER_CITY / 2) * RUN)

/**
 * The pictures of the `rank`th demo entry of its type in its city (0, 1, 2…), for the `city`th demo city: the first
 * eight entries of a main type in a city show runs that do not overlap (their covers and galleries all differ);
 * another city starts elsewhere in the pool.
 */
export function entryPictures(main: string, count: number, rank: number, city: number): number[] {
  const start = rank * RUN + city * 13
  return Array.from({ length: count }, (_, nth) => (start + nth) % poolSize(main))
}

/** One picture of a type's pool as an SVG document (sharp decodes it in the pipeline). */
export function poolPictureSvg(main: string, picture: number): string {
  let seed = picture
  for (const ch of main) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) >>> 0
  const r = random(seed)
  // A run (an entry's photos) goes through the type's shots in turn, and each run starts one shot later: the covers
  // of the first entries of a type in a city show different shots.
  return sceneSvg(main, (picture % RUN) + Math.floor(picture / RUN), r, Math.floor(r() * 360))
}

/** The photos of one entry as SVG documents (tests store them as uploads would). */
export function demoPhotoFiles(type: EntityType, id: number, main: string, rank = 0, city = 0): { data: Buffer }[] {
  return entryPictures(main, photoCount(type, id), rank, city).map((picture) => ({
    data: Buffer.from(poolPictureSvg(main, picture)),
  }))
}

interface Job {
  seq: number
  main: string
  pictures: number[]
}

type Answer = { seq: number; images: Uint8Array[] } | { seq: number; error: string }

const CHILD_ARG = '--demo-photo-converter'

/** The server's side: one child, entries sent to it one by one, converted photos (WebP bytes) back. */
export class DemoPhotoConverter {
  private readonly child: ChildProcess
  private readonly waiting = new Map<number, { resolve: (images: Buffer[]) => void; reject: (e: Error) => void }>()
  private seq = 0
  private ended: Error | null = null

  constructor() {
    // Its own flags, not the server's (an --inspect port or --liftoff-only mean nothing here); a young generation
    // as small as the server's.
    this.child = fork(fileURLToPath(import.meta.url), [CHILD_ARG], {
      execArgv: ['--max-semi-space-size=8'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    this.child.on('message', (answer: Answer) => {
      const waiter = this.waiting.get(answer.seq)
      if (!waiter) return
      this.waiting.delete(answer.seq)
      if ('error' in answer) waiter.reject(new Error(answer.error))
      else waiter.resolve(answer.images.map((u) => Buffer.from(u.buffer, u.byteOffset, u.byteLength)))
    })
    const end = (error: Error) => {
      this.ended ??= error
      for (const waiter of this.waiting.values()) waiter.reject(this.ended)
      this.waiting.clear()
    }
    this.child.on('error', end)
    this.child.on('exit', (code, signal) => end(new Error(`demo photo converter exited (${signal ?? code})`)))
  }

  /**
   * Pictures of a type's pool as WebP, in order. The promise is marked handled: an abandoned one cannot crash the
   * server.
   */
  convert(main: string, pictures: number[]): Promise<Buffer[]> {
    const promise = new Promise<Buffer[]>((resolve, reject) => {
      if (this.ended) return reject(this.ended)
      const job: Job = { seq: ++this.seq, main, pictures }
      this.waiting.set(job.seq, { resolve, reject })
      this.child.send(job)
    })
    promise.catch(() => {})
    return promise
  }

  get pid(): number | undefined {
    return this.child.pid
  }

  close(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill()
  }
}

if (process.argv[2] === CHILD_ARG) {
  // The converted pictures of the type being seeded (the server sends a type's entries together).
  let cachedMain = ''
  const cache = new Map<number, Promise<Uint8Array>>()
  const picture = (main: string, n: number) => {
    if (main !== cachedMain) {
      cache.clear()
      cachedMain = main
    }
    let converted = cache.get(n)
    if (!converted) {
      converted = photoToWebp(Buffer.from(poolPictureSvg(main, n))).then((c) => c.data)
      cache.set(n, converted)
    }
    return converted
  }
  process.on('message', async (job: Job) => {
    let answer: Answer
    try {
      answer = { seq: job.seq, images: await Promise.all(job.pictures.map((n) => picture(job.main, n))) }
    } catch (error) {
      answer = { seq: job.seq, error: error instanceof Error ? error.message : String(error) }
    }
    process.send?.(answer)
  })
  // The server ended (or stopped seeding): nothing to convert for.
  process.on('disconnect', () => process.exit(0))
}
