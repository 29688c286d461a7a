import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** Server tests check the HTML the server writes around the built SPA: build it once if there is no build yet. */
export default function setup(): void {
  const dist = path.resolve(process.env.CLIENT_DIST_DIR ?? 'dist/client')
  // The route preload table is part of every build (an older build without it is rebuilt).
  if (['index.html', 'builds/preload.json'].every((f) => fs.existsSync(path.join(dist, f)))) return
  const result = spawnSync(path.resolve('node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: process.env,
  })
  if (result.status !== 0) throw new Error('vite build failed')
}
