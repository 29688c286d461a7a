import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as tar from 'tar'

/**
 * A fresh, empty PGlite cluster made once at build time (src-server/build/pglite-cluster-plugin.ts), which a first
 * start loads instead of running initdb. PGlite's initdb runs a second Postgres instance and the initdb program
 * beside the first: the process's RSS peaks near 1 GB for it, and the WebAssembly memory it grew is never given
 * back. The copy is unpacked onto the disk before PGlite opens it, as a restart finds it: handing it to PGlite
 * (`loadDataDir`) unpacks it inside PGlite's WebAssembly memory, ≈ 100 MB the server then keeps for good. A copy
 * made by another PGlite version is not used (initdb runs).
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

/** The build's fresh cluster for this PGlite (its file), if there is one and `pgliteDir` holds no database yet. */
function freshClusterFor(pgliteDir: string, dir: string): string | undefined {
  if (fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) return undefined
  try {
    const note = JSON.parse(fs.readFileSync(path.join(dir, CLUSTER_NOTE), 'utf8')) as Partial<ClusterNote>
    if (note.pglite !== pgliteVersion()) return undefined
    const file = path.join(dir, CLUSTER_FILE)
    return fs.statSync(file).size === note.bytes ? file : undefined
  } catch {
    return undefined
  }
}

/**
 * Unpacks the build's fresh cluster into `pgliteDir` when it holds no database yet (true when it did). Unpacked
 * beside it and renamed into place, so a start stopped halfway leaves no half database that a later start would open.
 */
export async function unpackFreshCluster(pgliteDir: string, dir: string): Promise<boolean> {
  const file = freshClusterFor(pgliteDir, dir)
  if (!file) return false
  const unpacking = `${pgliteDir}.unpacking`
  fs.rmSync(unpacking, { recursive: true, force: true })
  fs.mkdirSync(unpacking, { recursive: true, mode: 0o700 })
  try {
    // PGlite writes the entries as absolute paths (`/base/1`): their leading slash is dropped, anything else is damage.
    const damage: string[] = []
    await tar.extract({ file, cwd: unpacking, onwarn: (code) => code === 'TAR_ENTRY_INFO' || damage.push(code) })
    if (damage.length || !fs.existsSync(path.join(unpacking, 'PG_VERSION'))) throw new Error('damaged cluster copy')
    // An empty `pgliteDir` (made by hand, or by a start that failed before writing) is replaced; a full one never is.
    if (fs.existsSync(pgliteDir)) fs.rmdirSync(pgliteDir)
    fs.renameSync(unpacking, pgliteDir)
    return true
  } catch {
    fs.rmSync(unpacking, { recursive: true, force: true })
    // A damaged copy, or a `pgliteDir` with files but no database: left to PGlite (initdb, or its own refusal).
    return false
  }
}
