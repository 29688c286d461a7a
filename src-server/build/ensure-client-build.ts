import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from '../log.ts'
import { SKIP_CLUSTER_ENV } from './pglite-cluster-skip.ts'

/**
 * `npm install && npm start` must work: with no client build yet, `vite build` runs in a child process, while the
 * caller opens the database (two cores, two jobs). Resolves once the build is there; rejects with Vite's output
 * when it fails or when Vite is not installed (a production install needs `npm run build` first).
 */
export function ensureClientBuild(distDir: string, log: Logger): { done: Promise<void>; cancel: () => void } {
  if (fs.existsSync(path.join(distDir, 'index.html'))) return { done: Promise.resolve(), cancel: () => {} }
  const vite = path.resolve('node_modules/vite/bin/vite.js')
  if (!fs.existsSync(vite)) {
    const error = new Error(
      `no client build in ${distDir}, and Vite is not installed to make one: run \`npm run build\``,
    )
    return { done: Promise.reject(error), cancel: () => {} }
  }
  log.info('no client build yet: building the client (once) while the database starts')
  const child = spawn(process.execPath, [vite, 'build'], {
    // No fresh PGlite cluster from this build (pglite-cluster-plugin.ts): the server beside it is opening its
    // database already, and a second Postgres start in the build would add its memory to the same moment.
    env: {
      ...process.env,
      CLIENT_DIST_DIR: path.relative(process.cwd(), distDir) || '.',
      [SKIP_CLUSTER_ENV]: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout.on('data', (d: Buffer) => output.push(d.toString()))
  child.stderr.on('data', (d: Buffer) => output.push(d.toString()))
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      const text = output.join('').trim()
      if (code === 0) {
        const lines = text.split('\n')
        const summary = lines.pop() || 'client built'
        if (lines.some((l) => l.trim())) log.warn({ output: lines.join('\n') }, 'client build warnings')
        log.info(summary)
        resolve()
      } else reject(new Error(`client build failed (${signal ?? `exit ${code}`}):\n${text}`))
    })
  })
  return { done, cancel: () => child.kill('SIGTERM') }
}
