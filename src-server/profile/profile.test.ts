import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { corruptJpeg, form, jpeg, png } from '../media/test-images.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

/** Profile and avatar endpoints (docs/product.md §6) with real images, through the REST mirror and tRPC. */
let t: TestApp
let alice: TestUser
let bob: TestUser

beforeAll(async () => {
  t = await startTestApp()
  alice = await t.newUser()
  bob = await t.newUser()
})
afterAll(async () => {
  await t.stop()
})

const uploadAvatar = (token: string | undefined, data: Buffer, filePath?: string, type = 'image/jpeg') =>
  t.api('/api/user/avatar/update', {
    method: 'POST',
    token,
    body: form([{ field: 'file', name: 'me.jpg', type, data }], filePath ? { filePath } : {}),
  })

describe('profile', () => {
  it('GET /api/user/profile: 401 anonymous, an empty profile for a new user', async () => {
    expect((await t.api('/api/user/profile')).status).toBe(401)
    const res = await t.api('/api/user/profile', { token: alice.token })
    expect(res.status).toBe(200)
    expect((await res.json()).data).toEqual({
      id: alice.id,
      username: null,
      display_name: '',
      website: '',
      bio: '',
      avatar_url: null,
      updated_at: null,
    })
  })

  it('update: trimmed and lower-cased username, other fields, validation and uniqueness', async () => {
    const res = await t.api('/api/user/profile/update', {
      method: 'POST',
      token: alice.token,
      json: { username: '  Alice.K ', display_name: ' Alice K ', website: 'https://alice.example', bio: 'Drummer' },
    })
    expect(res.status).toBe(200)
    const { data } = await res.json()
    expect(data).toMatchObject({
      username: 'alice.k',
      display_name: 'Alice K',
      website: 'https://alice.example',
      bio: 'Drummer',
    })

    const bad: [unknown, RegExp][] = [
      [{ username: 'ab' }, /Username must be 3–30/],
      [{ username: 'has space' }, /Username must be/],
      [{ username: '-dash' }, /Username must be/],
      [{ username: 'x'.repeat(31) }, /Username must be/],
      [{ website: 'javascript:alert(1)' }, /Website must be a link/],
      [{ bio: 'x'.repeat(1001) }, /Bio must be at most 1000/],
      [{ display_name: 'x'.repeat(81) }, /Display name/],
      [{ avatar_url: 'http://evil' }, /./],
      [{ id: bob.id }, /./],
    ]
    for (const [body, message] of bad) {
      const r = await t.api('/api/user/profile/update', { method: 'POST', token: alice.token, json: body })
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect((await r.json()).statusMessage).toMatch(message)
    }
    const taken = await t.api('/api/user/profile/update', {
      method: 'POST',
      token: bob.token,
      json: { username: 'ALICE.K' },
    })
    expect(taken.status).toBe(409)
    expect((await taken.json()).statusMessage).toBe('This username is already taken')
    const after = await (await t.api('/api/user/profile', { token: alice.token })).json()
    expect(after.data).toMatchObject({ username: 'alice.k', bio: 'Drummer', avatar_url: null })
    expect((await t.api('/api/user/profile/update', { method: 'POST', json: { bio: 'x' } })).status).toBe(401)
  })

  it('tRPC profile.get / profile.update use the same rules', async () => {
    const get = await t.api('/trpc/profile.get', { token: bob.token })
    expect(get.status).toBe(200)
    expect((await get.json()).result.data.id).toBe(bob.id)
    const upd = await t.api('/trpc/profile.update', { method: 'POST', token: bob.token, json: { username: 'alice.k' } })
    expect(upd.status).toBe(409)
    const ok = await t.api('/trpc/profile.update', { method: 'POST', token: bob.token, json: { username: 'bob_b' } })
    expect((await ok.json()).result.data.username).toBe('bob_b')
    expect((await t.api('/trpc/profile.get')).status).toBe(401)
  })
})

describe('avatar', () => {
  it('upload: 512×512 WebP stored as {userId}.webp, cover-cropped, avatar_url with a version', async () => {
    const res = await uploadAvatar(alice.token, await jpeg(1600, 900), `${alice.id}.webp`)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.avatarUrl).toMatch(new RegExp(`/storage/v1/object/public/avatars/${alice.id}\\.webp\\?v=\\d+$`))
    expect(body.data.avatar_url).toBe(body.avatarUrl)
    const img = await fetch(`${t.url}${body.avatarUrl}`)
    expect(img.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512])

    // replacing it changes the version
    await new Promise((r) => setTimeout(r, 5))
    const again = await uploadAvatar(alice.token, await png(300, 300))
    const url2 = (await again.json()).avatarUrl
    expect(url2).not.toBe(body.avatarUrl)
  })

  it('upload refusals: anonymous, another user’s path, a corrupt file, no file', async () => {
    expect((await uploadAvatar(undefined, await jpeg(10, 10))).status).toBe(401)
    const other = await uploadAvatar(bob.token, await jpeg(100, 100), `${alice.id}.webp`)
    expect(other.status).toBe(403)
    const corrupt = await uploadAvatar(bob.token, await corruptJpeg())
    expect(corrupt.status).toBe(422)
    expect((await corrupt.json()).statusMessage).toBe('Failed to convert image to WebP.')
    const none = await t.api('/api/user/avatar/update', {
      method: 'POST',
      token: bob.token,
      body: form([], { filePath: 'x' }),
    })
    expect(none.status).toBe(403)
    const none2 = await t.api('/api/user/avatar/update', { method: 'POST', token: bob.token, body: form([]) })
    expect(none2.status).toBe(400)
    expect((await (await t.api('/api/user/profile', { token: bob.token })).json()).data.avatar_url).toBeNull()
  })

  it('POST /api/user/avatar returns the bytes of one’s own avatar only', async () => {
    const profile = (await (await t.api('/api/user/profile', { token: alice.token })).json()).data
    const res = await t.api('/api/user/avatar', {
      method: 'POST',
      token: alice.token,
      json: { avatarUrl: profile.avatar_url },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(512)
    const theft = await t.api('/api/user/avatar', {
      method: 'POST',
      token: bob.token,
      json: { avatarUrl: profile.avatar_url },
    })
    expect(theft.status).toBe(403)
    expect((await t.api('/api/user/avatar', { method: 'POST', json: { avatarUrl: profile.avatar_url } })).status).toBe(
      401,
    )
    expect((await t.api('/api/user/avatar', { method: 'POST', token: bob.token, json: {} })).status).toBe(400)
    const missing = await t.api('/api/user/avatar', {
      method: 'POST',
      token: bob.token,
      json: { avatarUrl: `/storage/v1/object/public/avatars/${bob.id}.webp` },
    })
    expect(missing.status).toBe(404)
    const traversal = await t.api('/api/user/avatar', {
      method: 'POST',
      token: bob.token,
      json: { avatarUrl: `/storage/v1/object/public/venues/${bob.id}.webp` },
    })
    expect(traversal.status).toBe(403)
  })

  it('DELETE /api/user/avatar removes it and clears avatar_url; others cannot', async () => {
    const profile = (await (await t.api('/api/user/profile', { token: alice.token })).json()).data
    const other = await t.api('/api/user/avatar', {
      method: 'DELETE',
      token: bob.token,
      json: { avatarUrl: profile.avatar_url },
    })
    expect(other.status).toBe(403)
    expect(
      (await t.api('/api/user/avatar', { method: 'DELETE', json: { avatarUrl: profile.avatar_url } })).status,
    ).toBe(401)
    const res = await t.api('/api/user/avatar', {
      method: 'DELETE',
      token: alice.token,
      json: { avatarUrl: profile.avatar_url },
    })
    expect(res.status).toBe(200)
    expect((await res.json()).data.avatar_url).toBeNull()
    expect((await fetch(`${t.url}${profile.avatar_url}`)).status).toBe(400)
    const fetchGone = await t.api('/api/user/avatar', {
      method: 'POST',
      token: alice.token,
      json: { avatarUrl: profile.avatar_url },
    })
    expect(fetchGone.status).toBe(404)
  })

  it('10 parallel uploads of a first avatar, 2 in flight at a time: each lands once retried, the last writer wins', async () => {
    const carol = await t.newUser()
    // The same image ten times: two at once are let in, so storage writes of the new key really collide; the
    // others are told to wait (429) and try again, as a client would.
    const image = await jpeg(64, 64)
    let refused = 0
    const untilLet = async () => {
      for (;;) {
        const res = await uploadAvatar(carol.token, image)
        if (res.status !== 429) return res
        refused++
        expect((await res.json()).i18nKey).toBe('media.errors.uploadsInFlight')
        await new Promise((r) => setTimeout(r, 20))
      }
    }
    const results = await Promise.all(Array.from({ length: 10 }, untilLet))
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200))
    expect(refused).toBeGreaterThan(0)
    const bodies = await Promise.all(results.map((r) => r.json()))
    // One object, one profile row: whichever upload answered last, the stored avatar is a valid 512×512 WebP.
    const profile = (await (await t.api('/api/user/profile', { token: carol.token })).json()).data
    expect(bodies.map((b) => b.avatarUrl)).toContain(profile.avatar_url)
    const img = await fetch(`${t.url}${profile.avatar_url}`)
    expect(img.status).toBe(200)
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).width).toBe(512)
    const listed = await t.deps.db
      .selectFrom('storage_objects')
      .select('name')
      .where('bucket_id', '=', 'avatars')
      .where('name', '=', `${carol.id}.webp`)
      .execute()
    expect(listed).toHaveLength(1)
  })
})
