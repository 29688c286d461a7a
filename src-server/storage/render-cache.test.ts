import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { RenderCache } from './render-cache.ts'

/** The renders' disk cache: bounded by size, least recently used out first, one render per key in flight. */
const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-cache-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const key = (name: string) => createHash('sha256').update(name).digest('hex')
const bytes = (n: number, fill: number) => Buffer.alloc(n, fill)

describe('RenderCache', () => {
  it('keeps the total under its bound by dropping the least recently used, and rebuilds its index on start', async () => {
    const dir = tempDir()
    const cache = new RenderCache(dir, 3000)
    await cache.get(key('a'), async () => bytes(1000, 1))
    await cache.get(key('b'), async () => bytes(1000, 2))
    await cache.get(key('c'), async () => bytes(1000, 3))
    // a is used again, so b is now the least recently used
    expect((await cache.get(key('a'), async () => bytes(1000, 9)))[0]).toBe(1)
    await cache.get(key('d'), async () => bytes(1000, 4))
    expect(cache.totalBytes).toBe(3000)
    expect(fs.existsSync(path.join(dir, key('b')))).toBe(false)
    expect(fs.existsSync(path.join(dir, key('a')))).toBe(true)
    expect(cache.rendered).toBe(4)

    // A restart orders by mtime (last use): c the oldest, then a, then d.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const at = (name: string, secondsAgo: number) => {
      const time = new Date(Date.now() - secondsAgo * 1000)
      fs.utimesSync(path.join(dir, key(name)), time, time)
    }
    at('c', 30)
    at('a', 20)
    at('d', 10)
    const restarted = new RenderCache(dir, 2000)
    expect(restarted.totalBytes).toBe(2000)
    expect(fs.existsSync(path.join(dir, key('c')))).toBe(false)
    expect((await restarted.get(key('d'), async () => bytes(1000, 9)))[0]).toBe(4)
    expect(restarted.rendered).toBe(0)
  })

  it('a burst for one key renders once; a failed render is not kept and the next call tries again', async () => {
    const cache = new RenderCache(tempDir(), 10_000)
    let calls = 0
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const burst = Array.from({ length: 20 }, () =>
      cache.get(key('x'), async () => {
        calls++
        await gate
        return bytes(10, 7)
      }),
    )
    release()
    const results = await Promise.all(burst)
    expect(calls).toBe(1)
    expect(results.every((r) => r.equals(bytes(10, 7)))).toBe(true)

    await expect(cache.get(key('y'), async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image')
    expect((await cache.get(key('y'), async () => bytes(5, 1))).length).toBe(5)
  })

  it('a render larger than the whole cache is answered but not kept', async () => {
    const dir = tempDir()
    const cache = new RenderCache(dir, 100)
    expect((await cache.get(key('big'), async () => bytes(500, 1))).length).toBe(500)
    expect(cache.totalBytes).toBe(0)
    expect(fs.readdirSync(dir)).toEqual([])
  })
})
