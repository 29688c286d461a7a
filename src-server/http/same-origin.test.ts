import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { REALTIME_PATH, type StageView } from '../../src/stages/protocol.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

const EVIL = 'https://evil.example'

/** The session cookie @supabase/ssr would hold for this token. */
const cookieFor = (t: TestApp, token: string) =>
  `${t.deps.authCookieName}=${encodeURIComponent(JSON.stringify({ access_token: token, token_type: 'bearer' }))}`

/** Opens a stage socket; resolves with 'open' + the first message, or the HTTP status of a refused upgrade. */
function connect(
  t: TestApp,
  query: string,
  headers: Record<string, string>,
): Promise<{ status: number; first?: { type: string } }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}${REALTIME_PATH}?${query}`, { headers })
    ws.on('message', (data) => {
      resolve({ status: 101, first: JSON.parse(data.toString()) })
      ws.close()
    })
    ws.on('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 })
      ws.terminate()
    })
    ws.on('error', reject)
  })
}

describe('cross-site requests', () => {
  let t: TestApp
  let user: TestUser
  let stage: StageView
  let cookie: string
  beforeAll(async () => {
    t = await startTestApp({ setup: false })
    user = await t.newUser()
    cookie = cookieFor(t, user.token)
    stage = await (await t.api('/api/stages', { method: 'POST', token: user.token, json: { name: 'Main' } })).json()
  })
  afterAll(() => t.stop())

  /** A "simple" request as a foreign page's form or fetch sends it: text/plain, the victim's cookie. */
  const post = (path: string, headers: Record<string, string>, body = '') =>
    t.api(path, { method: 'POST', body, headers: { 'content-type': 'text/plain', cookie, ...headers } })

  it('refuses cookie-authenticated state changes from another origin with a clear 403, and changes nothing', async () => {
    const flash = await post(`/api/stages/${stage.id}/flash`, { origin: EVIL })
    expect(flash.status).toBe(403)
    expect(await flash.json()).toEqual({
      statusCode: 403,
      statusMessage: 'Cross-site request refused: this request came from another site',
      i18nKey: 'common.errors.crossSite',
    })
    expect((await post('/api/favorites/lists/add', { origin: EVIL })).status).toBe(403)
    expect((await post('/api/favorites/lists/add', { origin: 'null' })).status).toBe(403)
    // No Origin, but the browser says the request is cross-site.
    expect((await post('/api/favorites/lists/add', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    const rpc = await post(
      '/trpc/stages.operate',
      { origin: EVIL },
      JSON.stringify({ id: stage.id, op: { type: 'clear' } }),
    )
    expect(rpc.status).toBe(403)

    const lists = await (await t.api('/api/favorites/lists', { token: user.token })).json()
    expect(lists).toEqual([])
    const now = await (await t.api(`/api/stages/${stage.id}`, { token: user.token })).json()
    expect(now.version).toBe(stage.version)
  })

  it('lets same-origin browser requests, Bearer callers and header-less tools through', async () => {
    const same = await post('/api/favorites/lists/add', { origin: t.url, 'sec-fetch-site': 'same-origin' })
    expect(same.status).toBe(200)
    expect(await (await t.api('/api/favorites/lists', { token: user.token })).json()).toHaveLength(1)
    const bearer = await t.api(`/api/stages/${stage.id}/flash`, {
      method: 'POST',
      token: user.token,
      headers: { origin: EVIL },
    })
    expect(bearer.status).toBe(200)
    const tool = await post(`/api/stages/${stage.id}/clear`, {})
    expect(tool.status).toBe(200)
    // Reads are not state changes.
    expect((await t.api('/api/stages', { headers: { cookie, origin: EVIL } })).status).toBe(200)
  })

  it('refuses a stage socket opened from another origin; our pages and header-less clients connect', async () => {
    expect(await connect(t, `stage=${stage.id}`, { cookie, origin: EVIL })).toEqual({ status: 403 })
    expect(await connect(t, `code=${stage.code}`, { origin: EVIL })).toEqual({ status: 403 })
    expect((await connect(t, `stage=${stage.id}`, { cookie, origin: t.url })).first?.type).toBe('state')
    expect((await connect(t, `code=${stage.code}`, { origin: t.url })).first?.type).toBe('state')
    expect((await connect(t, `code=${stage.code}`, {})).first?.type).toBe('state')
  })
})

describe('behind PUBLIC_URL, with a framed display page', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({
      setup: false,
      env: { PUBLIC_URL: 'https://stagebook.example', DISPLAY_FRAME_ANCESTORS: 'https://signage.example' },
    })
  })
  afterAll(() => t.stop())

  it("accepts PUBLIC_URL's origin; the display page served into a frame connects from our origin", async () => {
    const user = await t.newUser()
    const stage: StageView = await (
      await t.api('/api/stages', { method: 'POST', token: user.token, json: { name: 'Framed' } })
    ).json()
    const cookie = cookieFor(t, user.token)
    const viaPublicUrl = await t.api(`/api/stages/${stage.id}/flash`, {
      method: 'POST',
      headers: { cookie, origin: 'https://stagebook.example' },
    })
    expect(viaPublicUrl.status).toBe(200)
    // The frame's document is ours (the embedding site is only its ancestor), so the socket's Origin is ours.
    const page = await t.api(`/stageWhisperer/display?code=${stage.code}`)
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors https://signage.example')
    expect((await connect(t, `code=${stage.code}`, { origin: 'https://stagebook.example' })).first?.type).toBe('state')
    expect(await connect(t, `code=${stage.code}`, { origin: 'https://signage.example' })).toEqual({ status: 403 })
  })
})
