import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTES } from '../src/routes.ts'
import { openDatabase } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { createMigratedDatabase, migratedDataDir } from './test/db-template.ts'
import { startTestApp, type TestApp, usingPostgres } from './test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ setup: false })
})
afterAll(() => t?.stop())

describe('HTTP foundation', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await (await t.api('/healthz')).json()).toEqual({ status: 'ok' })
    const ready = await t.api('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ok', database: usingPostgres ? 'postgres' : 'pglite' })
  })

  it('serves every docs/product.md §2 path with 200 and its page', async () => {
    // Details/edit pages answer 404 for ids that do not exist: give each kind an entry with id 1.
    for (const table of ['artists', 'venues', 'services']) {
      const kind = { artists: 'act_type', venues: 'venue_type', services: 'category' }[table]!
      await sql`insert into ${sql.table(table)} (id, name, city, country, lat, lng, ${sql.ref(kind)})
        values (1, 'Test', 'Berlin', 'DE', 52.5, 13.4, 'club') on conflict do nothing`.execute(t.deps.db)
    }
    // A shared rider page answers 404 for a token that was never issued: share one.
    const owner = await t.newUser()
    const rider = await (
      await t.api('/api/riders', { method: 'POST', token: owner.token, json: { name: 'Act' } })
    ).json()
    const share = await (await t.api(`/api/riders/${rider.id}/share`, { method: 'POST', token: owner.token })).json()
    for (const route of ROUTES) {
      const url = route.path.replace(':id', '1').replace(':token', share.token)
      const res = await t.api(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/text\/html/)
      const html = await res.text()
      expect(html).toContain('<div id="root">')
      expect(html).toContain('<script type="application/json" id="app-config">')
    }
  })

  it('answers 404 with the Page Not Found page for unknown paths and failing params', async () => {
    for (const url of ['/nope', '/artists/abc/details', '/venues/search/extra', '/en/search']) {
      const res = await t.api(url)
      expect(res.status, url).toBe(404)
      const html = await res.text()
      expect(html).toContain('<title>Page Not Found · Stagebook</title>')
      expect(html).toContain('noindex')
    }
  })

  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await t.api('/api/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      statusCode: 404,
      statusMessage: 'Not found: GET /api/nope',
      i18nKey: 'common.errors.routeNotFound',
    })
  })

  it('rejects bad JSON and bad input with a clear 400', async () => {
    const bad = await t.api('/api/client-errors', {
      method: 'POST',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      statusCode: 400,
      statusMessage: 'Malformed JSON body',
      i18nKey: 'common.errors.malformedJson',
    })
    const invalid = await t.api('/api/client-errors', { method: 'POST', json: { message: '', url: '/' } })
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).statusMessage).toMatch(/message/)
  })

  it('answers a request with a bad token 401, never 500', async () => {
    for (const token of ['garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const res = await t.api('/api/client-errors', { method: 'POST', token, json: { message: 'x', url: '/' } })
      expect(res.status, token).toBe(401)
    }
  })
})

describe('locale', () => {
  it('renders German under /de with lang, cookie for 365 days, canonical and hreflang tags', async () => {
    const res = await t.api('/de/venues/search')
    const html = await res.text()
    expect(html).toContain('<html lang="de"')
    expect(html).toContain('<title>Locations finden · Stagebook</title>')
    expect(html).toContain(`<link rel="canonical" href="${t.url}/de/venues/search">`)
    for (const l of ['en', 'de', 'fr', 'es', 'it']) expect(html).toContain(`hreflang="${l}"`)
    expect(html).toContain('hreflang="x-default"')
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^locale=de;/)
    const expires = Date.parse(/expires=([^;]+)/i.exec(cookie)![1]!)
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365)
  })

  it('redirects / to the saved or preferred locale', async () => {
    const saved = await t.api('/', { redirect: 'manual', headers: { cookie: 'locale=fr' } })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/fr')
    const preferred = await t.api('/', {
      redirect: 'manual',
      headers: { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' },
    })
    expect(preferred.headers.get('location')).toBe('/it')
    const english = await t.api('/', { redirect: 'manual', headers: { 'accept-language': 'en-US' } })
    expect(english.status).toBe(200)
  })
})

describe('migrations', () => {
  it('applied every migration file exactly once', async () => {
    const files = fs
      .readdirSync(path.resolve('migrations'))
      .filter((f) => /^\d{4}_.*\.ts$/.test(f) && !f.endsWith('.test.ts'))
    const rows = await t.deps.db
      .selectFrom('kysely_migration' as any)
      .select('name')
      .execute()
    expect(rows.map((r: any) => `${r.name}.ts`).sort()).toEqual(files.sort())
    const ext = await sql<{ extname: string }>`select extname from pg_extension`.execute(t.deps.db)
    expect(ext.rows.map((r) => r.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']))
    const unaccented = await sql<{ v: string }>`select public.immutable_unaccent('Café Zürich') as v`.execute(t.deps.db)
    expect(unaccented.rows[0]!.v).toBe('Cafe Zurich')
  })

  it('survives two copies migrating the same database at once', async () => {
    if (!usingPostgres) {
      // PGlite is one connection: run two migrators against it concurrently anyway.
      const dbh = await openDatabase({})
      const [a, b] = await Promise.all([migrateToLatest(dbh.db), migrateToLatest(dbh.db)])
      expect((a.results?.length ?? 0) + (b.results?.length ?? 0)).toBe(
        fs.readdirSync('migrations').filter((f) => /^\d{4}_.*\.ts$/.test(f)).length,
      )
      await dbh.close()
      return
    }
    const { default: pg } = await import('pg')
    const name = `sbtest_mig_${Date.now()}`
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(process.env.DATABASE_URL!)
    url.pathname = `/${name}`
    const one = await openDatabase({ databaseUrl: url.toString() })
    const two = await openDatabase({ databaseUrl: url.toString() })
    try {
      const [a, b] = await Promise.all([migrateToLatest(one.db), migrateToLatest(two.db)])
      const applied = (a.results?.length ?? 0) + (b.results?.length ?? 0)
      const rows = await one.db
        .selectFrom('kysely_migration' as any)
        .select('name')
        .execute()
      expect(applied).toBe(rows.length)
      expect(new Set(rows.map((r: any) => r.name)).size).toBe(rows.length)
    } finally {
      await one.close()
      await two.close()
      await admin.query(`drop database ${name} with (force)`)
      await admin.end()
    }
  })
})

describe('graceful shutdown', () => {
  it('finishes an in-flight request after SIGTERM, then exits 0', async () => {
    // Its own migrated database: the shared one may hold another checkout's migrations.
    const database = usingPostgres ? await createMigratedDatabase(process.env.DATABASE_URL!) : null
    const dataDir = usingPostgres
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-shutdown-'))
      : await migratedDataDir()
    const child = spawn(process.execPath, ['src-server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database?.url ?? '',
        PORT: '0',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const url = await new Promise<string>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (d) => {
        out += d
        const m = /"url":"(http:\/\/[^"]+)"/.exec(out)
        if (m) resolve(m[1]!)
      })
      child.on('exit', () => reject(new Error(`server exited early: ${out}`)))
    })
    // Send the headers and half the body; the server is now waiting on us mid-request.
    const body = JSON.stringify({ message: 'slow request', url: '/' })
    const responded = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${url}/api/client-errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      })
      req.on('response', (res) => {
        let text = ''
        res.on('data', (d) => (text += d))
        res.on('end', () => resolve({ status: res.statusCode!, text }))
      })
      req.on('error', reject)
      req.write(body.slice(0, 10))
      setTimeout(() => {
        child.kill('SIGTERM')
        setTimeout(() => req.end(body.slice(10)), 300)
      }, 200)
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    const result = await responded
    expect(result.status).toBe(202)
    expect(JSON.parse(result.text)).toEqual({ received: true })
    expect(await exited).toBe(0)
    fs.rmSync(dataDir, { recursive: true, force: true })
    await database?.drop()
  })
})
