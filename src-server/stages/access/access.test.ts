import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { CreatedLink, LinkView } from '../../../src/stages/access.ts'
import { type ConnectionStatus, realtimeUrl, StageConnection } from '../../../src/stages/connection.ts'
import { REALTIME_PATH, type StageView } from '../../../src/stages/protocol.ts'
import { startTestApp, type TestApp, type TestUser, usingPostgres } from '../../test/harness.ts'

async function waitFor<T>(fn: () => T | undefined | null | false, ms = 30_000): Promise<T> {
  const start = Date.now()
  for (;;) {
    const v = fn()
    if (v) return v
    if (Date.now() - start > ms) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 10))
  }
}

interface Watched {
  conn: StageConnection
  states: StageView[]
  statuses: ConnectionStatus[]
  errors: { status: number; message: string; i18nKey?: string }[]
  roles: string[]
  last: () => StageView | undefined
}

function watch(url: string, token?: string): Watched {
  const w: Watched = { states: [], statuses: [], errors: [], roles: [], last: () => w.states.at(-1) } as never
  w.conn = new StageConnection({
    url,
    token,
    reconnectDelays: [50],
    onState: (s) => w.states.push(s),
    onStatus: (s, e) => {
      w.statuses.push(s)
      if (e) w.errors.push(e)
    },
    onError: (e) => w.errors.push(e),
    onRole: (r) => w.roles.push(r),
  })
  return w
}

describe('stage role links and the show-control API', () => {
  let t: TestApp
  let owner: TestUser
  let other: TestUser
  let admin: TestUser
  let stage: StageView
  const open: StageConnection[] = []
  const track = (w: Watched) => {
    open.push(w.conn)
    return w
  }
  const createLink = async (role: string, token = owner.token, stageId = stage.id) =>
    t.api(`/api/stages/${stageId}/links`, { method: 'POST', token, json: { role, label: `${role} link` } })
  const control = (path: string, apiToken?: string, init: RequestInit & { json?: unknown } = {}) =>
    t.api(`/api/show-control${path}`, {
      method: 'POST',
      ...init,
      headers: { ...(apiToken ? { authorization: `Bearer ${apiToken}` } : {}), ...(init.headers ?? {}) },
    })

  beforeAll(async () => {
    t = await startTestApp({ setup: false })
    owner = await t.newUser()
    other = await t.newUser()
    admin = await t.newUser({ admin: true })
    stage = await (await t.api('/api/stages', { method: 'POST', token: owner.token, json: { name: 'Main' } })).json()
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await t.stop()
  })

  it('only the owner creates, lists and revokes links: anonymous 401, other user and admin 403', async () => {
    expect((await t.api(`/api/stages/${stage.id}/links`, { method: 'POST', json: { role: 'viewer' } })).status).toBe(
      401,
    )
    expect((await createLink('viewer', other.token)).status).toBe(403)
    expect((await createLink('viewer', admin.token)).status).toBe(403)
    expect((await t.api(`/api/stages/${stage.id}/links`)).status).toBe(401)
    expect((await t.api(`/api/stages/${stage.id}/links`, { token: other.token })).status).toBe(403)
    expect((await t.api(`/api/stages/${stage.id}/links`, { token: admin.token })).status).toBe(403)
    expect((await createLink('viewer', owner.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404)

    const res = await createLink('viewer')
    expect(res.status).toBe(201)
    const link: CreatedLink = await res.json()
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(link.url).toBe(`${t.deps.config.publicUrl.replace(/\/$/, '')}/stageWhisperer/link#${link.token}`)
    // Shown once: the list has neither the token nor its hash.
    const listed = await (await t.api(`/api/stages/${stage.id}/links`, { token: owner.token })).text()
    expect(listed).toContain(link.id)
    expect(listed).not.toContain(link.token)
    expect(listed).not.toMatch(/[0-9a-f]{64}/)

    const del = (token?: string) => t.api(`/api/stages/${stage.id}/links/${link.id}`, { method: 'DELETE', token })
    expect((await del()).status).toBe(401)
    expect((await del(other.token)).status).toBe(403)
    expect((await del(admin.token)).status).toBe(403)
    expect((await del(owner.token)).status).toBe(204)
    expect((await del(owner.token)).status).toBe(404)
    expect((await t.api(`/api/stages/${stage.id}/links/nope`, { method: 'DELETE', token: owner.token })).status).toBe(
      404,
    )
  })

  it('refuses bad input with a clear 4xx', async () => {
    expect((await createLink('display')).status).toBe(400)
    const long = await t.api(`/api/stages/${stage.id}/links`, {
      method: 'POST',
      token: owner.token,
      json: { role: 'viewer', label: 'x'.repeat(61) },
    })
    expect(long.status).toBe(400)
    expect((await long.json()).statusMessage).toMatch(/Label is too long/)
    const huge = await t.api(`/api/stages/${stage.id}/links`, {
      method: 'POST',
      token: owner.token,
      json: { role: 'viewer', label: 'x'.repeat(10_000) },
    })
    expect(huge.status).toBe(413)
  })

  it('drives the stage with the API token; viewer and controller tokens, none and wrong ones are refused', async () => {
    const api: CreatedLink = await (await createLink('api')).json()
    expect(api.url).toBeNull()
    const viewer: CreatedLink = await (await createLink('viewer')).json()
    const controller: CreatedLink = await (await createLink('controller')).json()

    expect((await control('/flash')).status).toBe(401)
    expect((await control('/flash', 'x'.repeat(43))).status).toBe(401)
    expect((await control('/flash', viewer.token)).status).toBe(403)
    expect((await control('/flash', controller.token)).status).toBe(403)
    // A user's session is no API token.
    expect((await control('/flash', owner.token)).status).toBe(401)

    const msg = await control('/message', api.token, {
      json: { text: 'Wrap up', tone: 'urgent' },
      headers: { 'content-type': 'application/json' },
    })
    expect(msg.status).toBe(200)
    expect(await msg.json()).toMatchObject({ id: stage.id, message: 'Wrap up', blackout: false })
    expect(await (await control('/blackout/on', api.token)).json()).toMatchObject({ blackout: true })
    expect(await (await control('/blackout/toggle', api.token)).json()).toMatchObject({ blackout: false })
    expect(await (await control('/preset/2', api.token)).json()).toMatchObject({ message: 'Wrap up' })
    expect((await control('/preset/99', api.token)).status).toBe(404)
    expect((await control('/preset/0', api.token)).status).toBe(400)
    expect((await control('/nudge/-5', api.token)).status).toBe(200)
    expect((await control('/nudge/61', api.token)).status).toBe(400)
    expect((await control('/nudge/0', api.token)).status).toBe(400)
    expect((await control('/blackout/maybe', api.token)).status).toBe(400)
    const big = await control('/message', api.token, {
      body: JSON.stringify({ text: 'x'.repeat(5000) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(big.status).toBe(413)
    const state = await t.api('/api/show-control/stage', { headers: { authorization: `Bearer ${api.token}` } })
    expect(await state.json()).toMatchObject({ id: stage.id, name: 'Main' })

    // Rotation: a new API token replaces the old one at once, which from then on answers that it was revoked.
    const rotated: CreatedLink = await (await createLink('api')).json()
    const old = await control('/flash', api.token)
    expect(old.status).toBe(403)
    expect(await old.json()).toMatchObject({
      statusMessage: 'This link was revoked',
      i18nKey: 'showcontrol.errors.linkRevoked',
    })
    expect((await control('/flash', rotated.token)).status).toBe(200)
    const links: LinkView[] = await (await t.api(`/api/stages/${stage.id}/links`, { token: owner.token })).json()
    expect(links.filter((l) => l.role === 'api').map((l) => l.id)).toEqual([rotated.id])
    expect(links.find((l) => l.id === rotated.id)?.last_used_at).not.toBeNull()

    // Another user's API token drives only their own stage.
    const theirs: StageView = await (
      await t.api('/api/stages', { method: 'POST', token: other.token, json: { name: 'Theirs' } })
    ).json()
    const theirToken: CreatedLink = await (await createLink('api', other.token, theirs.id)).json()
    expect(await (await control('/blackout/on', theirToken.token)).json()).toMatchObject({ id: theirs.id })
    const mine = await (await t.api(`/api/stages/${stage.id}`, { token: owner.token })).json()
    expect(mine.state.blackout).toBe(false)
  })

  it('drives the running order with the API token and a controller link, when the stage has one', async () => {
    const order = {
      date: '2026-07-10',
      timezone: 'Europe/Berlin',
      items: [
        { title: 'Support', kind: 'act', duration_min: 30 },
        { title: 'Headliner', kind: 'act', duration_min: 90 },
      ],
    }
    const saved = await t.api(`/api/stages/${stage.id}/running-order`, {
      method: 'PUT',
      token: owner.token,
      json: order,
    })
    expect(saved.status).toBe(200)
    const [support, headliner] = ((await saved.json()) as StageView).runOrder!.items
    const api: CreatedLink = await (await createLink('api')).json()
    const live = async (res: Response) => {
      expect(res.status).toBe(200)
      return (
        (await res.json()).state &&
        ((await t.api(`/api/stages/${stage.id}`, { token: owner.token }).then((r) => r.json())) as StageView)
      )
    }
    expect((await live(await control('/start', api.token))).runOrder?.live.current_item_id).toBe(support!.id)
    expect((await live(await control('/next', api.token))).runOrder?.live.current_item_id).toBe(headliner!.id)
    expect((await live(await control('/nudge/5', api.token))).runOrder?.live.nudge_ms).toBe(5 * 60_000)
    expect((await live(await control('/previous', api.token))).runOrder?.live.current_item_id).toBe(support!.id)

    const controller: CreatedLink = await (await createLink('controller')).json()
    const c = track(watch(realtimeUrl(t.url, { link: controller.token })))
    await waitFor(() => c.last())
    await c.conn.op({ type: 'next' } as never)
    await waitFor(() => c.last()?.runOrder?.live.current_item_id === headliner!.id)
    expect((await live(await control('/stop', api.token))).runOrder?.live.current_item_id).toBeNull()
    await t.api(`/api/stages/${stage.id}/running-order`, { method: 'DELETE', token: owner.token })
  })

  it('a viewer follows read-only, a controller operates; revoking disconnects at once', async () => {
    const viewer: CreatedLink = await (await createLink('viewer')).json()
    const controller: CreatedLink = await (await createLink('controller')).json()
    const display = track(watch(realtimeUrl(t.url, { code: stage.code })))
    const v = track(watch(realtimeUrl(t.url, { link: viewer.token, device: 'phone-device-1' })))
    const c = track(watch(realtimeUrl(t.url, { link: controller.token, device: 'laptop-device-1' })))
    await waitFor(() => v.last() && c.last() && display.last())
    expect(v.roles).toEqual(['viewer'])
    expect(c.roles).toEqual(['controller'])

    await expect(v.conn.op({ type: 'flash' })).rejects.toMatchObject({ status: 403 })
    v.conn.ack('anything')
    await waitFor(() => v.errors.some((e) => e.status === 403 && /acknowledge/.test(e.message)))

    await c.conn.op({ type: 'message', text: 'From the controller', tone: 'normal' })
    await waitFor(() => display.last()?.state.message?.text === 'From the controller')
    await waitFor(() => v.last()?.state.message?.text === 'From the controller')
    await c.conn.op({ type: 'blackout', on: true })
    await waitFor(() => display.last()?.state.blackout === true)
    await c.conn.op({ type: 'blackout', on: false })
    await waitFor(() => display.last()?.state.blackout === false)

    const links: LinkView[] = await (await t.api(`/api/stages/${stage.id}/links`, { token: owner.token })).json()
    const seen = links.find((l) => l.id === viewer.id)!
    expect(seen.devices).toMatchObject([{ device_id: 'phone-device-1', user_agent: expect.any(String) }])

    expect(
      (await t.api(`/api/stages/${stage.id}/links/${controller.id}`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(204)
    await waitFor(() => c.statuses.includes('failed'))
    expect(c.errors.at(-1)).toMatchObject({
      status: 403,
      message: 'This link was revoked',
      i18nKey: 'showcontrol.errors.linkRevoked',
    })
    expect(v.conn.status).toBe('open')
    expect(display.conn.status).toBe('open')
    // The revoked token no longer opens a socket, and a page coming back with it is told it was revoked (not
    // "unknown link"), however late.
    const again = track(watch(realtimeUrl(t.url, { link: controller.token })))
    await waitFor(() => again.statuses.includes('failed'))
    expect(again.errors.at(-1)).toMatchObject({ status: 403, i18nKey: 'showcontrol.errors.linkRevoked' })
    expect(again.states).toEqual([])
  })

  it('keeps a revoked link as a tombstone: it always answers "revoked", never works again, and leaves the list', async () => {
    const viewer: CreatedLink = await (await createLink('viewer')).json()
    const controller: CreatedLink = await (await createLink('controller')).json()
    const api: CreatedLink = await (await createLink('api')).json()
    // Another owner's stage with links of its own.
    const theirs: StageView = await (
      await t.api('/api/stages', { method: 'POST', token: other.token, json: { name: 'Next door' } })
    ).json()
    const theirViewer: CreatedLink = await (await createLink('viewer', other.token, theirs.id)).json()
    const theirApi: CreatedLink = await (await createLink('api', other.token, theirs.id)).json()
    const list = async (stageId = stage.id, token = owner.token): Promise<LinkView[]> =>
      (await t.api(`/api/stages/${stageId}/links`, { token })).json()
    const revoke = (id: string, stageId = stage.id, token = owner.token) =>
      t.api(`/api/stages/${stageId}/links/${id}`, { method: 'DELETE', token })

    // Seen by a device, then revoked: the list shows neither the link nor its devices.
    const seen = track(watch(realtimeUrl(t.url, { link: viewer.token, device: 'tombstone-phone' })))
    await waitFor(() => seen.last())
    for (const l of [viewer, controller, api]) expect((await revoke(l.id)).status).toBe(204)
    await waitFor(() => seen.statuses.includes('failed'))
    const ids = (await list()).map((l) => l.id)
    for (const l of [viewer, controller, api]) expect(ids).not.toContain(l.id)
    // Revoked once: a second revoke finds no live link, and another owner's stage path does not reach mine.
    expect((await revoke(viewer.id)).status).toBe(404)
    expect((await revoke(theirViewer.id)).status).toBe(404)
    expect((await revoke(theirViewer.id, theirs.id, owner.token)).status).toBe(403)

    // HTTP: the API token and the person's links answer "revoked", every time (and are no guesses: no 429).
    for (let i = 0; i < 35; i++) {
      const res = await control('/flash', i % 2 ? api.token : controller.token)
      expect(res.status).toBe(403)
      expect((await res.json()).i18nKey).toBe('showcontrol.errors.linkRevoked')
    }
    const state = await t.api('/api/show-control/stage', { headers: { authorization: `Bearer ${api.token}` } })
    expect(state.status).toBe(403)
    // Realtime: a viewer coming back, and a controller, are told it was revoked.
    for (const token of [viewer.token, controller.token, api.token]) {
      const w = track(watch(realtimeUrl(t.url, { link: token })))
      await waitFor(() => w.statuses.includes('failed'))
      expect(w.errors.at(-1)).toMatchObject({ status: 403, i18nKey: 'showcontrol.errors.linkRevoked' })
    }

    // Nothing brings a revoked link back: the tombstone refuses every change, in the database too.
    const row = () =>
      t.deps.db
        .selectFrom('stage_links')
        .select(['revoked_at', 'last_used_at', 'token_hash'])
        .where('id', '=', controller.id)
        .executeTakeFirstOrThrow()
    const before = await row()
    expect(before.revoked_at).not.toBeNull()
    await expect(
      sql`update stage_links set revoked_at = null where id = ${controller.id}`.execute(t.deps.db),
    ).rejects.toThrow(/revoked/)
    await expect(
      sql`update stage_links set token_hash = ${'0'.repeat(64)} where id = ${controller.id}`.execute(t.deps.db),
    ).rejects.toThrow(/revoked/)
    expect(await row()).toEqual(before)
    const devices = await t.deps.db
      .selectFrom('stage_link_devices')
      .select('device_id')
      .where('link_id', '=', viewer.id)
      .execute()
    expect(devices).toEqual([])

    // Tombstones do not count towards the stage's links: the 20 are live ones.
    const live = (await list()).length
    const made: CreatedLink[] = []
    for (let i = live; i < 20; i++) made.push(await (await createLink('viewer')).json())
    expect((await createLink('viewer')).status).toBe(409)
    expect((await revoke(made[0]!.id)).status).toBe(204)
    const room: CreatedLink = await (await createLink('viewer')).json()
    expect(room.id).toBeDefined()
    for (const l of [room, ...made.slice(1)]) expect((await revoke(l.id)).status).toBe(204)

    // The other stage's links are untouched.
    expect((await list(theirs.id, other.token)).map((l) => l.id).sort()).toEqual([theirViewer.id, theirApi.id].sort())
    expect(await (await control('/blackout/on', theirApi.token)).json()).toMatchObject({ id: theirs.id })
    const next = track(watch(realtimeUrl(t.url, { link: theirViewer.token })))
    await waitFor(() => next.last())
    expect(next.roles).toEqual(['viewer'])
  })

  it('remembers a bounded number of devices per link', async () => {
    const viewer: CreatedLink = await (await createLink('viewer')).json()
    for (let i = 0; i < 12; i++) {
      const w = track(watch(realtimeUrl(t.url, { link: viewer.token, device: `device-number-${i}` })))
      await waitFor(() => w.last())
      w.conn.close()
    }
    const links: LinkView[] = await (await t.api(`/api/stages/${stage.id}/links`, { token: owner.token })).json()
    const devices = links.find((l) => l.id === viewer.id)!.devices
    expect(devices.length).toBe(10)
    expect(devices.map((d) => d.device_id)).not.toContain('device-number-0')
  })

  it('remembers the displays that opened the stage code, shown to the owner only; ids of the wrong shape are not kept', async () => {
    const displays = (token?: string) => t.api(`/api/stages/${stage.id}/display-devices`, { token })
    for (const device of ['tv-at-the-stage', 'bad id!']) {
      const w = track(watch(realtimeUrl(t.url, { code: stage.code, device })))
      await waitFor(() => w.last())
    }
    // Remembered just after the display is served: poll until it is there.
    let seen: { device_id: string; last_seen_at: string }[] = []
    for (const start = Date.now(); !seen.length && Date.now() - start < 30_000; ) {
      seen = await (await displays(owner.token)).json()
      if (!seen.length) await new Promise((r) => setTimeout(r, 50))
    }
    expect(seen.map((d) => d.device_id)).toEqual(['tv-at-the-stage'])
    expect(Date.parse(seen[0]!.last_seen_at)).toBeGreaterThan(Date.now() - 60_000)
    expect((await displays()).status).toBe(401)
    expect((await displays(other.token)).status).toBe(403)
    expect((await displays(admin.token)).status).toBe(403)
  })
})

describe('guessing link tokens', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ setup: false })
  })
  afterAll(() => t.stop())

  it('spends the stage-code budget: the 31st wrong token within a minute is refused on the API and the socket', async () => {
    const wrong = (i: number) => `${'A'.repeat(40)}${String(i).padStart(3, '0')}`
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (
          await t.api('/api/show-control/flash', {
            method: 'POST',
            headers: { authorization: `Bearer ${wrong(i)}` },
          })
        ).status,
      )
    }
    expect(statuses).toEqual(Array(30).fill(401))
    const refused = await t.api('/api/show-control/flash', {
      method: 'POST',
      headers: { authorization: `Bearer ${wrong(30)}` },
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const first = await new Promise<{ type: string; status?: number }>((resolve, reject) => {
      const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}${REALTIME_PATH}?link=${wrong(31)}`)
      ws.once('message', (data) => resolve(JSON.parse(data.toString())))
      ws.on('error', reject)
    })
    expect(first).toMatchObject({ type: 'error', status: 429 })
  })
})

describe.skipIf(!usingPostgres)('revoking across server copies', () => {
  let a: TestApp
  let b: TestApp
  const open: StageConnection[] = []
  beforeAll(async () => {
    a = await startTestApp({ setup: false })
    b = await startTestApp({ setup: false, sharedDatabaseUrl: a.deps.config.DATABASE_URL! })
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await b?.stop()
    await a?.stop()
  })

  it('a controller on one copy is disconnected when the owner revokes its link on the other; blackout crosses too', async () => {
    const owner = await a.newUser()
    const stage: StageView = await (
      await a.api('/api/stages', { method: 'POST', token: owner.token, json: { name: 'Two copies' } })
    ).json()
    const link: CreatedLink = await (
      await a.api(`/api/stages/${stage.id}/links`, { method: 'POST', token: owner.token, json: { role: 'controller' } })
    ).json()
    const display = watch(realtimeUrl(a.url, { code: stage.code }))
    const c = watch(realtimeUrl(b.url, { link: link.token }))
    open.push(display.conn, c.conn)
    await waitFor(() => display.last() && c.last())
    await c.conn.op({ type: 'blackout', on: true })
    await waitFor(() => display.last()?.state.blackout === true)
    expect(
      (await a.api(`/api/stages/${stage.id}/links/${link.id}`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(204)
    await waitFor(() => c.statuses.includes('failed'))
    expect(c.errors.at(-1)).toMatchObject({ status: 403 })
  })
})
