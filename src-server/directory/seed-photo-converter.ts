/**
 * The demo photos are drawn and converted in a child process. Rendering thousands of SVG scenes (librsvg) and
 * encoding them (libwebp) leaves ≈ 85 MB in the process that did it (glib and libvips caches, malloc arenas) for
 * good, and a server idling on a small VPS should not carry a one-off seed's memory (bench/memory.ts). The child
 * runs photoToWebp, the uploads' own conversion, and ends with the seeding; the server stores what it sends back.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ENTITY_TYPES, type EntityType } from '../../src/directory/kinds.ts'
import { photoToWebp } from '../media/images.ts'
import { random } from './demo-data.ts'
import { sceneSvg } from './seed-photo-scenes.ts'

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

interface Job {
  seq: number
  type: EntityType
  id: number
  main: string
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

  /** The entry's photos as WebP, in order. The promise is marked handled: an abandoned one cannot crash the server. */
  convert(type: EntityType, id: number, main: string): Promise<Buffer[]> {
    const promise = new Promise<Buffer[]>((resolve, reject) => {
      if (this.ended) return reject(this.ended)
      const job: Job = { seq: ++this.seq, type, id, main }
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
  process.on('message', async (job: Job) => {
    let answer: Answer
    try {
      const converted = await Promise.all(demoPhotoFiles(job.type, job.id, job.main).map((f) => photoToWebp(f.data)))
      answer = { seq: job.seq, images: converted.map((c) => c.data) }
    } catch (error) {
      answer = { seq: job.seq, error: error instanceof Error ? error.message : String(error) }
    }
    process.send?.(answer)
  })
  // The server ended (or stopped seeding): nothing to convert for.
  process.on('disconnect', () => process.exit(0))
}
