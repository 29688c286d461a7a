import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateInputList } from '../../src/riders/inputs.ts'
import { emptyDoc, type Member } from '../../src/riders/schema.ts'
import { band, riderDoc } from '../../src/riders/test-rider.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

describe('input list generation', () => {
  it('orders channels like a desk: drums, bass, guitars, keys, then vocals', () => {
    const list = generateInputList(band)
    expect(list.map((r) => r.source)).toEqual([
      'Kick in (Ben)',
      'Kick out (Ben)',
      'Snare top (Ben)',
      'Snare bottom (Ben)',
      'Hi-hat (Ben)',
      'Tom 1 (Ben)',
      'Tom 2 (Ben)',
      'Floor tom (Ben)',
      'Overhead L (Ben)',
      'Overhead R (Ben)',
      'Bass DI (Cy)',
      'Bass amp (Cy)',
      'Guitar amp (Ana)',
      'Keys L (Dee)',
      'Keys R (Dee)',
      'Lead vocal (Ana)',
      'Backing vocal (Cy)',
    ])
    const kickIn = list[0]!
    expect(kickIn).toMatchObject({ mic: 'Beta 91A', phantom: true, stand: 'none', memberId: 'm2' })
    expect(list.find((r) => r.source.startsWith('Overhead L'))).toMatchObject({ phantom: true, stand: 'tall' })
    expect(list.at(-1)).toMatchObject({ mic: 'SM58', stand: 'tall', phantom: false })
  })

  it('is deterministic, uses a single-input label and never exceeds 96 channels', () => {
    expect(generateInputList(band)).toEqual(generateInputList(band))
    const labelled = generateInputList([
      { id: 'x', name: '', instruments: [{ id: 'a', kind: 'brass', label: 'Trumpet' }], vocals: 'none' },
    ])
    expect(labelled.map((r) => r.source)).toEqual(['Trumpet'])
    const huge: Member[] = Array.from({ length: 64 }, (_, i) => ({
      id: `m${i}`,
      name: `P${i}`,
      instruments: [{ id: 'd', kind: 'drums' as const, label: '' }],
      vocals: 'lead' as const,
    }))
    expect(generateInputList(huge)).toHaveLength(96)
    expect(generateInputList([])).toEqual([])
  })
})

describe('riders over HTTP (REST and tRPC)', () => {
  let t: TestApp
  let alice: TestUser
  let bob: TestUser
  let venueId: number
  let smallVenueId: number
  let artistId: number

  beforeAll(async () => {
    t = await startTestApp()
    alice = await t.newUser()
    bob = await t.newUser()
    const common = { city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4 }
    const a = await t.deps.db
      .insertInto('artists')
      .values({ ...common, name: 'The Testers', act_type: 'band' })
      .returning('id')
      .executeTakeFirstOrThrow()
    artistId = a.id
    const v = await t.deps.db
      .insertInto('venues')
      .values({
        ...common,
        name: 'Big Hall',
        venue_type: 'club',
        stage_width_m: 12,
        stage_depth_m: 8,
        desk_channels: 48,
        has_pa: true,
        has_lighting: true,
        backline: ['Drum kit', 'Bass amp'],
        power_amps: 125,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    venueId = v.id
    const s = await t.deps.db
      .insertInto('venues')
      .values({ ...common, name: 'Tiny Bar', venue_type: 'bar', stage_width_m: 3, stage_depth_m: 2, desk_channels: 8 })
      .returning('id')
      .executeTakeFirstOrThrow()
    smallVenueId = s.id
  })
  afterAll(() => t?.stop())

  const json = async (res: Response) => ({ status: res.status, body: res.status === 204 ? null : await res.json() })

  it('creates, saves and loads a rider with its generated input list', async () => {
    const doc = riderDoc()
    const created = await json(
      await t.api('/api/riders', {
        method: 'POST',
        token: alice.token,
        json: { name: 'The Testers', variant: 'Full band', artistId, doc },
      }),
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'The Testers',
      variant: 'Full band',
      artistName: 'The Testers',
      revision: 1,
      version: 0,
      changedSinceVersion: true,
    })
    expect(created.body.doc.inputs).toHaveLength(17)
    const id = created.body.id

    const changed = { ...doc, notes: 'Load-in through the back door', hospitality: { ...doc.hospitality, guests: 6 } }
    const saved = await json(
      await t.api(`/api/riders/${id}`, { method: 'PUT', token: alice.token, json: { doc: changed, baseRevision: 1 } }),
    )
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ revision: 2, version: 0 })

    const loaded = await json(await t.api(`/api/riders/${id}`, { token: alice.token }))
    expect(loaded.body.doc.notes).toBe('Load-in through the back door')
    expect(loaded.body.doc.hospitality.guests).toBe(6)
    expect(loaded.body.doc.inputs[0].source).toBe('Kick in (Ben)')

    // A stale autosave (another tab saved revision 2 already) is refused and changes nothing.
    const stale = await json(
      await t.api(`/api/riders/${id}`, {
        method: 'PUT',
        token: alice.token,
        json: { doc: emptyDoc(), baseRevision: 1 },
      }),
    )
    expect(stale.status).toBe(409)
    expect((await json(await t.api(`/api/riders/${id}`, { token: alice.token }))).body.doc.notes).toBe(
      'Load-in through the back door',
    )

    const list = await json(await t.api('/api/riders', { token: alice.token }))
    expect(list.body.map((r: { id: string }) => r.id)).toContain(id)
    expect((await json(await t.api('/api/riders', { token: bob.token }))).body).toEqual([])
  })

  it('keeps riders private: other users get 404, anonymous 401', async () => {
    const { body } = await json(
      await t.api('/api/riders', { method: 'POST', token: alice.token, json: { name: 'Private' } }),
    )
    expect((await t.api(`/api/riders/${body.id}`, { token: bob.token })).status).toBe(404)
    expect(
      (await t.api(`/api/riders/${body.id}`, { method: 'PUT', token: bob.token, json: { name: 'Hacked' } })).status,
    ).toBe(404)
    expect((await t.api(`/api/riders/${body.id}`, { method: 'DELETE', token: bob.token })).status).toBe(404)
    expect((await t.api(`/api/riders/${body.id}/share`, { method: 'POST', token: bob.token })).status).toBe(404)
    expect((await t.api(`/api/riders/${body.id}`)).status).toBe(401)
    expect((await t.api('/api/riders')).status).toBe(401)
    expect((await json(await t.api(`/api/riders/${body.id}`, { token: alice.token }))).body.name).toBe('Private')
  })

  it('rejects bad input with a clear 4xx and changes nothing', async () => {
    const bad = async (path: string, init: Parameters<TestApp['api']>[1]) => {
      const r = await json(await t.api(path, { token: alice.token, ...init }))
      expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400)
      expect(r.status).toBeLessThan(500)
      expect(r.body).toMatchObject({ statusCode: r.status, statusMessage: expect.any(String) })
      return r
    }
    const before = (await json(await t.api('/api/riders', { token: alice.token }))).body.length
    expect((await bad('/api/riders', { method: 'POST', json: { name: '' } })).body.statusMessage).toBe(
      'Name is required',
    )
    await bad('/api/riders', { method: 'POST', json: { name: 'x'.repeat(81) } })
    await bad('/api/riders', { method: 'POST', json: { name: 'A', artistId: 999999 } })
    const tooMany = { members: Array.from({ length: 65 }, (_, i) => ({ id: `m${i}`, name: 'x', instruments: [] })) }
    await bad('/api/riders', { method: 'POST', json: { name: 'A', doc: tooMany } })
    const inputs = Array.from({ length: 97 }, (_, i) => ({ id: `i${i}`, source: 'x' }))
    await bad('/api/riders', { method: 'POST', json: { name: 'A', doc: { inputs } } })
    await bad('/api/riders', { method: 'POST', json: { name: 'A', doc: { notes: 'x'.repeat(2001) } } })
    await bad('/api/riders', { method: 'POST', json: { name: 'A', doc: { plot: { width: 0 } } } })
    await bad('/api/riders', { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } })
    await bad('/api/riders/not-a-uuid', { method: 'GET' })
    await bad('/api/riders/shared/short', { method: 'GET' })
    expect((await json(await t.api('/api/riders', { token: alice.token }))).body.length).toBe(before)
  })

  it('duplicates a rider into a variant and deletes one', async () => {
    const { body: src } = await json(
      await t.api('/api/riders', {
        method: 'POST',
        token: alice.token,
        json: { name: 'Duo', variant: 'Full band', doc: riderDoc() },
      }),
    )
    const dup = await json(
      await t.api(`/api/riders/${src.id}/duplicate`, {
        method: 'POST',
        token: alice.token,
        json: { variant: 'Acoustic' },
      }),
    )
    expect(dup.status).toBe(201)
    expect(dup.body).toMatchObject({ name: 'Duo', variant: 'Acoustic', revision: 1, version: 0, shared: false })
    expect(dup.body.id).not.toBe(src.id)
    expect(dup.body.doc).toEqual(src.doc)
    const del = await t.api(`/api/riders/${dup.body.id}`, { method: 'DELETE', token: alice.token })
    expect(del.status).toBe(204)
    expect((await t.api(`/api/riders/${dup.body.id}`, { token: alice.token })).status).toBe(404)
    expect((await t.api(`/api/riders/${src.id}`, { token: alice.token })).status).toBe(200)
  })

  it('shares the current version read-only and revokes the link', async () => {
    const { body: r } = await json(
      await t.api('/api/riders', { method: 'POST', token: alice.token, json: { name: 'Shared act', doc: riderDoc() } }),
    )
    const share = await json(await t.api(`/api/riders/${r.id}/share`, { method: 'POST', token: alice.token }))
    expect(share.status).toBe(200)
    expect(share.body.token).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    expect(share.body.url).toBe(`${t.url}/riders/shared/${share.body.token}`)
    // Sharing again returns the same link.
    expect(
      (await json(await t.api(`/api/riders/${r.id}/share`, { method: 'POST', token: alice.token }))).body.token,
    ).toBe(share.body.token)

    const shared = await json(await t.api(`/api/riders/shared/${share.body.token}`))
    expect(shared.status).toBe(200)
    expect(shared.body).toMatchObject({ name: 'Shared act', version: 1 })
    expect(shared.body).not.toHaveProperty('ownerId')
    expect(JSON.stringify(shared.body)).not.toContain(alice.id)

    await t.api(`/api/riders/${r.id}`, {
      method: 'PUT',
      token: alice.token,
      json: { doc: { ...r.doc, notes: 'v2 notes' } },
    })
    const current = await json(await t.api(`/api/riders/shared/${share.body.token}`))
    // The current document, named by the version sharing made and marked as changed since.
    expect(current.body).toMatchObject({ version: 1, changedSinceVersion: true, doc: { notes: 'v2 notes' } })

    // The SPA page answers 200 while shared.
    expect((await t.api(`/riders/shared/${share.body.token}`)).status).toBe(200)

    const revoke = await t.api(`/api/riders/${r.id}/share`, { method: 'DELETE', token: alice.token })
    expect(revoke.status).toBe(204)
    const gone = await json(await t.api(`/api/riders/shared/${share.body.token}`))
    expect(gone).toMatchObject({ status: 404, body: { statusMessage: 'Shared rider not found' } })
    expect((await t.api(`/riders/shared/${share.body.token}`)).status).toBe(404)
    expect((await json(await t.api(`/api/riders/${r.id}`, { token: alice.token }))).body.shared).toBe(false)

    // A new share makes a new token; the old one stays dead.
    const again = await json(await t.api(`/api/riders/${r.id}/share`, { method: 'POST', token: alice.token }))
    expect(again.body.token).not.toBe(share.body.token)
    expect((await t.api(`/api/riders/shared/${share.body.token}`)).status).toBe(404)
  })

  it('checks the fit against a venue of the directory', async () => {
    const { body: r } = await json(
      await t.api('/api/riders', { method: 'POST', token: alice.token, json: { name: 'Fit act', doc: riderDoc() } }),
    )
    const big = await json(await t.api(`/api/riders/${r.id}/fit?venueId=${venueId}`, { token: alice.token }))
    expect(big.status).toBe(200)
    expect(big.body).toMatchObject({ venueId, venueName: 'Big Hall', ok: true })
    const small = await json(await t.api(`/api/riders/${r.id}/fit?venueId=${smallVenueId}`, { token: alice.token }))
    expect(small.body.ok).toBe(false)
    const failed = small.body.items
      .filter((i: { status: string }) => i.status === 'missing')
      .map((i: { check: string }) => i.check)
    expect(failed).toEqual(['stageWidth', 'stageDepth', 'inputs'])
    // What the bar does not list (no PA or lighting switched on, no backline, no power) is unknown, not a miss.
    const unknown = small.body.items
      .filter((i: { status: string }) => i.status === 'unknown')
      .map((i: { check: string }) => i.check)
    expect(unknown).toEqual(['pa', 'lighting', 'backline', 'power'])
    expect((await t.api(`/api/riders/${r.id}/fit?venueId=999999`, { token: alice.token })).status).toBe(404)
    expect((await t.api(`/api/riders/${r.id}/fit?venueId=abc`, { token: alice.token })).status).toBe(400)
    expect((await t.api(`/api/riders/${r.id}/fit?venueId=${venueId}`, { token: bob.token })).status).toBe(404)
  })

  it('generates an input list over REST without storing anything', async () => {
    const r = await json(await t.api('/api/riders/input-list', { method: 'POST', json: { members: band } }))
    expect(r.status).toBe(200)
    expect(r.body.inputs).toEqual(generateInputList(band))
  })

  it('serves the same service over tRPC', async () => {
    const call = async (proc: string, input: unknown, token?: string, mutation = true) => {
      const res = mutation
        ? await t.api(`/trpc/riders.${proc}`, { method: 'POST', token, json: input })
        : await t.api(`/trpc/riders.${proc}?input=${encodeURIComponent(JSON.stringify(input))}`, { token })
      return { status: res.status, body: await res.json() }
    }
    const created = await call('create', { name: 'Via tRPC', variant: 'Acoustic' }, alice.token)
    expect(created.status).toBe(200)
    const id = created.body.result.data.id
    const updated = await call('update', { id, changes: { name: 'Renamed', baseRevision: 1 } }, alice.token)
    expect(updated.body.result.data).toMatchObject({ name: 'Renamed', revision: 2, version: 0 })
    const got = await call('get', { id }, bob.token, false)
    expect(got.status).toBe(404)
    expect(got.body.error.message).toBe('Rider not found')
    const shared = await call('share', { id }, alice.token)
    const pub = await call('shared', { token: shared.body.result.data.token }, undefined, false)
    expect(pub.body.result.data.name).toBe('Renamed')
    const bad = await call('create', { name: '' }, alice.token)
    expect(bad.status).toBe(400)
    const anon = await call('list', undefined, undefined, false)
    expect(anon.status).toBe(401)
    const look = await call('lookup', { kind: 'venue', q: 'hall' }, alice.token, false)
    expect(look.body.result.data.map((v: { name: string }) => v.name)).toEqual(['Big Hall'])
  })
})
