import { App } from './app.ts'
import { demoCredentials } from './auth/index.ts'
import { hasAnyAdmin } from './auth/roles.ts'
import { ensureClientBuild } from './build/ensure-client-build.ts'
import { ConfigError, loadConfig } from './config.ts'
import { DataDirInUse } from './data-dir/lock.ts'
import { delayWasmOptimisation } from './db/database.ts'
import { createLogger } from './log.ts'
import { assertPortFree, describeStartFailure } from './start-failure.ts'

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
const log = createLogger(config.LOG_LEVEL, config.LOG_FORMAT)

/** A known situation (port taken, database unreachable, disk full…) in one line; anything else with its stack. */
function exitOnStartFailure(error: unknown): never {
  // Another process has the data directory: the one line an operator needs, not a crash.
  const line = error instanceof DataDirInUse ? error.message : describeStartFailure(error, config)
  if (line) console.error(line)
  else log.fatal({ err: error }, error instanceof Error ? error.message.split('\n')[0]! : 'start failed')
  process.exit(1)
}

await assertPortFree(config.HOST, config.PORT).catch(exitOnStartFailure)

// Before PGlite compiles its WebAssembly: the small-memory compiler choice (database.ts).
if (!config.DATABASE_URL && config.PGLITE_MEMORY === 'small') delayWasmOptimisation()

// The first start after `npm install` builds the client while the database opens, migrates and seeds.
const clientBuild = ensureClientBuild(config.clientDistDir, log)
let app: App
try {
  ;[app] = await Promise.all([App.create(config, { log }), clientBuild.done])
} catch (error) {
  clientBuild.cancel()
  exitOnStartFailure(error)
}

let url: string
try {
  url = await app.start()
} catch (error) {
  await app.stop().catch(() => {})
  exitOnStartFailure(error)
}
const accounts = demoCredentials(app.deps)
// A public start has no demo admin: say how to get the first one.
const noAdmin = config.isPublic && !(await hasAnyAdmin(app.deps.db))
const banner = [
  `Stagebook is listening on ${config.publicUrl}`,
  ...accounts.map((a) => `  ${a.role}: ${a.email} / ${a.password}`),
  ...(noAdmin
    ? [
        !config.embeddedSupabase
          ? 'No admin yet: run `npm run user:role -- <user id> admin` (works while the server runs).'
          : config.ADMIN_EMAIL
            ? `No admin yet: ${config.ADMIN_EMAIL} (ADMIN_EMAIL) becomes admin when it signs up and confirms its address.`
            : 'No admin yet: set ADMIN_EMAIL=<your email> and sign up, or run `npm run user:role -- <email> admin` (works while the server runs).',
      ]
    : []),
].join('\n')
log.info(
  {
    url,
    publicUrl: config.publicUrl,
    database: app.deps.dbh.engine,
    embeddedSupabase: config.embeddedSupabase,
    dataDir: config.dataDir,
    ...(accounts.length ? { demoAccounts: accounts } : {}),
  },
  accounts.length ? banner.replace('\n', '\nDemo accounts:\n') : banner,
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
