import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { App } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { createLogger } from './log.ts'

function configOrExit() {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

const config = configOrExit()
const log = createLogger(config.LOG_LEVEL)

// `npm install && npm start` must work: build the client once if there is no build yet.
if (!fs.existsSync(path.join(config.clientDistDir, 'index.html'))) {
  log.info('no client build found: running `vite build` once')
  const vite = path.resolve('node_modules/.bin/vite')
  const result = spawnSync(vite, ['build'], { stdio: 'inherit', env: { ...process.env } })
  if (result.status !== 0) {
    log.fatal('client build failed')
    process.exit(1)
  }
}

const app = await App.create(config, { log })
const url = await app.start()
log.info(
  { url, database: app.deps.dbh.engine, embeddedSupabase: config.embeddedSupabase, dataDir: config.dataDir },
  `Stagebook is listening on ${config.HOST === '0.0.0.0' ? config.publicUrl : url}`,
)

let shuttingDown = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (shuttingDown) return
    shuttingDown = true
    log.info({ signal }, 'shutting down')
    app.stop().then(
      () => process.exit(0),
      (error) => {
        log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}
