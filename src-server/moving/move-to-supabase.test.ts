import { randomBytes, randomUUID, scryptSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminClient, client, newEmail } from '../auth/auth-test-kit.ts'
import { repo as authRepo } from '../auth/embedded/repo.ts'
import { operationHandler } from '../data-dir/operations.ts'
import { form, jpeg } from '../media/test-images.ts'
import { storageRepo } from '../storage/repository.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { type MoveReport, nextSteps } from './move-to-supabase.ts'

/**
 * A site moved from one embedded instance to another through the target's GoTrue admin API and Storage API only,
 * as `npm run move-to-supabase` moves it to hosted Supabase: users sign in on the target with their old passwords
 * (a current argon2id hash and an older scrypt one), keep their ids, confirmed state and metadata, and every stored
 * photo and avatar loads from the target.
 */

let source: TestApp
let target: TestApp
const lines: string[] = []

const move = (input: unknown) => operationHandler(source.deps)({ op: 'move-to-supabase', input }, (l) => lines.push(l))

const users = {
  current: { email: newEmail(), password: 'current-password-1', id: '' },
  older: { email: newEmail(), password: 'older-password-1', id: randomUUID() },
  unconfirmed: { email: newEmail(), password: 'unconfirmed-password-1', id: '' },
}

beforeAll(async () => {
  ;[source, target] = await Promise.all([startTestApp(), startTestApp()])
  const admin = adminClient(source)
  const current = await admin.auth.admin.createUser({
    email: users.current.email,
    password: users.current.password,
    email_confirm: true,
    user_metadata: { display_name: 'Current User', locale: 'de' },
    app_metadata: { plan: 'gold' },
  })
  users.current.id = current.data.user!.id
  const unconfirmed = await admin.auth.admin.createUser({
    email: users.unconfirmed.email,
    password: users.unconfirmed.password,
  })
  users.unconfirmed.id = unconfirmed.data.user!.id
  // A user whose hash is from before argon2id and who has not signed in since.
  const salt = randomBytes(16)
  const key = scryptSync(users.older.password, salt, 32, { N: 16384, r: 8, p: 1 })
  await authRepo.insertUser(source.deps.db, {
    id: users.older.id,
    email: users.older.email,
    encrypted_password: `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`,
    email_confirmed_at: new Date(),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
  })

  // A venue photo and an avatar, stored the way the app stores them.
  const owner = await source.newUser()
  const venueId = (
    await source.deps.db
      .insertInto('venues')
      .values({
        name: 'Moving Hall',
        venue_type: 'club',
        city: 'Berlin',
        country: 'DE',
        lat: 52.5,
        lng: 13.4,
        owner_id: owner.id,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  const photo = await source.api(`/api/venues/owner/photo/${venueId}`, {
    method: 'POST',
    token: owner.token,
    body: form([{ field: 'photos', name: 'hall.jpg', type: 'image/jpeg', data: await jpeg(640, 480) }]),
  })
  expect(photo.status).toBe(200)
  const avatar = await source.api('/api/user/avatar/update', {
    method: 'POST',
    token: owner.token,
    body: form([{ field: 'file', name: 'me.jpg', type: 'image/jpeg', data: await jpeg(300, 300) }]),
  })
  expect(avatar.status).toBe(200)
}, 240_000)

afterAll(async () => {
  await Promise.all([source?.stop(), target?.stop()])
})

describe('move-to-supabase, embedded to embedded', () => {
  it('refuses bad input and a wrong service key, creating nothing', async () => {
    await expect(move({ url: 'ftp://example.test', serviceKey: target.deps.supabaseServiceRoleKey })).rejects.toThrow(
      /invalid input for move-to-supabase: the target must be an http\(s\) URL/,
    )
    await expect(move({ url: target.url, serviceKey: 'short' })).rejects.toThrow(/service key looks too short/)
    await expect(move({ url: target.url, serviceKey: target.deps.supabaseAnonKey })).rejects.toThrow(
      /^Move stopped: creating user .*: User not allowed/,
    )
    const { data } = await adminClient(target).auth.admin.listUsers()
    expect(data.users).toHaveLength(0)
  })

  it('copies users, buckets and objects, and says what to set', async () => {
    lines.length = 0
    const report = (await move({ url: `${target.url}/`, serviceKey: target.deps.supabaseServiceRoleKey })) as MoveReport
    // Three users with passwords and the photo owner, made by a token alone (no password).
    expect(report.users).toMatchObject({ created: 4, existing: 0, withoutPassword: 1 })
    expect(report.objects).toEqual({ copied: 2, missing: [] })
    expect(lines[0]).toBe('Users: 4 created, 0 already there.')
    const steps = nextSteps({ url: target.url, serviceKey: 'k' }, report).join('\n')
    expect(steps).toContain(`SUPABASE_URL=${target.url}`)
    expect(steps).toContain('1 users had no password')
  })

  it('users sign in on the target with their old passwords, with the same ids, state and metadata', async () => {
    for (const user of [users.current, users.older]) {
      const { data, error } = await client(target).auth.signInWithPassword(user)
      expect(error, user.email).toBeNull()
      expect(data.user!.id).toBe(user.id)
    }
    const moved = (await adminClient(target).auth.admin.getUserById(users.current.id)).data.user!
    expect(moved.email_confirmed_at).toBeTruthy()
    expect(moved.user_metadata).toMatchObject({ display_name: 'Current User', locale: 'de' })
    expect(moved.app_metadata).toMatchObject({ plan: 'gold', provider: 'email' })

    const unconfirmed = (await adminClient(target).auth.admin.getUserById(users.unconfirmed.id)).data.user!
    expect(unconfirmed.email_confirmed_at ?? null).toBeNull()
    const refused = await client(target).auth.signInWithPassword(users.unconfirmed)
    expect(refused.error?.code).toBe('email_not_confirmed')
    expect((await client(target).auth.signInWithPassword({ ...users.older, password: 'not-it-1' })).error).toBeTruthy()
  })

  it('every stored photo and avatar loads from the target, byte for byte', async () => {
    const buckets = await storageRepo.listBuckets(source.deps.db, {})
    let checked = 0
    for (const bucket of buckets) {
      expect((await storageRepo.getBucket(target.deps.db, bucket.id))?.public).toBe(bucket.public)
      for (const object of await storageRepo.objectsUnder(source.deps.db, bucket.id, '')) {
        const path = `/storage/v1/object/public/${bucket.id}/${object.name}`
        const [before, after] = await Promise.all([fetch(`${source.url}${path}`), fetch(`${target.url}${path}`)])
        expect(after.status, path).toBe(200)
        expect(after.headers.get('content-type')).toBe(object.mimetype)
        expect(Buffer.from(await after.arrayBuffer()).equals(Buffer.from(await before.arrayBuffer()))).toBe(true)
        checked++
      }
    }
    expect(checked).toBe(2)
  })

  it('runs again without harm: users and buckets already there stay', async () => {
    const report = (await move({ url: target.url, serviceKey: target.deps.supabaseServiceRoleKey })) as MoveReport
    expect(report.users).toMatchObject({ created: 0, existing: 4 })
    expect(report.buckets.created).toBe(0)
    expect((await client(target).auth.signInWithPassword(users.current)).error).toBeNull()
  })
})
