import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Plugin } from 'vite'

/** How long the assets of a previous build stay servable after a deploy (tabs still running it load chunks). */
export const KEEP_OLD_ASSETS_MS = 7 * 24 * 3600 * 1000

export interface BuildManifestOptions {
  /** Overrides for tests. */
  buildId?: string
  keepOldAssetsMs?: number
  now?: () => number
}

/**
 * Every production build gets an id; the client polls `builds/latest.json` and compares it with its own
 * (docs/product.md §10). `builds/meta/{buildId}.json` describes the build (id, time, its files).
 *
 * Vite empties the output folder on every build, which would break tabs still running the previous build the
 * moment they lazy-load a route. So the plugin saves the previous builds' `assets/` and `builds/meta/` before
 * the build and puts back what is younger than `keepOldAssetsMs` (by the time it was first built) afterwards.
 */
export function buildManifestPlugin(options: BuildManifestOptions = {}): Plugin {
  const now = options.now ?? Date.now
  const buildId = options.buildId ?? `${now().toString(36)}-${randomBytes(4).toString('hex')}`
  const builtAt = new Date(now()).toISOString()
  const keepMs = options.keepOldAssetsMs ?? KEEP_OLD_ASSETS_MS
  let outDir = ''
  let saved: string | null = null
  let isBuild = false
  return {
    name: 'stagebook-build-manifest',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    configResolved(config) {
      isBuild = config.command === 'build'
      outDir = path.resolve(config.root, config.build.outDir)
    },
    buildStart() {
      if (!isBuild || saved) return
      const keep = ['assets', path.join('builds', 'meta')].filter((d) => fs.existsSync(path.join(outDir, d)))
      if (!keep.length) return
      saved = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-prev-build-'))
      for (const d of keep) {
        fs.cpSync(path.join(outDir, d), path.join(saved, d), { recursive: true, preserveTimestamps: true })
      }
    },
    generateBundle(_options, bundle) {
      const latest = { id: buildId, timestamp: Date.parse(builtAt) }
      const files = Object.keys(bundle)
        .filter((f) => f.startsWith('assets/') && !f.endsWith('.map'))
        .sort()
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(latest) })
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: JSON.stringify({ id: buildId, timestamp: latest.timestamp, builtAt, files }),
      })
    },
    closeBundle() {
      if (!saved) return
      const from = saved
      saved = null
      const cutoff = now() - keepMs
      const restore = (dir: string) => {
        const src = path.join(from, dir)
        if (!fs.existsSync(src)) return
        for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
          if (!entry.isFile()) continue
          const s = path.join(src, entry.name)
          const d = path.join(outDir, dir, entry.name)
          if (fs.existsSync(d) || fs.statSync(s).mtimeMs < cutoff) continue
          fs.mkdirSync(path.dirname(d), { recursive: true })
          fs.copyFileSync(s, d)
          const { atime, mtime } = fs.statSync(s)
          fs.utimesSync(d, atime, mtime)
        }
      }
      restore('assets')
      restore(path.join('builds', 'meta'))
      fs.rmSync(from, { recursive: true, force: true })
    },
  }
}
