import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { realtimeUrl, StageConnection } from '../../../src/stages/connection.ts'
import type { StageView } from '../../../src/stages/protocol.ts'
import { dayStartMs, type RunOrderInput, timeline } from '../../../src/stages/running-order.ts'
import * as bookings from '../../bookings/repository.ts'
import { startTestApp, type TestApp, type TestUser } from '../../test/harness.ts'
import { buildFromBookings } from './fill.ts'

async function waitFor<T>(fn: () => T | undefined | null | false, ms = 30_000): Promise<T> {
  const start = Date.now()
  for (;;) {
    const v = fn()
    if (v) return v
    if (Date.now() - start > ms) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 10))
  }
}

const order: RunOrderInput = {
  date: '2026-07-10',
  timezone: 'Europe/Berlin',
  language: 'de',
  items: [
    { title: 'Doors', kind: 'doors', planned_start: 19 * 60, duration_min: 30 },
    { title: 'Support', kind: 'act', duration_min: 30, notes: 'Backline shared' },
    { title: 'Curfew', kind: 'curfew', planned_start: 23 * 60, duration_min: 0 },
  ],
}

describe('running order', () => {
  let t: TestApp
  let owner: TestUser
  let other: TestUser
  let admin: TestUser
  let stage: StageView
  const open: StageConnection[] = []

  beforeAll(async () => {
    t = await startTestApp({ setup: false })
    owner = await t.newUser()
    other = await t.newUser()
    admin = await t.newUser({ admin: true })
    const res = await t.api('/api/stages', { method: 'POST', token: owner.token, json: { name: 'Main stage' } })
    stage = await res.json()
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await t.stop()
  })

  const path = () => `/api/stages/${stage.id}/running-order`

  it('authz: only the owner reads and changes it (anonymous 401, other user and admin 403)', async () => {
    const calls: [string, RequestInit & { json?: unknown }][] = [
      [path(), {}],
      [path(), { method: 'PUT', json: order }],
      [`${path()}/ops`, { method: 'POST', json: { type: 'next' } }],
      [`${path()}/fill`, { method: 'POST', json: { date: '2026-07-10', timezone: 'Europe/Berlin' } }],
      [path(), { method: 'DELETE' }],
    ]
    for (const [p, init] of calls) {
      expect((await t.api(p, init)).status, `${init.method} ${p} anonymous`).toBe(401)
      expect((await t.api(p, { ...init, token: other.token })).status, `${init.method} ${p} other`).toBe(403)
      expect((await t.api(p, { ...init, token: admin.token })).status, `${init.method} ${p} admin`).toBe(403)
    }
    // None yet: 204 No Content.
    expect((await t.api(path(), { token: owner.token })).status).toBe(204)
    expect((await t.api('/api/stages/not-a-uuid/running-order', { token: owner.token })).status).toBe(404)
  })

  it('saves a running order; the stage view carries it and its version moves', async () => {
    const res = await t.api(path(), { method: 'PUT', token: owner.token, json: order })
    expect(res.status).toBe(200)
    const saved: StageView = await res.json()
    expect(saved.version).toBeGreaterThan(stage.version)
    expect(saved.runOrder?.items.map((i) => i.title)).toEqual(['Doors', 'Support', 'Curfew'])
    expect(saved.runOrder).toMatchObject({ date: '2026-07-10', timezone: 'Europe/Berlin', language: 'de' })
    expect(saved.runOrder?.items[1]).toMatchObject({
      planned_start: null,
      start_mode: 'manual',
      notes: 'Backline shared',
    })
    const got = await (await t.api(`/api/stages/${stage.id}`, { token: owner.token })).json()
    expect(got.runOrder.items).toHaveLength(3)
    const byCode = await (await t.api(`/api/stages/by-code/${stage.code}`)).json()
    expect(byCode.runOrder.items).toHaveLength(3)
    // The stage list carries no running order, only its time zone: the manager's first render reads Berlin time.
    const list: StageView[] = await (await t.api('/api/stages', { token: owner.token })).json()
    expect(list.find((s) => s.id === stage.id)).toMatchObject({ timezone: 'Europe/Berlin' })
    expect(list.find((s) => s.id === stage.id)?.runOrder).toBeUndefined()
    // Editing keeps the ids it was given.
    const items = saved.runOrder!.items
    const again: StageView = await (
      await t.api(path(), {
        method: 'PUT',
        token: owner.token,
        json: { ...order, items: [items[1], items[0], items[2]] },
      })
    ).json()
    expect(again.runOrder!.items.map((i) => i.id)).toEqual([items[1]!.id, items[0]!.id, items[2]!.id])
  })

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const before = await (await t.api(path(), { token: owner.token })).json()
    const cases: [string, string, unknown, number, RegExp][] = [
      ['PUT', path(), { ...order, date: '2026-13-01' }, 400, /date/i],
      ['PUT', path(), { ...order, timezone: 'Nowhere/Land' }, 400, /time zone/],
      ['PUT', path(), { ...order, items: [{ title: 'x'.repeat(121), kind: 'act', duration_min: 1 }] }, 400, /too long/],
      ['PUT', path(), { ...order, items: [{ title: 'x', kind: 'rave', duration_min: 1 }] }, 400, /kind/],
      ['PUT', path(), { ...order, items: [{ title: 'x', kind: 'act', duration_min: -1 }] }, 400, /duration/],
      [
        'PUT',
        path(),
        { ...order, items: Array.from({ length: 101 }, () => ({ title: 'x', kind: 'act', duration_min: 1 })) },
        400,
        /At most 100/,
      ],
      [
        'PUT',
        path(),
        { ...order, items: [{ title: 'x', kind: 'act', duration_min: 1, artist_id: 999999 }] },
        400,
        /artist/,
      ],
      ['PUT', path(), { ...order, items: [{ title: 'x\u0000', kind: 'act', duration_min: 1 }] }, 400, /./],
      ['POST', `${path()}/ops`, { type: 'explode' }, 400, /type/],
      ['POST', `${path()}/ops`, { type: 'nudge', minutes: 500 }, 400, /minutes/],
      ['POST', `${path()}/ops`, { type: 'nudge', minutes: 1 }, 409, /not running/],
      ['POST', `${path()}/ops`, { type: 'skip', item_id: '00000000-0000-4000-8000-000000000000' }, 409, /No such item/],
      ['POST', `${path()}/ops`, { type: 'reorder', item_ids: [] }, 409, /every item/],
      ['POST', `${path()}/fill`, { date: '2026-07-10', timezone: 'Europe/Berlin' }, 409, /No booked act/],
    ]
    for (const [method, p, json, status, message] of cases) {
      const res = await t.api(p, { method, token: owner.token, json })
      expect(res.status, `${method} ${p} ${JSON.stringify(json).slice(0, 60)}`).toBe(status)
      expect((await res.json()).statusMessage).toMatch(message)
    }
    expect(await (await t.api(path(), { token: owner.token })).json()).toEqual(before)
  })

  it('a live "next" reaches a display at once; nudge, pause and reorder while live follow the timeline', async () => {
    const display = new StageConnection({
      url: realtimeUrl(t.url, { code: stage.code }),
      onState: (s) => states.push(s),
    })
    const states: StageView[] = []
    open.push(display)
    await waitFor(() => states.length > 0)
    const op = async (json: unknown) => {
      const res = await t.api(`${path()}/ops`, { method: 'POST', token: owner.token, json })
      expect(res.status, JSON.stringify(json)).toBe(200)
      return (await res.json()) as StageView
    }
    const afterNext = await op({ type: 'next' })
    const shown = await waitFor(() => states.find((s) => s.version === afterNext.version))
    const first = shown.runOrder!.items[0]!
    expect(shown.runOrder!.live.current_item_id).toBe(first.id)
    const tl = timeline(shown.runOrder!, Date.now())
    expect(tl.status).toBe('running')
    expect(tl.current).toBe(0)

    const nudged = await op({ type: 'nudge', minutes: 5 })
    expect(nudged.runOrder!.live.nudge_ms).toBe(5 * 60_000)
    const paused = await op({ type: 'pause' })
    expect(paused.runOrder!.live.paused_at).not.toBeNull()
    const ids = paused.runOrder!.items.map((i) => i.id)
    const reordered = await op({ type: 'reorder', item_ids: [ids[0], ids[2], ids[1]] })
    expect(reordered.runOrder!.items.map((i) => i.id)).toEqual([ids[0], ids[2], ids[1]])
    expect(reordered.runOrder!.live.current_item_id).toBe(first.id)
    await waitFor(() => states.find((s) => s.version === reordered.version))
    const skipCurrent = await t.api(`${path()}/ops`, {
      method: 'POST',
      token: owner.token,
      json: { type: 'skip', item_id: first.id },
    })
    expect(skipCurrent.status).toBe(409)
    const stopped = await op({ type: 'stop' })
    expect(stopped.runOrder!.live.current_item_id).toBeNull()
  })

  it('tRPC mirrors REST; a message op keeps the running order on the displays', async () => {
    const rpc = await t.api(`/trpc/runOrder.get?input=${encodeURIComponent(JSON.stringify({ id: stage.id }))}`, {
      token: owner.token,
    })
    expect(rpc.status).toBe(200)
    expect((await rpc.json()).result.data.items).toHaveLength(3)
    const denied = await t.api('/trpc/runOrder.operate', {
      method: 'POST',
      token: other.token,
      json: { id: stage.id, op: { type: 'next' } },
    })
    expect(denied.status).toBe(403)
    const res = await t.api(`/api/stages/${stage.id}/message`, {
      method: 'POST',
      token: owner.token,
      json: { text: 'Hello' },
    })
    const after: StageView = await res.json()
    expect(after.runOrder?.items).toHaveLength(3)
  })

  it('fill from bookings: acts with their rider times and changeovers between them', () => {
    const riders = new Map([
      [
        7,
        {
          id: 'r7',
          doc: {
            times: [
              { label: 'Soundcheck', time: '17:00', minutes: 45 },
              { label: 'Show', time: '21:30', minutes: 75 },
              { label: 'Changeover', time: '', minutes: 30 },
            ],
          },
        },
      ],
    ])
    const items = buildFromBookings(
      [
        { listing_id: 3, name: 'Support Act', event_time: '20:00' },
        { listing_id: 7, name: 'Headliner', event_time: null },
      ],
      riders,
      { changeover: 'Umbau' },
    )
    expect(items.map((i) => [i.title, i.kind, i.planned_start, i.duration_min, i.start_mode])).toEqual([
      ['Support Act', 'act', 20 * 60, 60, 'manual'],
      ['Umbau', 'changeover', null, 30, 'after'],
      ['Headliner', 'act', 21 * 60 + 30, 75, 'manual'],
    ])
    expect(items[2]).toMatchObject({ artist_id: 7, rider_id: 'r7' })
    expect(items[2]!.notes).toContain('Soundcheck 17:00 45 min')
  })

  it('fills from the booked acts of the owner on the date, with rider times, and stops the show', async () => {
    const db = t.deps.db
    const common = { city: 'Berlin', country: 'DE', lat: 52.5, lng: 13.4 }
    const artist = async (name: string) =>
      (
        await db
          .insertInto('artists')
          .values({ ...common, name, act_type: 'band' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    const opener = await artist('Opening Act')
    const head = await artist('Zed Band')
    const rider = await db
      .insertInto('riders')
      .values({
        owner_id: other.id,
        artist_id: head,
        name: 'Zed rider',
        doc: JSON.stringify({
          times: [
            { id: 'a', label: 'Show', time: '21:30', minutes: 80 },
            { id: 'b', label: 'Changeover', time: '', minutes: 25 },
          ],
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const base = {
      event_type: 'Club night',
      guests: null,
      budget_amount: null,
      budget_currency: null,
      message: 'Hi',
      booker_locale: 'en',
    }
    const book = async (
      bookerId: string,
      entity_id: number,
      time: string | null,
      status: 'booked' | 'new' = 'booked',
      date = '2027-05-01',
    ) => {
      const id = await bookings.insertEnquiry(
        db,
        { ...base, booker_id: bookerId, entity_type: 'artist', entity_id, event_date: date, event_time: time },
        new Date(),
      )
      if (status === 'booked') await bookings.touch(db, id, 'listing', new Date(), 'booked')
    }
    await book(owner.id, head, '21:30')
    await book(owner.id, opener, '20:00')
    await book(other.id, opener, '19:00')
    const res = await t.api(`${path()}/fill`, {
      method: 'POST',
      token: owner.token,
      json: { date: '2027-05-01', timezone: 'Europe/Berlin', language: 'de' },
    })
    expect(res.status).toBe(200)
    const filled: StageView = await res.json()
    expect(filled.runOrder!.items.map((i) => [i.title, i.kind, i.planned_start, i.duration_min])).toEqual([
      ['Opening Act', 'act', 20 * 60, 60],
      ['Umbau', 'changeover', null, 25],
      ['Zed Band', 'act', 21 * 60 + 30, 80],
    ])
    expect(filled.runOrder!.items[2]).toMatchObject({ artist_id: head, rider_id: rider.id })
    expect(filled.runOrder!.live.current_item_id).toBeNull()
    expect((filled as StageView & { warnings: unknown[] }).warnings).toEqual([])
    // Another user's bookings fill nothing for them on this stage: it is not theirs.
    const denied = await t.api(`${path()}/fill`, {
      method: 'POST',
      token: other.token,
      json: { date: '2027-05-01', timezone: 'Europe/Berlin' },
    })
    expect(denied.status).toBe(403)

    // Bookings that do not fit: the opener plays 20:00–21:00, the changeover Zed's rider asks for ends at 21:25,
    // but Zed is booked for 20:30. The answer says so, and Zed is expected after the changeover.
    const early = await artist('Early Act')
    await book(owner.id, early, '20:00', 'booked', '2027-05-02')
    await book(owner.id, head, '20:30', 'booked', '2027-05-02')
    const clash = await t.api(`${path()}/fill`, {
      method: 'POST',
      token: owner.token,
      json: { date: '2027-05-02', timezone: 'Europe/Berlin' },
    })
    expect(clash.status).toBe(200)
    const clashed: StageView & { warnings: unknown[] } = await clash.json()
    const zed = clashed.runOrder!.items[2]!
    expect(zed).toMatchObject({ title: 'Zed Band', planned_start: 20 * 60 + 30 })
    expect(clashed.warnings).toEqual([
      { kind: 'overlap', item_id: zed.id, item: 'Zed Band', previous: 'Changeover', minutes: 55 },
    ])
    const expected = timeline(clashed.runOrder!, Date.now()).items[2]!.expected_start_ms
    expect(expected).toBe(dayStartMs('2027-05-02', 'Europe/Berlin') + (21 * 60 + 25) * 60_000)
  })

  it('over the manager socket: a run step reaches the displays; a display cannot send one', async () => {
    const states: StageView[] = []
    const errors: { status: number }[] = []
    const display = new StageConnection({
      url: realtimeUrl(t.url, { code: stage.code }),
      onState: (s) => states.push(s),
      onError: (e) => errors.push(e),
    })
    const managerStates: StageView[] = []
    const manager = new StageConnection({
      url: realtimeUrl(t.url, { stage: stage.id }),
      token: owner.token,
      onState: (s) => managerStates.push(s),
    })
    open.push(display, manager)
    await waitFor(() => states.length > 0 && managerStates.length > 0 && manager.status === 'open')
    const version = await manager.run({ type: 'next' })
    const shown = await waitFor(() => states.find((s) => s.version === version))
    expect(shown.runOrder!.live.current_item_id).toBe(shown.runOrder!.items[0]!.id)
    await expect(manager.run({ type: 'nudge', minutes: 0 })).rejects.toThrow(/at least a minute/)
    display.sendRaw({ type: 'run', op: { type: 'next' } })
    await waitFor(() => errors.some((e) => e.status === 403))
  })

  it('deleting the running order removes it from the stage view', async () => {
    const res = await t.api(path(), { method: 'DELETE', token: owner.token })
    expect(res.status).toBe(200)
    expect((await res.json()).runOrder).toBeNull()
    expect((await t.api(path(), { method: 'DELETE', token: owner.token })).status).toBe(404)
    const list: StageView[] = await (await t.api('/api/stages', { token: owner.token })).json()
    expect(list.find((s) => s.id === stage.id)?.timezone).toBeNull()
  })
})
