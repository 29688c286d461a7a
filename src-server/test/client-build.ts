import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * One client build per change of its sources, shared by every test runner: server tests (vitest global setup),
 * the browser tests (Playwright global setup) and CI's runtime stage all call this; the first builds, the
 * others find a build whose recorded inputs match and reuse it. The build is `npm run build`, the command the
 * Dockerfile runs, so reusing it is the same as running it again.
 */

const repo = path.resolve(import.meta.dirname, '../..')

/** What `vite build` reads: the client, the shared code, the build plugins and their configuration. */
const INPUT_DIRS = ['src', 'src-client', 'src-server/build']
const INPUT_FILES = ['vite.config.ts', 'package-lock.json', 'tsconfig.json']

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) return []
    return [path.join(entry.parentPath, entry.name)]
  })
}

/** A hash of every input's path and content. */
export function clientBuildInputsHash(): string {
  const files = [
    ...INPUT_DIRS.flatMap((d) => listFiles(path.join(repo, d))),
    ...INPUT_FILES.map((f) => path.join(repo, f)),
  ].sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(`${path.relative(repo, file)}\0`)
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : '')
    hash.update('\0')
  }
  return hash.digest('hex')
}

export function clientDistDir(): string {
  return path.resolve(repo, process.env.CLIENT_DIST_DIR ?? 'dist/client')
}

/** The stamp sits beside the build (vite empties the build folder itself, and nothing serves the stamp). */
function stampFile(dist: string): string {
  return `${dist}.inputs`
}

/** A complete build (the route preload table included) made from the sources as they are now. */
export function clientBuildIsFresh(dist = clientDistDir()): boolean {
  const complete = ['index.html', 'builds/preload.json'].every((f) => fs.existsSync(path.join(dist, f)))
  const stamp = stampFile(dist)
  return complete && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === clientBuildInputsHash()
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * Two runners starting at once (server and browser tests side by side) must not build into one folder together:
 * the first takes a lock directory, the other waits for it and then finds the fresh build.
 */
function withBuildLock<T>(dist: string, fn: () => T): T {
  const lock = `${dist}.lock`
  fs.mkdirSync(path.dirname(lock), { recursive: true })
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // A build takes a minute or two; a lock much older than that was left by a killed build.
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()
      if (Date.now() - since > 15 * 60_000) {
        fs.rmSync(lock, { recursive: true, force: true })
      }
      sleep(500)
    }
  }
  try {
    return fn()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

/** Builds the client unless a fresh build is there. Returns whether it built. */
export function ensureFreshClientBuild(): boolean {
  const dist = clientDistDir()
  if (clientBuildIsFresh(dist)) return false
  return withBuildLock(dist, () => {
    if (clientBuildIsFresh(dist)) return false
    const inputs = clientBuildInputsHash()
    fs.rmSync(stampFile(dist), { force: true })
    const started = performance.now()
    const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repo, stdio: 'inherit', env: process.env })
    if (result.status !== 0) throw new Error('npm run build failed')
    // The inputs as they were when the build started: a file edited meanwhile makes the next run build again.
    fs.writeFileSync(stampFile(dist), `${inputs}\n`)
    console.log(`client build: ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return true
  })
}
