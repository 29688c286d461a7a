import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTITY_TYPES, KIND_PATH, KINDS } from '../../src/directory/kinds.ts'
import { MAIN_FILTER } from '../../src/directory/vocabulary.ts'
import { CATALOGS } from '../../src/i18n/index.ts'
import type { Catalog, Messages } from '../../src/i18n/types.ts'
import { ROUTE_BY_NAME, type RouteName } from '../../src/routes.ts'
import { KIND_ICON } from '../../src-client/directory/kind-icons.ts'
import { blockDates } from '../availability/repository.ts'
import { BUCKETS } from '../storage/client.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'
import { seedDemo } from './seed.ts'

/**
 * The kinds registry (src/directory/kinds.ts) is the one place a directory kind is declared; the compiler checks
 * every map typed by it. This test checks, for every registered kind, what the compiler cannot see: pages, REST
 * paths, tRPC input, tables and database constraints, storage buckets, catalog words and demo data.
 */
let t: TestApp
let user: TestUser

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  await seedDemo(t.deps.db, 9)
  user = await t.newUser()
})
afterAll(() => t?.stop())

const lookup = (messages: Messages, key: string) =>
  key.split('.').reduce<Messages | string | undefined>((m, k) => (typeof m === 'object' ? m[k] : undefined), messages)

describe.each(ENTITY_TYPES)('kind %s is handled everywhere', (kind) => {
  const path = KIND_PATH[kind]

  it('has its pages in the route table and an icon on the client', () => {
    for (const page of ['search', 'id-details', 'id-edit']) {
      expect(ROUTE_BY_NAME[`${path}-${page}` as RouteName], `${path}-${page}`).toBeDefined()
    }
    expect(KIND_ICON[kind]).toBeDefined()
  })

  it('has its words in the English catalogs (the catalog test holds the other languages to English)', () => {
    const keys = [
      `common.nav.${path}`,
      `common.pages.${path}-search`,
      `common.pages.${path}-id-details`,
      `common.pages.${path}-id-edit`,
      `directory.kinds.${path}`,
      ...MAIN_FILTER[kind].map((value) => `directory.${KINDS[kind].mainLabels}.${value}`),
    ]
    const missing = keys.filter((key) => {
      const [ns, ...rest] = key.split('.')
      return typeof lookup((CATALOGS as Record<string, Catalog>)[ns!]!.en, rest.join('.')) !== 'string'
    })
    expect(missing).toEqual([])
  })

  it('has its REST paths in the OpenAPI document', async () => {
    const doc = (await (await t.api('/api/openapi.json')).json()) as { paths: Record<string, unknown> }
    const paths = Object.keys(doc.paths)
    expect(paths).toContain(`/api/${path}/search`)
    expect(paths).toContain(`/api/${path}/{id}`)
    expect(paths).toContain(`/api/${path}/${KINDS[kind].photoEditor}/photo/{id}`)
  })

  it('has a table with rows, searchable through tRPC and REST, with its main filter', async () => {
    const rows = await t.deps.db.selectFrom(path).select('id').execute()
    expect(rows.length).toBeGreaterThan(0)
    const rest = await t.api(`/api/${path}/search?${KINDS[kind].mainParam}=${MAIN_FILTER[kind][0]}`)
    expect(rest.status).toBe(200)
    const trpc = await t.api(`/trpc/directory.search?input=${encodeURIComponent(JSON.stringify({ kind, query: {} }))}`)
    expect(trpc.status).toBe(200)
  })

  it('can be kept in a favourites list (the database constraint allows it)', async () => {
    const [row] = await t.deps.db.selectFrom(path).select('id').limit(1).execute()
    const add = await t.api('/api/favorites/add', {
      method: 'POST',
      token: user.token,
      json: { entity_type: kind, entity_id: row!.id },
    })
    expect(add.status, await add.clone().text()).toBeLessThan(300)
  })

  it('has a calendar (the database constraint allows it) that its search filters by date', async () => {
    const [row] = await t.deps.db.selectFrom(path).select('id').orderBy('id').limit(1).execute()
    await blockDates(t.deps.db, {
      kind,
      listingId: row!.id,
      startDate: '2035-05-05',
      endDate: '2035-05-05',
      status: 'booked',
      createdBy: null,
    })
    const ids = async (date: string) =>
      (
        (await (await t.api(`/api/${path}/search?available_from=${date}&limit=50`)).json()) as {
          items: { id: number }[]
        }
      ).items.map((i) => i.id)
    expect(await ids('2035-05-05')).not.toContain(row!.id)
    expect(await ids('2035-05-06')).toContain(row!.id)
    const doc = (await (await t.api('/api/openapi.json')).json()) as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths)).toContain(`/api/${path}/{id}/availability`)
  })

  it('has a storage bucket for its photos', () => {
    expect(BUCKETS[path]).toBeDefined()
  })
})
