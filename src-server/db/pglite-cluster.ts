import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * A fresh, empty PGlite cluster made once at build time (src-server/build/pglite-cluster-plugin.ts), which a first
 * start loads instead of running initdb. PGlite's initdb runs a second Postgres instance and the initdb program
 * beside the first: the process's RSS peaks near 1 GB for it, against ≈ 420 MB for loading this copy, and the
 * WebAssembly memory it grew is never given back. A copy made by another PGlite version is not used (initdb runs).
 */
export const CLUSTER_FILE = 'pglite-cluster.tar.gz'
export const CLUSTER_NOTE = 'pglite-cluster.json'

export interface ClusterNote {
  pglite: string
  bytes: number
}

/** The installed PGlite's version (the cluster's on-disk format goes with it). */
export function pgliteVersion(): string {
  const require = createRequire(import.meta.url)
  const main = require.resolve('@electric-sql/pglite')
  // …/node_modules/@electric-sql/pglite/dist/index.cjs → the package folder.
  let dir = path.dirname(main)
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir)
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version
}

/** Where the build puts the cluster: beside the client build (`dist/`). */
export function clusterDir(clientDistDir: string): string {
  return path.dirname(clientDistDir)
}

/** The build's fresh cluster for this PGlite, if there is one and `pgliteDir` holds no database yet. */
export function freshClusterFor(pgliteDir: string, dir: string): Blob | undefined {
  if (fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) return undefined
  try {
    const note = JSON.parse(fs.readFileSync(path.join(dir, CLUSTER_NOTE), 'utf8')) as Partial<ClusterNote>
    if (note.pglite !== pgliteVersion()) return undefined
    const bytes = fs.readFileSync(path.join(dir, CLUSTER_FILE))
    if (bytes.length !== note.bytes) return undefined
    return new Blob([new Uint8Array(bytes)])
  } catch {
    return undefined
  }
}
