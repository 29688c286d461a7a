import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Plugin } from 'vite'
import { CLUSTER_FILE, CLUSTER_NOTE, type ClusterNote, pgliteVersion } from '../db/pglite-cluster.ts'
import { SKIP_CLUSTER_ENV } from './pglite-cluster-skip.ts'

/**
 * Writes a fresh, empty PGlite cluster beside the client build (`dist/pglite-cluster.tar.gz`, with a note of the
 * PGlite version that made it), so a server's first start on an empty DATA_DIR loads it instead of running
 * initdb (src-server/db/pglite-cluster.ts says why). Made once per build, kept when the note still matches.
 */
export function pgliteClusterPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'stagebook-pglite-cluster',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if (process.env[SKIP_CLUSTER_ENV] === 'true') return
      const dir = path.dirname(outDir)
      const note = path.join(dir, CLUSTER_NOTE)
      const file = path.join(dir, CLUSTER_FILE)
      const version = pgliteVersion()
      try {
        const kept = JSON.parse(fs.readFileSync(note, 'utf8')) as ClusterNote
        if (kept.pglite === version && fs.statSync(file).size === kept.bytes) return
      } catch {
        // None yet, or unreadable: made below.
      }
      const pglite = await PGlite.create()
      const tar = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer())
      await pglite.close()
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(`${file}.tmp`, tar)
      fs.renameSync(`${file}.tmp`, file)
      fs.writeFileSync(note, `${JSON.stringify({ pglite: version, bytes: tar.length } satisfies ClusterNote)}\n`)
    },
  }
}
