import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findInputIssue, INT4_MAX } from '../../src/validation/input.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

/** Text Postgres cannot store (NUL, unpaired surrogates) and int4 overflows answer 400, never 500. */
const NUL = 'a\u0000b'
const LONE = 'a\ud800'

let t: TestApp
let user: TestUser

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_AUTOCONFIRM: 'true' } })
  user = await t.newUser()
})
afterAll(() => t?.stop())

async function expect400(res: Response, pattern: RegExp): Promise<void> {
  const body = await res.text()
  expect(res.status, body).toBe(400)
  expect(body).toMatch(pattern)
}

const rest = (path: string, method: string, json: unknown) => t.api(path, { method, token: user.token, json })
const trpc = (procedure: string, input: unknown) =>
  t.api(`/trpc/${procedure}`, { method: 'POST', token: user.token, json: input })
const auth = (path: string, method: string, json: unknown, token?: string) =>
  fetch(`${t.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: t.deps.supabaseAnonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(json),
  })

describe('the shared input rule', () => {
  it('finds NUL and unpaired surrogates anywhere, keys included, and accepts real text', () => {
    expect(findInputIssue({ a: [{ b: NUL }] })).toEqual({ path: ['a', 0, 'b'], message: expect.stringMatching(/NUL/) })
    expect(findInputIssue({ [LONE]: 1 })?.message).toMatch(/surrogate/)
    expect(findInputIssue('\udc00x')?.message).toMatch(/surrogate/)
    expect(findInputIssue({ ok: 'Straße 🎸 ✓', n: [1, null, true] })).toBeNull()
    let deep: unknown = 'x'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(findInputIssue(deep)?.message).toMatch(/nested too deeply/)
  })
})

describe('REST', () => {
  it.each(['venues', 'artists', 'services'])('GET /api/%s/search with NUL in the city answers 400', async (kind) => {
    await expect400(await t.api(`/api/${kind}/search?city=%00`), /city: must not contain a NUL character/)
  })

  it('refuses NUL in a list name, a rider name, a stage name and a profile field', async () => {
    await expect400(await rest('/api/favorites/lists/add', 'POST', { name: NUL }), /name: .*NUL/)
    await expect400(await rest('/api/riders', 'POST', { name: NUL }), /name: .*NUL/)
    await expect400(await rest('/api/stages', 'POST', { name: NUL }), /name: .*NUL/)
    await expect400(await rest('/api/user/profile/update', 'POST', { bio: NUL }), /bio: .*NUL/)
  })

  it('refuses an unpaired surrogate in a stage message (jsonb) and in a rider document', async () => {
    const stage = await rest('/api/stages', 'POST', { name: 'Main' })
    expect(stage.status).toBe(201)
    const { id } = (await stage.json()) as { id: string }
    await expect400(await rest(`/api/stages/${id}/message`, 'POST', { text: LONE }), /text: .*surrogate/)
    await expect400(await rest(`/api/stages/${id}/ops`, 'POST', { type: 'message', text: LONE }), /text: .*surrogate/)
    const doc = { members: [{ id: 'm1', name: LONE, instruments: [] }] }
    await expect400(await rest('/api/riders', 'POST', { name: 'Band', doc }), /doc\.members\.0\.name: .*surrogate/)
  })

  it('refuses a baseVersion beyond int4 and still accepts a real save', async () => {
    const created = await rest('/api/riders', 'POST', { name: 'Band' })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    await expect400(await rest(`/api/riders/${id}`, 'PUT', { baseRevision: INT4_MAX + 1 }), /baseRevision/)
    const ok = await rest(`/api/riders/${id}`, 'PUT', { baseRevision: 1, name: 'Band ✓' })
    expect(ok.status, await ok.text()).toBe(200)
  })
})

describe('tRPC', () => {
  it('refuses NUL and unpaired surrogates before any procedure runs', async () => {
    const res = await trpc('riders.create', { name: NUL })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { message: string; data: { i18nKey?: string } } }
    expect(body.error.message).toMatch(/name: must not contain a NUL character/)
    expect(body.error.data.i18nKey).toBe('common.errors.invalidInput')
    await expect400(await trpc('stages.create', { name: LONE }), /surrogate/)
    await expect400(await trpc('favorites.addList', { name: NUL }), /NUL/)
  })
})

describe('embedded auth', () => {
  it('answers validation_failed for NUL in signup, token, recover and user updates', async () => {
    const email = `nul-${Date.now()}@example.test`
    await expect400(await auth('/signup', 'POST', { email: `a${NUL}@x.test`, password: 'Secret-123!' }), /NUL/)
    await expect400(await auth('/token?grant_type=password', 'POST', { email: NUL, password: 'x' }), /NUL/)
    await expect400(await auth('/recover', 'POST', { email: NUL }), /validation_failed/)
    const signup = await auth('/signup', 'POST', { email, password: 'Secret-123!' })
    expect(signup.status, await signup.clone().text()).toBe(200)
    const { access_token } = (await signup.json()) as { access_token?: string }
    expect(access_token).toBeTruthy()
    await expect400(await auth('/user', 'PUT', { data: { nick: NUL } }, access_token), /data\.nick: .*NUL/)
    await expect400(await auth('/user', 'PUT', { data: { nick: LONE } }, access_token), /surrogate/)
    await expect400(await auth('/user', 'PUT', { email: NUL }, access_token), /NUL/)
  })
})

describe('body size', () => {
  // 50 MB of valid JSON: the size is what is wrong, not the syntax.
  const huge = JSON.stringify({ name: 'x'.repeat(50 * 1024 * 1024) })
  const post = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, ...headers },
      body: huge,
    })

  it('answers 413 on REST, tRPC and the embedded auth server, and the server keeps serving', async () => {
    const restRes = await post('/api/riders')
    expect(restRes.status).toBe(413)
    expect(await restRes.json()).toMatchObject({ statusCode: 413, statusMessage: expect.stringMatching(/too large/) })
    expect((await post('/trpc/riders.create')).status).toBe(413)
    const authRes = await post('/auth/v1/signup', { apikey: t.deps.supabaseAnonKey, 'x-supabase-api-version': '1' })
    expect(authRes.status).toBe(413)
    expect(await authRes.json()).toMatchObject({ code: 'request_too_large' })
    expect((await t.api('/healthz')).status).toBe(200)
  })

  it('answers 413 to a chunked body without a length, and stops reading it', async () => {
    let sent = 0
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    const body = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(new TextEncoder().encode('{"name":"')),
      pull: (c) => {
        if (sent >= 50 * 1024 * 1024) return c.close()
        sent += chunk.length
        c.enqueue(chunk)
      },
    })
    const res = await fetch(`${t.url}/api/riders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(sent).toBeLessThan(50 * 1024 * 1024)
  })

  it('still answers a malformed body with 400', async () => {
    const res = await t.api('/api/riders', {
      method: 'POST',
      token: user.token,
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ statusMessage: 'Malformed JSON body' })
  })
})

describe('races', () => {
  it('concurrent sign-ups with one address: one wins, the others get a 4xx, none a 500', async () => {
    const email = `race-${Date.now()}@example.test`
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async () => (await auth('/signup', 'POST', { email, password: 'Secret-123!' })).status),
    )
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(
      statuses.every((s) => s < 500),
      String(statuses),
    ).toBe(true)
  })
})

describe('realtime socket', () => {
  it('a stage op with NUL or an unpaired surrogate over the socket answers a 400 error frame', async () => {
    const created = await rest('/api/stages', 'POST', { name: 'Socket' })
    const { id } = (await created.json()) as { id: string }
    const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}/realtime/stages?stage=${id}`)
    const frames: { type: string; reqId?: string; status?: number; message?: string }[] = []
    const waiting: (() => void)[] = []
    ws.addEventListener('message', (e) => {
      frames.push(JSON.parse(String(e.data)))
      for (const w of waiting.splice(0)) w()
    })
    const frame = async (reqId: string) => {
      for (;;) {
        const found = frames.find((f) => f.reqId === reqId)
        if (found) return found
        await new Promise<void>((resolve) => waiting.push(resolve))
      }
    }
    await new Promise((resolve, reject) => {
      ws.addEventListener('open', resolve)
      ws.addEventListener('error', reject)
    })
    try {
      ws.send(JSON.stringify({ type: 'auth', token: user.token }))
      ws.send(JSON.stringify({ type: 'op', reqId: 'lone', op: { type: 'message', text: LONE } }))
      ws.send(JSON.stringify({ type: 'op', reqId: 'nul', op: { type: 'setList.set', items: ['ok', NUL] } }))
      ws.send(JSON.stringify({ type: 'op', reqId: 'fine', op: { type: 'message', text: 'Encore ✓' } }))
      expect(await frame('lone')).toMatchObject({ type: 'error', status: 400 })
      expect((await frame('lone')).message).toMatch(/^text: .*surrogate/)
      expect(await frame('nul')).toMatchObject({ type: 'error', status: 400 })
      expect((await frame('nul')).message).toMatch(/^items\.1: .*NUL/)
      expect(await frame('fine')).toMatchObject({ type: 'ok' })
    } finally {
      ws.close()
    }
  })
})
