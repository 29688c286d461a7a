import fs from 'node:fs'
import path from 'node:path'

/**
 * Rendered images on disk (DATA_DIR/storage/renders), bounded in total size: past the bound the least recently
 * used are deleted. A burst of requests for one image at one size renders it once: later callers wait for the
 * render already in flight. The index lives in memory and is rebuilt from the folder on start (last use = mtime).
 */
export class RenderCache {
  readonly dir: string
  private readonly maxBytes: number
  /** name → size and last use, in least-recently-used order (a Map keeps insertion order). */
  private readonly entries = new Map<string, { size: number; used: number }>()
  private readonly inFlight = new Map<string, Promise<Buffer>>()
  private total = 0
  /** Renders produced by this cache (tests check that a burst renders once). */
  rendered = 0

  constructor(dir: string, maxBytes: number) {
    this.dir = dir
    this.maxBytes = maxBytes
    fs.mkdirSync(dir, { recursive: true })
    const found = fs
      .readdirSync(dir)
      .filter((name) => /^[0-9a-f]{64}$/.test(name))
      .map((name) => ({ name, stat: fs.statSync(path.join(dir, name)) }))
      .sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs)
    for (const { name, stat } of found) this.remember(name, stat.size, stat.mtimeMs)
    for (const name of fs.readdirSync(dir)) if (name.endsWith('.tmp')) fs.rmSync(path.join(dir, name), { force: true })
    this.evict()
  }

  get totalBytes(): number {
    return this.total
  }

  /** The cached bytes of `key` (a sha256 hex), or what `render` makes of it, stored for the next caller. */
  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key)
    if (hit) {
      try {
        const file = path.join(this.dir, key)
        const bytes = await fs.promises.readFile(file)
        this.remember(key, hit.size, Date.now())
        // The order survives a restart (the index is rebuilt from mtimes); best effort.
        const now = new Date()
        fs.promises.utimes(file, now, now).catch(() => {})
        return bytes
      } catch {
        this.forget(key)
      }
    }
    const pending = this.inFlight.get(key)
    if (pending) return pending
    const work = this.produce(key, render).finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, work)
    return work
  }

  private async produce(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const bytes = await render()
    this.rendered++
    if (bytes.length <= this.maxBytes) {
      const file = path.join(this.dir, key)
      const tmp = `${file}.${process.pid}.${this.rendered}.tmp`
      try {
        await fs.promises.writeFile(tmp, bytes)
        await fs.promises.rename(tmp, file)
        this.remember(key, bytes.length, Date.now())
        this.evict()
      } catch {
        // A full disk costs the cache, not the answer.
        await fs.promises.rm(tmp, { force: true })
      }
    }
    return bytes
  }

  private remember(key: string, size: number, used: number): void {
    const before = this.entries.get(key)
    if (before) {
      this.total -= before.size
      this.entries.delete(key)
    }
    this.entries.set(key, { size, used })
    this.total += size
  }

  private forget(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.total -= entry.size
    fs.rmSync(path.join(this.dir, key), { force: true })
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.total <= this.maxBytes) return
      this.forget(key)
    }
  }
}
