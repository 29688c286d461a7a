/**
 * Screens of a stage through the real server and sockets: a message for one named screen reaches that screen only
 * (the others never see its words, and neither does the public read by code), every screen and controller link
 * acknowledges once and the manager sees who did, and the show-control API sends to a screen by its name. And
 * an act's set list comes from its rider into the stage's set list in one step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CreatedLink, DisplayDevice } from '../../src/stages/access.ts'
import { realtimeUrl, StageConnection } from '../../src/stages/connection.ts'
import type { StageView } from '../../src/stages/protocol.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

async function waitFor<T>(fn: () => T | undefined | null | false | Promise<T | undefined | null | false>) {
  const start = Date.now()
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() - start > 30_000) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 10))
  }
}

interface Watched {
  conn: StageConnection
  states: StageView[]
  errors: { status: number; message: string }[]
  last: () => StageView | undefined
}

function watch(url: string, token?: string): Watched {
  const w: Watched = { states: [], errors: [], last: () => w.states.at(-1) } as never
  w.conn = new StageConnection({
    url,
    token,
    reconnectDelays: [50],
    onState: (s) => w.states.push(s),
    onError: (e) => w.errors.push(e),
  })
  return w
}

describe('stage screens: targeted messages, who acknowledged, sound', () => {
  let t: TestApp
  let owner: TestUser
  let stage: StageView
  const open: StageConnection[] = []
  const track = (w: Watched) => {
    open.push(w.conn)
    return w
  }
  const DRUMS = 'drums-device-0001'
  const KEYS = 'keys-device-0002'
  let drums: Watched
  let keys: Watched
  let manager: Watched
  const devices = async (): Promise<DisplayDevice[]> =>
    (await t.api(`/api/stages/${stage.id}/display-devices`, { token: owner.token })).json()
  const control = (path: string, token: string, json: unknown) =>
    t.api(`/api/show-control${path}`, { method: 'POST', json, headers: { authorization: `Bearer ${token}` } })

  beforeAll(async () => {
    t = await startTestApp({ setup: false })
    owner = await t.newUser()
    stage = await (await t.api('/api/stages', { method: 'POST', token: owner.token, json: { name: 'Main' } })).json()
    drums = track(watch(realtimeUrl(t.url, { code: stage.code, device: DRUMS })))
    keys = track(watch(realtimeUrl(t.url, { code: stage.code, device: KEYS })))
    manager = track(watch(realtimeUrl(t.url, { stage: stage.id }), owner.token))
    await waitFor(() => drums.last() && keys.last() && manager.last())
    drums.conn.describe({ name: 'Drums', sound: true })
    keys.conn.describe({ name: 'Keys', sound: false })
    await waitFor(async () => (await devices()).filter((d) => d.online && d.name).length === 2)
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await t.stop()
  })

  it('lists each connected screen with its name and whether it allowed sound', async () => {
    const list = await devices()
    expect(list.map((d) => [d.device_id, d.name, d.sound, d.online]).sort()).toEqual([
      [DRUMS, 'Drums', true, true],
      [KEYS, 'Keys', false, true],
    ])
    // A display may describe only itself, in plain bounded text; a manager socket cannot describe a screen.
    keys.conn.sendRaw({ type: 'screen', name: 'x'.repeat(41), sound: true })
    await waitFor(() => keys.errors.some((e) => e.status === 400))
    manager.conn.sendRaw({ type: 'screen', name: 'Fake', sound: true })
    await waitFor(() => manager.errors.some((e) => e.status === 403))
    expect((await devices()).find((d) => d.device_id === KEYS)).toMatchObject({ name: 'Keys', sound: false })
  })

  it('descriptions that arrive close together (a busy server bunches paced sends) end with the latest, none refused', async () => {
    const keysNow = async () => (await devices()).find((d) => d.device_id === KEYS)
    const errors = keys.errors.length
    keys.conn.sendRaw({ type: 'screen', name: 'Keys 2', sound: true })
    keys.conn.sendRaw({ type: 'screen', name: 'Keys B', sound: true })
    keys.conn.sendRaw({ type: 'screen', name: 'Keys', sound: false })
    await waitFor(async () => {
      const row = await keysNow()
      return row?.name === 'Keys' && row.sound === false
    })
    expect(keys.errors.slice(errors)).toEqual([])
  })

  it('a message for one screen reaches that screen only; the other screens never get its words', async () => {
    const secret = 'Drummer: stick on the floor, left'
    await manager.conn.op({ type: 'message', text: secret, tone: 'attention', flash: true, target: DRUMS })
    const got = await waitFor(() => drums.states.find((s) => s.state.message?.text === secret))
    // The screen it is for sees the message and its flash, but neither its target nor anybody's acks.
    expect(got.state.message).not.toHaveProperty('target')
    expect(got.state.flashAt).toBe(got.state.message!.sentAt)
    const mine = await waitFor(() => manager.states.find((s) => s.state.message?.text === secret))
    expect(mine.state.message!.target).toEqual({ device: DRUMS, name: 'Drums' })
    // The other screen gets the new version, without the message or its flash.
    const other = await waitFor(() => keys.states.find((s) => s.version >= got.version))
    expect(other.state.message).toBeNull()
    expect(other.state.flashAt).toBeNull()
    expect(JSON.stringify(keys.states)).not.toContain(secret)
    // Nor does the public read by code (what any screen could ask for), nor a screen that joins now.
    const byCode = await (await t.api(`/api/stages/by-code/${stage.code}`)).text()
    expect(byCode).not.toContain(secret)
    const late = track(watch(realtimeUrl(t.url, { code: stage.code, device: 'late-device-0003' })))
    await waitFor(() => late.last())
    expect(JSON.stringify(late.states)).not.toContain(secret)
    // Keys cannot acknowledge a message that is not for it (it would have to know its id anyway).
    keys.conn.ack(mine.state.message!.id)
    await waitFor(() => keys.errors.some((e) => e.status === 409))
    drums.conn.ack(got.state.message!.id)
    const acked = await waitFor(() => manager.states.find((s) => s.state.message?.acks?.length))
    expect(acked.state.message!.acks).toEqual([expect.objectContaining({ by: 'Drums', via: 'display' })])
    // A timer change keeps the targeted message to its screen.
    await manager.conn.op({ type: 'timer.set', mode: 'countdown', durationMs: 60_000 })
    await waitFor(() => keys.last()!.state.timer.mode === 'countdown' && drums.last()!.state.timer.mode === 'countdown')
    expect(drums.last()!.state.message?.text).toBe(secret)
    expect(JSON.stringify(keys.states)).not.toContain(secret)
  })

  it('every screen and controller link acknowledges once; the manager sees who and when', async () => {
    const controllerLink: CreatedLink = await (
      await t.api(`/api/stages/${stage.id}/links`, {
        method: 'POST',
        token: owner.token,
        json: { role: 'controller', label: 'Monitor engineer' },
      })
    ).json()
    const controller = track(watch(realtimeUrl(t.url, { link: controllerLink.token })))
    await manager.conn.op({ type: 'message', text: 'Two songs left' })
    const shown = await waitFor(() => keys.states.find((s) => s.state.message?.text === 'Two songs left'))
    await waitFor(() => drums.last()?.state.message?.text === 'Two songs left' && controller.last())
    const id = shown.state.message!.id
    drums.conn.ack(id)
    keys.conn.ack(id)
    drums.conn.ack(id)
    controller.conn.ack(id)
    const seen = await waitFor(() => manager.states.find((s) => (s.state.message?.acks?.length ?? 0) >= 3))
    const acks = seen.state.message!.acks!
    expect(acks.map((a) => [a.by, a.via]).sort()).toEqual([
      ['Drums', 'display'],
      ['Keys', 'display'],
      ['Monitor engineer', 'link'],
    ])
    for (const a of acks) expect(a.at).toBeGreaterThanOrEqual(seen.state.message!.sentAt)
    expect(seen.state.message!.ackAt).toBe(Math.min(...acks.map((a) => a.at)))
    // Screens see that it was seen, not who saw it; the acks hold no device id.
    expect(keys.last()!.state.message).not.toHaveProperty('acks')
    expect(JSON.stringify(seen)).not.toContain(DRUMS)
  })

  it('refuses a target that is not a connected screen with a clear 4xx, and changes nothing', async () => {
    const before = manager.last()!.version
    await expect(manager.conn.op({ type: 'message', text: 'Hello', target: 'gone-device-9999' })).rejects.toThrow(
      /not connected/,
    )
    const rest = await t.api(`/api/stages/${stage.id}/message`, {
      method: 'POST',
      token: owner.token,
      json: { text: 'Hello', target: 'gone-device-9999' },
    })
    expect(rest.status).toBe(409)
    expect(await rest.json()).toMatchObject({ i18nKey: 'stages.errors.screenNotConnected' })
    const malformed = await t.api(`/api/stages/${stage.id}/message`, {
      method: 'POST',
      token: owner.token,
      json: { text: 'Hello', target: 'no good!' },
    })
    expect(malformed.status).toBe(400)
    const now: StageView = await (await t.api(`/api/stages/${stage.id}`, { token: owner.token })).json()
    expect(now.version).toBe(before)
  })

  it('the show-control API sends to a screen by its name; an unknown or shared name is a 409', async () => {
    const api: CreatedLink = await (
      await t.api(`/api/stages/${stage.id}/links`, { method: 'POST', token: owner.token, json: { role: 'api' } })
    ).json()
    const res = await control('/message', api.token, { text: 'Keys: capo 2', target: 'keys' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ message: 'Keys: capo 2', message_target: 'Keys' })
    const got = await waitFor(() => keys.states.find((s) => s.state.message?.text === 'Keys: capo 2'))
    await waitFor(() => drums.last()!.version >= got.version)
    expect(JSON.stringify(drums.states)).not.toContain('capo 2')
    // Without a target (or a blank one), every screen.
    expect(await (await control('/message', api.token, { text: 'All: thanks', target: '' })).json()).toMatchObject({
      message_target: null,
    })
    await waitFor(() => drums.last()?.state.message?.text === 'All: thanks')

    const before = manager.last()!.version
    const nobody = await control('/message', api.token, { text: 'Hello', target: 'Bass' })
    expect(nobody.status).toBe(409)
    expect(await nobody.json()).toMatchObject({ i18nKey: 'stages.errors.screenNotConnected' })
    // A second screen calls itself Drums: a name that two screens answer to reaches neither.
    const twin = track(watch(realtimeUrl(t.url, { code: stage.code, device: 'twin-device-0004' })))
    await waitFor(() => twin.last())
    twin.conn.describe({ name: 'drums', sound: false })
    await waitFor(async () => (await devices()).some((d) => d.name === 'drums'))
    const shared = await control('/message', api.token, { text: 'Hello', target: 'Drums' })
    expect(shared.status).toBe(409)
    expect(await shared.json()).toMatchObject({ i18nKey: 'stages.errors.screenAmbiguous' })
    expect((await control('/message', api.token, { text: 'Hello', target: 'x'.repeat(41) })).status).toBe(400)
    const now: StageView = await (await t.api(`/api/stages/${stage.id}`, { token: owner.token })).json()
    expect(now.version).toBe(before)
  })

  it("pulls the set list of an act's rider into the stage's set list; no rider 404, no songs 409", async () => {
    const rider = async (setList?: string[]) =>
      (
        await (
          await t.api('/api/riders', {
            method: 'POST',
            token: owner.token,
            json: { name: 'The Testers', ...(setList ? { doc: { setList } } : {}) },
          })
        ).json()
      ).id as string
    const withSongs = await rider(['Opener', '  Second song ', 'Encore'])
    const withoutSongs = await rider()
    const saved: StageView = await (
      await t.api(`/api/stages/${stage.id}/running-order`, {
        method: 'PUT',
        token: owner.token,
        json: {
          date: '2026-07-10',
          timezone: 'Europe/Berlin',
          items: [
            { title: 'The Testers', kind: 'act', duration_min: 45, rider_id: withSongs },
            { title: 'Quiet act', kind: 'act', duration_min: 30, rider_id: withoutSongs },
            { title: 'Changeover', kind: 'changeover', duration_min: 15 },
          ],
        },
      })
    ).json()
    const [act, quiet, changeover] = saved.runOrder!.items
    const pull = (item_id: string, token = owner.token) =>
      t.api(`/api/stages/${stage.id}/set-list/from-rider`, { method: 'POST', token, json: { item_id } })
    const res = await pull(act!.id)
    expect(res.status).toBe(200)
    expect((await res.json()).state.setList).toEqual(['Opener', 'Second song', 'Encore'])
    await waitFor(() => drums.last()?.state.setList.length === 3)

    const before = manager.last()!.version
    expect((await pull(quiet!.id)).status).toBe(409)
    expect((await pull(changeover!.id)).status).toBe(404)
    expect((await pull('not-an-item')).status).toBe(404)
    const stranger = await t.newUser()
    expect((await pull(act!.id, stranger.token)).status).toBe(403)
    const now: StageView = await (await t.api(`/api/stages/${stage.id}`, { token: owner.token })).json()
    expect(now.version).toBe(before)
  })
})
