import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emptyDoc } from '../../src/riders/schema.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'
import { MAX_VERSIONS_KEPT } from './service.ts'
import { ViewDeduper } from './view-counter.ts'

describe('rider revisions, versions and share views over HTTP', () => {
  let t: TestApp
  let alice: TestUser
  let bob: TestUser

  beforeAll(async () => {
    // Trusting one proxy hop lets a test speak as different viewers (X-Forwarded-For).
    t = await startTestApp({ env: { TRUST_PROXY: '1' } })
    alice = await t.newUser()
    bob = await t.newUser()
  })
  afterAll(() => t.stop())

  const json = async (res: Response) => ({ status: res.status, body: res.status === 204 ? null : await res.json() })
  const rest = (path: string, init: Parameters<TestApp['api']>[1] = {}) => t.api(path, init).then(json)
  const trpc = async (proc: string, input: unknown, token?: string, mutation = true) => {
    const res = mutation
      ? await t.api(`/trpc/riders.${proc}`, { method: 'POST', token, json: input })
      : await t.api(`/trpc/riders.${proc}?input=${encodeURIComponent(JSON.stringify(input))}`, { token })
    const body = await res.json()
    return { status: res.status, data: body.result?.data, error: body.error }
  }
  const create = async (name: string) =>
    (await rest('/api/riders', { method: 'POST', token: alice.token, json: { name } })).body.id as string
  const save = (id: string, json: Record<string, unknown>) =>
    rest(`/api/riders/${id}`, { method: 'PUT', token: alice.token, json })

  it('autosave moves the revision, never the version people see', async () => {
    const id = await create('Revisions')
    expect((await rest(`/api/riders/${id}/revision`, { token: alice.token })).body).toMatchObject({
      revision: 1,
      version: 0,
    })
    for (let base = 1; base <= 3; base++) {
      expect((await save(id, { notes: `n${base}`, baseRevision: base } as never)).status).toBe(200)
    }
    const r = (await rest(`/api/riders/${id}`, { token: alice.token })).body
    expect(r).toMatchObject({ revision: 4, version: 0, changedSinceVersion: true })
    // A save based on an old revision is refused, every time, and changes nothing.
    for (let i = 0; i < 2; i++) expect((await save(id, { name: 'Stale', baseRevision: 2 })).status).toBe(409)
    expect((await rest(`/api/riders/${id}/revision`, { token: alice.token })).body.revision).toBe(4)
    expect((await rest(`/api/riders/${id}/revision`, { token: bob.token })).status).toBe(404)
    expect((await rest(`/api/riders/${id}/revision`)).status).toBe(401)
  })

  it('marks versions with a summary of changed sections, and never an empty one', async () => {
    const id = await create('Versions')
    const first = await rest(`/api/riders/${id}/versions`, { method: 'POST', token: alice.token, json: {} })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ version: 1, revision: 1, changedSinceVersion: false })
    // Nothing changed since: marking again keeps version 1.
    const again = await rest(`/api/riders/${id}/versions`, { method: 'POST', token: alice.token, json: {} })
    expect(again.body.version).toBe(1)

    const doc = { ...emptyDoc(), notes: 'Back door', hospitality: { ...emptyDoc().hospitality, guests: 4 } }
    expect((await save(id, { doc, variant: 'Acoustic', baseRevision: 1 })).status).toBe(200)
    expect((await rest(`/api/riders/${id}`, { token: alice.token })).body).toMatchObject({
      version: 1,
      changedSinceVersion: true,
    })
    const second = await trpc('markVersion', { id }, alice.token)
    expect(second.data).toMatchObject({ version: 2, revision: 2, changedSinceVersion: false })

    const history = (await rest(`/api/riders/${id}/versions`, { token: alice.token })).body
    expect(history).toHaveLength(2)
    expect(history[0]).toMatchObject({ number: 2, revision: 2, reason: 'manual' })
    expect(history[0].sections).toEqual(['details', 'hospitality', 'notes'])
    expect(history[1]).toMatchObject({ number: 1, sections: [] })
    expect(new Date(history[0].createdAt).getTime()).toBeGreaterThan(0)
    expect((await trpc('versions', { id }, alice.token, false)).data).toEqual(history)

    // Someone else's rider: 404 on every door, nothing made.
    expect((await rest(`/api/riders/${id}/versions`, { method: 'POST', token: bob.token, json: {} })).status).toBe(404)
    expect((await rest(`/api/riders/${id}/versions`, { token: bob.token })).status).toBe(404)
    expect((await trpc('markVersion', { id }, bob.token)).status).toBe(404)
    expect((await rest(`/api/riders/${id}/versions`, { method: 'POST', json: {} })).status).toBe(401)
    // Bad input: a clear 400.
    const bad = await rest(`/api/riders/${id}/versions`, {
      method: 'POST',
      token: alice.token,
      json: { reason: 'whim' },
    })
    expect(bad.status).toBe(400)
    expect((await rest(`/api/riders/${id}/revision`, { token: alice.token })).body.version).toBe(2)
  })

  it('sharing a changed rider makes a version; the share page names it', async () => {
    const id = await create('Shared')
    const shared = await rest(`/api/riders/${id}/share`, { method: 'POST', token: alice.token })
    const token = shared.body.token as string
    const history = (await rest(`/api/riders/${id}/versions`, { token: alice.token })).body
    expect(history).toMatchObject([{ number: 1, reason: 'share' }])
    expect((await rest(`/api/riders/shared/${token}`)).body).toMatchObject({ version: 1, changedSinceVersion: false })

    expect((await save(id, { notes: 'later', baseRevision: 1 } as never)).status).toBe(200)
    expect((await rest(`/api/riders/shared/${token}`)).body).toMatchObject({ version: 1, changedSinceVersion: true })
    // Sharing again (the link exists) still versions the change; sharing unchanged does not.
    await rest(`/api/riders/${id}/share`, { method: 'POST', token: alice.token })
    await rest(`/api/riders/${id}/share`, { method: 'POST', token: alice.token })
    const after = (await rest(`/api/riders/${id}/versions`, { token: alice.token })).body
    expect(after.map((v: { number: number }) => v.number)).toEqual([2, 1])
    // A print version from the editor is the same call with another reason.
    expect((await save(id, { name: 'Shared II', baseRevision: 2 })).status).toBe(200)
    const printed = await rest(`/api/riders/${id}/versions`, {
      method: 'POST',
      token: alice.token,
      json: { reason: 'print' },
    })
    expect(printed.body).toMatchObject({ version: 3 })
    expect((await rest(`/api/riders/${id}/versions`, { token: alice.token })).body[0]).toMatchObject({
      reason: 'print',
      sections: ['details'],
    })
  })

  it(`keeps the newest ${MAX_VERSIONS_KEPT} versions in the history`, async () => {
    const id = await create('Many')
    for (let i = 1; i <= MAX_VERSIONS_KEPT + 2; i++) {
      if (i > 1) expect((await save(id, { variant: `v${i}`, baseRevision: i - 1 })).status).toBe(200)
      await rest(`/api/riders/${id}/versions`, { method: 'POST', token: alice.token, json: {} })
    }
    const history = (await rest(`/api/riders/${id}/versions`, { token: alice.token })).body
    expect(history).toHaveLength(MAX_VERSIONS_KEPT)
    expect(history[0].number).toBe(MAX_VERSIONS_KEPT + 2)
    expect(history.at(-1).number).toBe(3)
    const rows = await t.deps.db
      .selectFrom('rider_versions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rider_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(Number(rows.n)).toBe(MAX_VERSIONS_KEPT)
  })

  it('counts share views once per viewer per window; the owner sees count and last view', async () => {
    const id = await create('Viewed')
    const token = (await rest(`/api/riders/${id}/share`, { method: 'POST', token: alice.token })).body.token
    expect((await rest(`/api/riders/${id}`, { token: alice.token })).body).toMatchObject({
      shareViews: 0,
      shareLastViewedAt: null,
    })
    const view = (ip: string) => t.api(`/api/riders/shared/${token}`, { headers: { 'x-forwarded-for': ip } })
    // The same viewer reloading ten times counts once; two other viewers (one over tRPC) count once each.
    for (let i = 0; i < 10; i++) expect((await view('203.0.113.7')).status).toBe(200)
    expect((await view('203.0.113.8')).status).toBe(200)
    const viaTrpc = await t.api(`/trpc/riders.shared?input=${encodeURIComponent(JSON.stringify({ token }))}`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(viaTrpc.status).toBe(200)
    const owner = (await rest(`/api/riders/${id}`, { token: alice.token })).body
    expect(owner.shareViews).toBe(3)
    expect(Date.now() - new Date(owner.shareLastViewedAt).getTime()).toBeLessThan(60_000)
    // An unknown link counts nothing anywhere.
    expect((await t.api('/api/riders/shared/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)
    expect((await rest(`/api/riders/${id}`, { token: alice.token })).body.shareViews).toBe(3)
  })
})

describe('share view de-duplication', () => {
  it('counts a viewer again after the window, and forgets the oldest viewer when full', () => {
    const views = new ViewDeduper(1000, 2)
    expect(views.shouldCount('a', 't', 0)).toBe(true)
    expect(views.shouldCount('a', 't', 999)).toBe(false)
    expect(views.shouldCount('a', 't', 1000)).toBe(true)
    expect(views.shouldCount('a', 'other', 1000)).toBe(true)
    // Full (2 entries): a third viewer pushes out the oldest, which then counts again.
    expect(views.shouldCount('b', 't', 1001)).toBe(true)
    expect(views.shouldCount('a', 't', 1002)).toBe(true)
  })
})
