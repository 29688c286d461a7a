import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { FileMigrationProvider, Migrator } from 'kysely/migration'
import pg from 'pg'
import { App, type AppOptions } from '../app.ts'
import { repo as authRepo } from '../auth/embedded/repo.ts'
import { signAccessToken } from '../auth/keys.ts'
import { grantRole } from '../auth/roles.ts'
import { loadConfig } from '../config.ts'
import { type DbHandle, openDatabase } from '../db/database.ts'
import { MIGRATIONS_DIR } from '../db/migrate.ts'
import { createMigratedDatabase, pgliteTemplate } from './db-template.ts'
import { startS3Server, type TestS3 } from './s3-server.ts'

/**
 * A real server on a real database for tests: Postgres when DATABASE_URL is set (a fresh database per App,
 * dropped afterwards), PGlite in memory otherwise; either starts as a copy of the migrated template
 * (db-template.ts). Listens on a free loopback port.
 */
export interface TestApp {
  app: App
  /** The S3 server this app stores objects in (`storage: 's3'`), else null. */
  s3: TestS3 | null
  url: string
  deps: App['deps']
  /** fetch against the test server: `api('/api/favorites', { token })`. JSON bodies are encoded for you. */
  api: (path: string, init?: ApiInit) => Promise<Response>
  /** A signed access token for a user id (a "signed-in" user without going through the auth endpoints). */
  tokenFor: (userId: string, claims?: { email?: string; aal?: 'aal1' | 'aal2'; ttlSeconds?: number }) => Promise<string>
  /** A fresh user: id, email and a valid token. */
  newUser: (options?: { admin?: boolean }) => Promise<TestUser>
  stop: () => Promise<void>
}

export interface TestUser {
  id: string
  email: string
  token: string
}

export interface ApiInit extends Omit<RequestInit, 'body'> {
  token?: string
  json?: unknown
  body?: RequestInit['body']
}

/** The embedded storage's backends: the storage test files run on each. */
export const STORAGE_BACKENDS = ['disk', 's3'] as const
export type StorageBackend = (typeof STORAGE_BACKENDS)[number]

export const usingPostgres = Boolean(process.env.DATABASE_URL)

/**
 * A fresh, empty database next to `baseUrl`'s, dropped by `drop()`: tests never share one. For tests of the
 * migrations themselves; startTestApp starts from the migrated template.
 */
export async function createDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sbtest_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

/**
 * An empty database (a fresh Postgres one when DATABASE_URL is set, PGlite in memory otherwise) migrated up to and
 * including `migration`: for tests of what a later migration does to the rows older servers wrote.
 */
export async function databaseMigratedTo(migration: string): Promise<{ handle: DbHandle; close: () => Promise<void> }> {
  const database = usingPostgres ? await createDatabase(process.env.DATABASE_URL!) : null
  const handle = await openDatabase({ databaseUrl: database?.url, poolSize: 2 })
  const migrator = new Migrator({
    db: handle.db,
    provider: new FileMigrationProvider({ fs: fs.promises, path, migrationFolder: MIGRATIONS_DIR }),
  })
  const result = await migrator.migrateTo(migration)
  if (result.error) throw result.error
  return {
    handle,
    close: async () => {
      await handle.close()
      await database?.drop()
    },
  }
}

export async function startTestApp(
  options: {
    env?: Record<string, string>
    setup?: boolean
    /** A second server copy: share this (Postgres) database instead of a fresh one; stop() leaves it. */
    sharedDatabaseUrl?: string
    /**
     * Run on this DATA_DIR, with PGlite on disk there, and leave it on stop(): a restart on kept data, or a start
     * on restored data.
     */
    dataDir?: string
    /** Where object bytes live: `s3` starts a local S3-compatible server for this app (stop() ends it). */
    storage?: StorageBackend
  } & Pick<AppOptions, 'log' | 'limitRules'> = {},
): Promise<TestApp> {
  const s3 = options.storage === 's3' ? await startS3Server() : null
  const keptDataDir = options.dataDir
  const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-test-'))
  const database = options.sharedDatabaseUrl
    ? { url: options.sharedDatabaseUrl, drop: async () => {} }
    : usingPostgres
      ? await createMigratedDatabase(process.env.DATABASE_URL!)
      : null
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: 'false',
    CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? 'dist/client',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...s3?.env,
    ...options.env,
  })
  const app = await App.create(config, {
    log: options.log,
    limitRules: options.limitRules,
    skipSetup: options.setup === false,
    inMemoryDatabase: !keptDataDir,
    // In memory: a copy of the migrated template (a kept DATA_DIR has its own PGlite on disk).
    pgliteDump: config.DATABASE_URL || keptDataDir ? undefined : await pgliteTemplate(),
  })
  const url = await app.start()
  // Without PUBLIC_URL, links point at the address tests fetch (the server's own default is http://localhost:PORT).
  if (!config.PUBLIC_URL) (app.deps.config as { publicUrl: string }).publicUrl = url

  const tokenFor: TestApp['tokenFor'] = async (userId, claims = {}) => {
    if (!app.deps.authKeys) throw new Error('tokenFor needs the embedded auth keys')
    // A token is good only while its session exists: write user (if new) and session rows as the auth server does.
    const db = app.deps.db
    if (!(await authRepo.userById(db, userId))) {
      await authRepo.insertUser(db, {
        id: userId,
        email: claims.email ?? `token-${userId}@example.test`,
        encrypted_password: '',
        email_confirmed_at: new Date(),
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
      })
    }
    const sessionId = randomUUID()
    await authRepo.insertSession(db, {
      id: sessionId,
      user_id: userId,
      aal: claims.aal ?? 'aal1',
      amr_method: 'password',
    })
    return signAccessToken(
      app.deps.authKeys,
      `${url}/auth/v1`,
      {
        sub: userId,
        email: claims.email,
        session_id: sessionId,
        aal: claims.aal,
      },
      claims.ttlSeconds,
    )
  }

  return {
    app,
    s3,
    url,
    deps: app.deps,
    tokenFor,
    async newUser({ admin = false } = {}) {
      const id = randomUUID()
      const email = `user-${id.slice(0, 8)}@example.test`
      if (admin) await grantRole(app.deps.db, id, 'admin')
      return { id, email, token: await tokenFor(id, { email }) }
    },
    api(p, init = {}) {
      const headers = new Headers(init.headers)
      if (init.token) headers.set('authorization', `Bearer ${init.token}`)
      let body = init.body
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json')
        body = JSON.stringify(init.json)
      }
      return fetch(`${url}${p}`, { ...init, headers, body })
    },
    async stop() {
      await app.stop()
      await database?.drop()
      await s3?.stop()
      if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
