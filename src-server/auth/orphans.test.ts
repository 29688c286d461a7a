import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { authCall, confirmedUser } from './auth-test-kit.ts'

/** After an account deletion no row of that account may remain, even from writes racing the deletion. */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.stop()
})

async function owned(userId: string) {
  const db = t.deps.db
  const [lists, riders, profiles] = await Promise.all([
    db.selectFrom('favorite_lists').select('id').where('user_id', '=', userId).execute(),
    db.selectFrom('riders').select('id').where('owner_id', '=', userId).execute(),
    db.selectFrom('profiles').select('id').where('id', '=', userId).execute(),
  ])
  return lists.length + riders.length + profiles.length
}

describe('writes racing an account deletion', () => {
  it('leave no orphan rows, and the late ones are refused with 401', async () => {
    for (let round = 0; round < 3; round++) {
      const u = await confirmedUser(t)
      const s = await authCall(t, 'POST', '/token?grant_type=password', { email: u.email, password: u.password })
      const token = s.body.access_token as string
      expect((await t.api('/api/account/me', { token })).status).toBe(200)
      let deleting = true
      let n = 0
      const statuses = new Set<number>()
      const writer = async () => {
        while (deleting) {
          const res = await t.api('/api/favorites/lists/add', { method: 'POST', token, json: { name: `L${n++}` } })
          statuses.add(res.status)
          await res.arrayBuffer()
        }
      }
      const writers = Array.from({ length: 8 }, writer)
      const del = await t.api('/api/account', { method: 'DELETE', token, json: { password: u.password } })
      deleting = false
      await Promise.all(writers)
      expect(del.status).toBe(200)
      expect([...statuses].filter((c) => c !== 200 && c !== 401)).toEqual([])
      expect(await owned(u.id)).toBe(0)
    }
  })

  it('the database refuses a row for a deleted account whatever the path (another server copy, hosted tokens)', async () => {
    const u = await confirmedUser(t)
    const s = await authCall(t, 'POST', '/token?grant_type=password', { email: u.email, password: u.password })
    const token = s.body.access_token as string
    expect((await t.api('/api/account', { method: 'DELETE', token, json: { password: u.password } })).status).toBe(200)
    await expect(
      t.deps.db.insertInto('favorite_lists').values({ user_id: u.id, name: 'Ghost' }).execute(),
    ).rejects.toThrow(/was deleted/)
    await expect(t.deps.db.insertInto('profiles').values({ id: u.id }).execute()).rejects.toThrow(/was deleted/)
    expect(await owned(u.id)).toBe(0)
  })
})
