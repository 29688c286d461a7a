import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import Router from '@koa/router'
import { nodeHTTPRequestHandler } from '@trpc/server/adapters/node-http'
import Koa from 'koa'
import { sql } from 'kysely'
import { authKeySettings, loadAuthKeys } from './auth/key-store.ts'
import type { AuthKeys } from './auth/keys.ts'
import { withSessionCheck } from './auth/session-check.ts'
import { authCookieName, createTokenVerifier } from './auth/verify.ts'
import type { Config } from './config.ts'
import { acquireDataDir, type DataDirLock } from './data-dir/lock.ts'
import { operationHandler } from './data-dir/operations.ts'
import { openDatabase } from './db/database.ts'
import { isFirstStartChild, isNewDatabase, isNewPgliteDir, prepareInChild } from './db/first-start.ts'
import { migrateToLatest } from './db/migrate.ts'
import { clusterDir } from './db/pglite-cluster.ts'
import { type DemoCredentials, seedsDemo } from './demo-accounts.ts'
import type { Deps } from './deps.ts'
import type { PageHeadResolver } from './feature.ts'
import { FEATURES } from './features.ts'
import { clientAddress } from './http/client-address.ts'
import { englishText, errorBody } from './http/errors.ts'
import { authenticate, errorHandler, requestLog } from './http/middleware.ts'
import { mountRestRoutes } from './http/rest.ts'
import { refuseCrossSite } from './http/same-origin.ts'
import { cspReports, securityHeaders } from './http/security-headers.ts'
import { clientConfig, spaMiddleware } from './http/spa.ts'
import { createLimits, type LimitRuleOverrides } from './limits/limits.ts'
import { createLogger, type Logger } from './log.ts'
import { checkMailAtStart } from './mail/transport.ts'
import { UploadSpool } from './media/spool.ts'
import { appRouter } from './router.ts'
import { dataDirFailure, StartError } from './start-failure.ts'
import { openBlobStore } from './storage/backend.ts'
import type { BlobStore } from './storage/blobs.ts'
import { directStorage } from './storage/direct-driver.ts'
import { hostedStorage } from './storage/driver.ts'
import { RenderCache } from './storage/render-cache.ts'

export interface AppOptions {
  log?: Logger
  /** Skip feature setup (demo data etc.); tests that want a bare database. */
  skipSetup?: boolean
  /** PGlite in memory instead of under DATA_DIR (tests). Ignored when DATABASE_URL is set. */
  inMemoryDatabase?: boolean
  /** With inMemoryDatabase: PGlite starts from this data directory dump (tests: a migrated template). */
  pgliteDump?: Blob
  /** Other windows for some limits (tests that count a whole budget on a machine too busy to do it in a minute). */
  limitRules?: LimitRuleOverrides
}

/**
 * The whole server: database, migrations, features, HTTP. `start()` listens, `stop()` drains in-flight requests
 * and closes the pool. Tests create their own App on a fresh database.
 */
export class App {
  readonly koa: Koa
  private server: http.Server | null = null
  private stoppers: (() => Promise<void>)[] = []
  private stopping: Promise<void> | null = null

  readonly deps: Deps
  private readonly lock: DataDirLock | null

  private constructor(deps: Deps, lock: DataDirLock | null) {
    this.deps = deps
    this.lock = lock
    this.koa = buildKoa(deps)
  }

  static async create(config: Config, options: AppOptions = {}): Promise<App> {
    const log = options.log ?? createLogger(config.LOG_LEVEL)
    prepareDataDir(config.dataDir)
    // One writer per data directory (data-dir/lock.ts): taken before the database opens, held until it closed.
    // Postgres server copies may share DATA_DIR: then whichever holds the socket answers the commands.
    // The child of a first start (db/first-start.ts) works under its parent's lock.
    const lock =
      (options.inMemoryDatabase && !config.DATABASE_URL) || isFirstStartChild()
        ? null
        : await acquireDataDir(config.dataDir, {
            role: 'server',
            exclusive: !config.DATABASE_URL,
            onProblem: (message) => log.warn(message),
          })
    const pgliteDir = options.inMemoryDatabase || config.DATABASE_URL ? undefined : path.join(config.dataDir, 'pglite')
    let firstStartCredentials: DemoCredentials[] = []
    // Only a start that seeds the demo directory: a bare first start grows little, and a child costs seconds.
    const prepareApart = !options.skipSetup && !isFirstStartChild() && seedsDemo(config)
    if (pgliteDir && prepareApart && isNewPgliteDir(pgliteDir)) {
      firstStartCredentials = await prepareInChild(config, log).catch(async (error) => {
        await lock?.release()
        throw error
      })
    }
    const dbh = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir,
      pgliteDump: options.pgliteDump,
      pgliteClusterDir: clusterDir(config.clientDistDir),
      pgliteSmall: !options.inMemoryDatabase && config.PGLITE_MEMORY === 'small',
      poolSize: config.DATABASE_POOL_SIZE,
      log,
    }).catch(async (error) => {
      await lock?.release()
      throw error
    })
    let blobs: BlobStore | null = null
    try {
      if (config.DATABASE_URL && prepareApart && (await isNewDatabase(dbh.db)))
        firstStartCredentials = await prepareInChild(config, log)
      blobs = config.embeddedSupabase ? await openBlobStore(config, log) : null
      await migrateToLatest(dbh.db, { log })
      let authKeys: AuthKeys | null = null
      if (config.embeddedSupabase) {
        authKeys = await loadAuthKeys(dbh.db, authKeySettings(config))
      }
      const hsSecret = config.SUPABASE_JWT_SECRET ? new TextEncoder().encode(config.SUPABASE_JWT_SECRET) : undefined
      // Embedded: a token also needs its session to still exist (sign-out, account deletion end it at once). It
      // signs with its ES256 key; like GoTrue with a legacy JWT secret, it also takes user tokens signed with that
      // secret (HS256), which already signs the anon and service keys, so it grants nothing the secret did not.
      const verifier = authKeys
        ? withSessionCheck(createTokenVerifier({ keys: authKeys, hsSecret: authKeys.jwtSecret }), dbh.db)
        : createTokenVerifier({
            jwksUrl: `${config.SUPABASE_URL!.replace(/\/+$/, '')}/auth/v1/.well-known/jwks.json`,
            hsSecret,
          })
      const deps: Deps = {
        config,
        log,
        dbh,
        db: dbh.db,
        verifier,
        authKeys,
        authCookieName: authCookieName(config.SUPABASE_URL),
        supabaseUrl: config.SUPABASE_URL?.replace(/\/+$/, '') ?? config.publicUrl,
        supabaseAnonKey: config.SUPABASE_ANON_KEY ?? authKeys!.anonKey,
        supabaseServiceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY ?? authKeys!.serviceRoleKey,
        seedDemo: seedsDemo(config),
        limits: createLimits(dbh.db, options.limitRules),
        checkResponses: config.NODE_ENV === 'test',
        uploads: new UploadSpool({
          maxBytes: config.UPLOAD_SPOOL_MAX_MB * 1024 * 1024,
          idleTimeoutMs: config.UPLOAD_IDLE_TIMEOUT_MS,
          log,
        }),
        blobs,
        renders: config.embeddedSupabase
          ? new RenderCache(path.join(config.dataDir, 'storage', 'renders'), config.IMAGE_RENDER_CACHE_MB * 1024 * 1024)
          : null,
        authAdmin: null,
        demoCredentials: [],
        demoPhotos: null,
        stageHub: null,
        storage: config.embeddedSupabase
          ? directStorage({ db: dbh.db, config, blobs: blobs! })
          : await hostedStorage(config.SUPABASE_URL!.replace(/\/+$/, ''), config.SUPABASE_SERVICE_ROLE_KEY!),
      }
      const app = new App(deps, lock)
      if (!options.skipSetup) {
        for (const feature of FEATURES) await feature.setup?.(deps)
        // Accounts the first start's child made with random passwords: this start's setup found them made.
        if (firstStartCredentials.length) deps.demoCredentials = firstStartCredentials
      }
      lock?.serve(operationHandler(deps))
      return app
    } catch (error) {
      blobs?.close()
      await dbh.close()
      await lock?.release()
      throw error
    }
  }

  /** Listens on config HOST:PORT (PORT 0 → a free port). Resolves with the base URL. */
  async start(): Promise<string> {
    const server = http.createServer(this.koa.callback())
    server.keepAliveTimeout = 65_000
    this.server = server
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.deps.config.PORT, this.deps.config.HOST, () => resolve())
    })
    if (!this.deps.config.PUBLIC_URL) {
      // A laptop without PUBLIC_URL: links point at the port the server got (PORT=0 picks one).
      const { port } = server.address() as AddressInfo
      ;(this.deps.config as { publicUrl: string }).publicUrl = `http://localhost:${port}`
    }
    // Warnings only, and the SMTP check answers later: the server serves meanwhile.
    checkMailAtStart(this.deps).catch((error) => this.deps.log.warn({ err: error }, 'mail check failed'))
    for (const feature of FEATURES) {
      const stop = await feature.attach?.(server, this.deps)
      if (stop) this.stoppers.push(stop)
    }
    return this.url
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null
    if (!address) throw new Error('server not started')
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
    return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`
  }

  /** Stops accepting, lets in-flight requests finish (up to SHUTDOWN_TIMEOUT_MS), then closes everything. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      const server = this.server
      if (server) {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeIdleConnections()
        const idleSweep = setInterval(() => server.closeIdleConnections(), 100)
        const timeout = new Promise<'timeout'>((resolve) =>
          setTimeout(() => resolve('timeout'), this.deps.config.SHUTDOWN_TIMEOUT_MS).unref(),
        )
        const stopFeatures = Promise.all(this.stoppers.map((s) => s().catch(() => {})))
        if ((await Promise.race([closed, timeout])) === 'timeout') {
          this.deps.log.warn('shutdown timeout: closing remaining connections')
          server.closeAllConnections()
        }
        clearInterval(idleSweep)
        await stopFeatures
      }
      this.deps.blobs?.close()
      await this.deps.dbh.close()
      await this.lock?.release()
    })()
    return this.stopping
  }
}

/** Creates DATA_DIR if need be and checks that the server may write there, before anything else writes. */
function prepareDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.accessSync(dataDir, fs.constants.W_OK)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code && ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST'].includes(code)) {
      throw new StartError(dataDirFailure(dataDir, code))
    }
    throw error
  }
}

function buildKoa(deps: Deps): Koa {
  const koa = new Koa({ proxy: deps.config.TRUST_PROXY !== null })
  koa.silent = true
  koa.use(clientAddress(deps.config))
  koa.use(requestLog(deps))
  koa.use(securityHeaders(deps.config))
  koa.use(errorHandler(deps))

  const probes = new Router()
  probes.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' }
  })
  probes.get('/readyz', async (ctx) => {
    try {
      await sql`select 1`.execute(deps.db)
      ctx.body = { status: 'ok', database: deps.dbh.engine }
    } catch {
      ctx.status = 503
      ctx.body = { status: 'unavailable', database: deps.dbh.engine }
    }
  })
  probes.get('/app-config.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache')
    ctx.body = clientConfig(deps)
  })
  koa.use(probes.routes())
  koa.use(cspReports(deps))

  koa.use(refuseCrossSite(deps.config))
  koa.use(authenticate(deps))

  // tRPC at /trpc (Koa pre-sets 404; hand tRPC a 200 so successes do not go out as 404).
  koa.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/trpc/')) return next()
    ctx.respond = false
    ctx.res.statusCode = 200
    await nodeHTTPRequestHandler({
      router: appRouter,
      req: ctx.req,
      res: ctx.res,
      path: ctx.path.slice('/trpc/'.length),
      maxBodySize: 1_000_000,
      createContext: () => ({ deps, user: ctx.state.user ?? null, requestId: ctx.state.requestId, koa: ctx }),
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error({ err: error, requestId: ctx.state.requestId })
      },
    })
  })

  const api = new Router({ prefix: '/api' })
  for (const feature of FEATURES) mountRestRoutes(api, deps, feature.rest ?? [])
  koa.use(api.routes())
  koa.use(api.allowedMethods())

  for (const feature of FEATURES) feature.mount?.(koa, deps)

  const pageHeads: Partial<Record<string, PageHeadResolver>> = Object.assign(
    {},
    ...FEATURES.map((f) => f.pageHeads ?? {}),
  )
  koa.use(spaMiddleware(deps, pageHeads))

  koa.use((ctx) => {
    if (ctx.body !== undefined || ctx.status !== 404) return
    ctx.status = 404
    const key = 'common.errors.routeNotFound'
    ctx.body = errorBody(404, englishText(key, { method: ctx.method, path: ctx.path }), key)
  })
  return koa
}
