import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

/**
 * Every production build gets an id; the client polls `builds/latest.json` and compares it with its own
 * (SPEC.md §1, §7). `builds/meta/{buildId}.json` describes the build.
 */
export function buildManifestPlugin(): Plugin {
  const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
  const builtAt = new Date().toISOString()
  return {
    name: 'stagebook-build-manifest',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      const latest = { id: buildId, timestamp: Date.parse(builtAt) }
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(latest) })
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: JSON.stringify({ id: buildId, timestamp: latest.timestamp, builtAt }),
      })
    },
  }
}
