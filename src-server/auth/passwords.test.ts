import { argon2Sync, randomBytes, randomUUID, scryptSync } from 'node:crypto'
import bcrypt from 'bcryptjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { adminClient, client, newEmail } from './auth-test-kit.ts'
import { importableHash } from './embedded/passwords.ts'
import { repo } from './embedded/repo.ts'

/**
 * Password hashes hosted Supabase can import: new ones are argon2id, older scrypt ones verify and become argon2id at
 * the next sign-in, and the admin API takes `password_hash` (bcrypt, argon2, Firebase scrypt) and `id` as GoTrue
 * does, driven through supabase-js `auth.admin.createUser`.
 */

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.stop()
})

const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/
const storedHash = async (id: string) => (await repo.userById(t.deps.db, id))!.encrypted_password

async function signsIn(email: string, password: string): Promise<boolean> {
  const { data, error } = await client(t).auth.signInWithPassword({ email, password })
  return !error && Boolean(data.session)
}

/** The embedded auth's hash before argon2id: `scrypt$N$r$p$salt$key`, base64url. */
function ownScryptHash(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 })
  return `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`
}

function argon2Hash(algorithm: 'argon2id' | 'argon2i', password: string, m = 4096, tCost = 3): string {
  const salt = randomBytes(16)
  const key = argon2Sync(algorithm, {
    message: password,
    nonce: salt,
    parallelism: 1,
    tagLength: 32,
    memory: m,
    passes: tCost,
  })
  const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '')
  return `$${algorithm}$v=19$m=${m},t=${tCost},p=1$${b64(salt)}$${b64(key)}`
}

async function createWithHash(password_hash: string, extra: Record<string, unknown> = {}) {
  const email = newEmail()
  const { data, error } = await adminClient(t).auth.admin.createUser({
    email,
    password_hash,
    email_confirm: true,
    ...extra,
  } as never)
  return { email, user: data.user, error }
}

describe('new hashes', () => {
  it('are argon2id in the PHC format GoTrue reads', async () => {
    const email = newEmail()
    const { data, error } = await adminClient(t).auth.admin.createUser({
      email,
      password: 'a-good-password-1',
      email_confirm: true,
    })
    expect(error).toBeNull()
    expect(await storedHash(data.user!.id)).toMatch(ARGON2ID)
    expect(await signsIn(email, 'a-good-password-1')).toBe(true)
    expect(await signsIn(email, 'a-good-password-2')).toBe(false)
  })
})

describe('an older scrypt hash', () => {
  it('verifies, and the next sign-in replaces it with argon2id', async () => {
    const id = randomUUID()
    const email = newEmail()
    const old = ownScryptHash('kept-from-before-1')
    await repo.insertUser(t.deps.db, {
      id,
      email,
      encrypted_password: old,
      email_confirmed_at: new Date(),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
    })
    expect(await signsIn(email, 'wrong-password-1')).toBe(false)
    expect(await storedHash(id)).toBe(old)
    expect(await signsIn(email, 'kept-from-before-1')).toBe(true)
    expect(await storedHash(id)).toMatch(ARGON2ID)
    expect(await signsIn(email, 'kept-from-before-1')).toBe(true)
  })

  it('converts to Firebase scrypt without the password, which createUser takes and the password opens', async () => {
    const hash = importableHash(ownScryptHash('moved-password-1'))!
    expect(hash).toMatch(/^\$fbscrypt\$v=1,n=14,r=8,p=1,sk=[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    const { email, user, error } = await createWithHash(hash)
    expect(error).toBeNull()
    expect(await signsIn(email, 'moved-password-2')).toBe(false)
    expect(await signsIn(email, 'moved-password-1')).toBe(true)
    expect(await storedHash(user!.id)).toMatch(ARGON2ID)
  })
})

describe('admin createUser with password_hash and id (supabase-js)', () => {
  it('takes bcrypt, argon2id and argon2i hashes: the user signs in with the password', async () => {
    const cases = {
      bcrypt: bcrypt.hashSync('imported-password-1', 4),
      argon2id: argon2Hash('argon2id', 'imported-password-1'),
      argon2i: argon2Hash('argon2i', 'imported-password-1'),
    }
    for (const [name, hash] of Object.entries(cases)) {
      const { email, user, error } = await createWithHash(hash)
      expect(error, name).toBeNull()
      expect(await storedHash(user!.id), name).toBe(hash)
      expect(await signsIn(email, 'imported-password-2'), name).toBe(false)
      expect(await signsIn(email, 'imported-password-1'), name).toBe(true)
      // Upgraded at that sign-in.
      expect(await storedHash(user!.id), name).toMatch(ARGON2ID)
    }
  })

  it('keeps an argon2id hash of today’s setting as it is', async () => {
    const first = await adminClient(t).auth.admin.createUser({
      email: newEmail(),
      password: 'same-setting-1',
      email_confirm: true,
    })
    const hash = (await storedHash(first.data.user!.id))!
    const { email, user } = await createWithHash(hash)
    expect(await signsIn(email, 'same-setting-1')).toBe(true)
    expect(await storedHash(user!.id)).toBe(hash)
  })

  it('takes the id given, with the confirmed state and metadata', async () => {
    const id = randomUUID()
    const { user, error } = await createWithHash(bcrypt.hashSync('x-password-1', 4), {
      id,
      user_metadata: { display_name: 'Imported' },
    })
    expect(error).toBeNull()
    expect(user!.id).toBe(id)
    expect(user!.email_confirmed_at).toBeTruthy()
    expect(user!.user_metadata).toMatchObject({ display_name: 'Imported' })
  })

  it('refuses what GoTrue refuses, with its messages, and creates nothing', async () => {
    const before = (await adminClient(t).auth.admin.listUsers({ perPage: 1000 })).data.users.length
    const refusals: [Record<string, unknown>, string][] = [
      [{ id: 'not-a-uuid' }, 'ID must conform to the uuid v4 format'],
      [{ id: '00000000-0000-0000-0000-000000000000' }, 'ID cannot be a nil uuid'],
      [{ password: 'both-given-1' }, 'Only a password or a password hash should be provided'],
    ]
    for (const [extra, message] of refusals) {
      const { error } = await createWithHash(bcrypt.hashSync('x-password-1', 4), extra)
      expect(error?.status, message).toBe(400)
      expect(error?.code, message).toBe('validation_failed')
      expect(error?.message).toBe(message)
    }
    const badHashes: [string, RegExp][] = [
      ['plain-text-password', /hashedSecret too short to be a bcrypted password/],
      ['$argon2id$v=19$m=4096,t=3,p=1$$abcd', /argon2 salt is empty/],
      ['$argon2d$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2g', /unsupported algorithm "argon2d"/],
      ['$argon2id$v=16$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2g', /unsupported version "16"/],
      ['$argon2id$v=19$m=4096,t=30,p=1$c2FsdHNhbHQ$aGFzaGhhc2g', /t parameter 30 exceeds time limit/],
      ['$argon2id$v=19$m=2000000,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2g', /exceeds memory limit/],
      // Stricter than GoTrue: each sign-in attempt pays the cost.
      ['$argon2id$v=19$m=524288,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2g', /m above 262144 \(256 MiB\) are refused here/],
      [`$2b$17$${'a'.repeat(53)}`, /cost above 16 are refused here/],
      ['$fbscrypt$v=2,n=14,r=8,p=1$c2FsdA==$aGFzaA==', /only version 1 is supported/],
      ['$fbscrypt$v=1,n=30,r=8,p=1$c2FsdA==$aGFzaA==', /needs more than 512 MiB/],
      [`$2b$03$${'a'.repeat(53)}`, /cost 3 is outside allowed inclusive range 4..31/],
      [`$argon2id$v=19$m=4096,t=3,p=1$${'a'.repeat(2000)}$aGFzaA`, /password_hash is too long/],
    ]
    for (const [hash, message] of badHashes) {
      const { error } = await createWithHash(hash)
      expect(error?.status, hash).toBe(400)
      expect(error?.message, hash).toMatch(message)
    }
    expect((await adminClient(t).auth.admin.listUsers({ perPage: 1000 })).data.users.length).toBe(before)
  })

  it('an id that is taken is refused', async () => {
    const { user } = await createWithHash(bcrypt.hashSync('x-password-1', 4))
    const again = await createWithHash(bcrypt.hashSync('x-password-1', 4), { id: user!.id })
    expect(again.error?.status).toBe(422)
    expect(again.error?.code).toBe('user_already_exists')
  })
})
