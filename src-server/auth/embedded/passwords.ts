import { argon2, createCipheriv, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import bcrypt from 'bcryptjs'

/**
 * Password hashes. New ones are argon2id in the PHC string format, which GoTrue reads (`password_hash` of its admin
 * createUser, `internal/crypto/password.go`), so users can move to hosted Supabase with their passwords. Read too:
 * what GoTrue imports (bcrypt, argon2i/argon2id, Firebase scrypt) and the embedded auth's own older
 * `scrypt$N$r$p$salt$key`, which a sign-in replaces with argon2id and which converts to Firebase scrypt without the
 * password (importableHash).
 */

/** OWASP's argon2id setting: 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const

/** GoTrue's bounds for an imported argon2 hash (m in KiB, t, p); what exceeds them is refused at import. */
const ARGON2_LIMITS = { memory: 1024 * 1024, passes: 20, parallelism: 16 }
/**
 * Ours, stricter: every sign-in attempt for the user pays the hash's cost, so a costlier one would let anyone who
 * knows the email tie up the server. 256 MiB of argon2, bcrypt cost 16 (GoTrue's default is 10).
 */
const IMPORT_LIMITS = { argon2MemoryKiB: 256 * 1024, bcryptCost: 16 }
/** Firebase scrypt bounds of our own (GoTrue sets none): 128·N·r bytes of memory up to 512 MiB, p up to 16. */
const FBSCRYPT_LIMITS = { memoryBytes: 512 * 1024 * 1024, p: 16 }

const ARGON2_HASH =
  /^\$(argon2(?:d|i|id))\$v=(16|19)\$m=(\d+),t=(\d+),p=(\d+)(?:,keyid=([^,$]+))?(?:,data=([^$]+))?\$([^$]*)\$(.*)$/
const FBSCRYPT_HASH = /^\$fbscrypt\$v=(\d+),n=(\d+),r=(\d+),p=(\d+)(?:,ss=([^,]+))?(?:,sk=([^$]+))?\$([^$]+)\$(.+)$/
const BCRYPT_HASH = /^\$2[abxy]?\$(\d\d)\$[./A-Za-z0-9]{53}$/
const OWN_SCRYPT_HASH = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/

const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '')
const unb64 = (s: string) => Buffer.from(s, 'base64')

function argon2Key(
  algorithm: 'argon2id' | 'argon2i',
  password: string,
  salt: Buffer,
  p: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2(algorithm, { message: password, nonce: salt, ...p }, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

function scryptKey(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N: n, r, p, maxmem: 128 * n * r + 32 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await argon2Key('argon2id', password, salt, ARGON2)
  return `$argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$${b64(salt)}$${b64(key)}`
}

/** What an unknown email is checked against: the same work as a real hash, so timing does not tell them apart. */
const DUMMY = `$argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$${b64(Buffer.alloc(16))}$${b64(Buffer.alloc(32))}`

/** Constant-time check against any hash format we read. A missing hash still costs one derivation. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const hash = stored ?? DUMMY
  let matches: boolean
  try {
    matches = await matchesHash(password, hash)
  } catch {
    return false
  }
  return stored !== null && matches
}

async function matchesHash(password: string, hash: string): Promise<boolean> {
  if (hash.startsWith('$argon2')) {
    const a = parseArgon2(hash)
    if (typeof a === 'string') return false
    const key = await argon2Key(a.algorithm, password, a.salt, {
      memory: a.memory,
      passes: a.passes,
      parallelism: a.parallelism,
      tagLength: a.hash.length,
    })
    return timingSafeEqual(key, a.hash)
  }
  if (hash.startsWith('$fbscrypt$')) {
    const f = parseFirebaseScrypt(hash)
    if (typeof f === 'string') return false
    const key = await scryptKey(password, Buffer.concat([f.salt, f.saltSeparator]), 2 ** f.log2N, f.r, f.p)
    const derived = firebaseSign(key, f.signerKey)
    return derived.length === f.hash.length && timingSafeEqual(derived, f.hash)
  }
  if (hash.startsWith('$2')) return BCRYPT_HASH.test(hash) && bcrypt.compare(password, hash)
  const own = OWN_SCRYPT_HASH.exec(hash)
  if (!own) return false
  const [, n, r, p, salt, expectedText] = own as unknown as [string, string, string, string, string, string]
  const expected = Buffer.from(expectedText, 'base64url')
  const key = await scryptKey(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p))
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A successful sign-in replaces any hash that is not argon2id with today's setting. */
export function needsRehash(stored: string | null): boolean {
  if (!stored) return false
  const a = parseArgon2(stored)
  return (
    typeof a === 'string' ||
    a.algorithm !== 'argon2id' ||
    a.memory !== ARGON2.memory ||
    a.passes !== ARGON2.passes ||
    a.parallelism !== ARGON2.parallelism
  )
}

/**
 * The hash as GoTrue's createUser takes it (`password_hash`): as stored, or the embedded auth's older scrypt hash
 * written as Firebase scrypt. That scheme encrypts a signer key with the scrypt key of the password (AES-256-CTR,
 * zero IV): knowing the stored scrypt key is enough to write it, and a check recomputes that key from the password.
 * Null: no password (made by invite or magic link and never set).
 */
export function importableHash(stored: string | null): string | null {
  if (!stored) return null
  const own = OWN_SCRYPT_HASH.exec(stored)
  if (!own) return stored
  const [, n, r, p, salt, keyText] = own as unknown as [string, string, string, string, string, string]
  const log2N = Math.log2(Number(n))
  const signerKey = Buffer.alloc(32, 0x5b)
  const signed = firebaseSign(Buffer.from(keyText, 'base64url'), signerKey)
  return `$fbscrypt$v=1,n=${log2N},r=${r},p=${p},sk=${signerKey.toString('base64')}$${Buffer.from(salt, 'base64url').toString('base64')}$${signed.toString('base64')}`
}

/**
 * Why GoTrue would refuse this `password_hash` (its NewUserWithPasswordHash: argon2 and Firebase scrypt parsed,
 * anything else must be bcrypt), in its words; null when it is one we can check.
 */
export function passwordHashProblem(hash: string): string | null {
  if (hash.startsWith('$argon2')) {
    const a = parseArgon2(hash)
    if (typeof a === 'string') return a
    if (a.memory > IMPORT_LIMITS.argon2MemoryKiB) {
      return `argon2 hashes with m above ${IMPORT_LIMITS.argon2MemoryKiB} (256 MiB) are refused here`
    }
    return null
  }
  if (hash.startsWith('$fbscrypt')) {
    const f = parseFirebaseScrypt(hash)
    return typeof f === 'string' ? f : null
  }
  const bcryptHash = BCRYPT_HASH.exec(hash)
  if (!bcryptHash) {
    return hash.length < 59
      ? 'crypto/bcrypt: hashedSecret too short to be a bcrypted password'
      : 'crypto/bcrypt: bcrypt hashes must start with $2a$, $2b$ or $2y$ and hold 53 characters after the cost'
  }
  const cost = Number(bcryptHash[1])
  if (cost < 4 || cost > 31) return `crypto/bcrypt: cost ${cost} is outside allowed inclusive range 4..31`
  if (cost > IMPORT_LIMITS.bcryptCost)
    return `bcrypt hashes with a cost above ${IMPORT_LIMITS.bcryptCost} are refused here`
  return null
}

interface Argon2Hash {
  algorithm: 'argon2i' | 'argon2id'
  memory: number
  passes: number
  parallelism: number
  salt: Buffer
  hash: Buffer
}

/** GoTrue's ParseArgon2Hash, with its messages. */
function parseArgon2(text: string): Argon2Hash | string {
  const m = ARGON2_HASH.exec(text)
  if (!m) return 'crypto: incorrect argon2 hash format'
  const [, alg, v, mem, t, p, keyid, data, salt, hash] = m as unknown as (string | undefined)[]
  if (alg !== 'argon2i' && alg !== 'argon2id') {
    return `crypto: argon2 hash uses unsupported algorithm "${alg}" only argon2i and argon2id supported`
  }
  if (v !== '19') return `crypto: argon2 hash uses unsupported version "${v}" only 19 is supported`
  if (data) return 'crypto: argon2 hashes with the data parameter not supported'
  if (keyid) return 'crypto: argon2 hashes with the keyid parameter not supported'
  const memory = Number(mem)
  if (memory > ARGON2_LIMITS.memory) return `crypto: argon2 hash has m parameter ${memory} exceeds memory limit`
  const passes = Number(t)
  if (passes > ARGON2_LIMITS.passes) return `crypto: argon2 hash has t parameter ${passes} exceeds time limit`
  const parallelism = Number(p)
  if (parallelism > ARGON2_LIMITS.parallelism) {
    return `crypto: argon2 hash has p parameter ${parallelism} exceeds thread limit`
  }
  if (!/^[A-Za-z0-9+/]*$/.test(hash!)) return 'crypto: argon2 hash has invalid base64 in the hash section'
  if (!hash) return 'crypto: argon2 hash is empty'
  if (!/^[A-Za-z0-9+/]*$/.test(salt!)) return 'crypto: argon2 hash has invalid base64 in the salt section'
  if (!salt) return 'crypto: argon2 salt is empty'
  // What node:crypto requires beyond GoTrue's parse (argon2's own minimums); GoTrue would fail them at sign-in.
  if (parallelism < 1 || passes < 1 || memory < 8 * parallelism || unb64(salt).length < 8 || unb64(hash).length < 4) {
    return 'crypto: argon2 hash parameters are below the minimums of argon2 (p >= 1, t >= 1, m >= 8p, salt >= 8 bytes)'
  }
  return { algorithm: alg, memory, passes, parallelism, salt: unb64(salt), hash: unb64(hash) }
}

interface FirebaseScryptHash {
  log2N: number
  r: number
  p: number
  saltSeparator: Buffer
  signerKey: Buffer
  salt: Buffer
  hash: Buffer
}

const STD_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** GoTrue's ParseFirebaseScryptHash, with its messages, plus bounds of our own on the cost. */
function parseFirebaseScrypt(text: string): FirebaseScryptHash | string {
  const m = FBSCRYPT_HASH.exec(text)
  if (!m) return 'crypto: incorrect scrypt hash format'
  const [, v, n, r, p, ss = '', sk = '', salt, hash] = m as unknown as string[]
  if (v !== '1') return `crypto: Firebase scrypt hash uses unsupported version "${v}" only version 1 is supported`
  const log2N = Number(n)
  if (log2N === 0) return 'crypto: Firebase scrypt hash has invalid n=0'
  if (Number(r) === 0) return 'crypto: Firebase scrypt hash has invalid r=0'
  if (Number(p) === 0) return 'crypto: Firebase scrypt hash has invalid p=0'
  if (log2N > 30 || 128 * 2 ** log2N * Number(r) > FBSCRYPT_LIMITS.memoryBytes || Number(p) > FBSCRYPT_LIMITS.p) {
    return `crypto: Firebase scrypt hash needs more than 512 MiB (128 * 2^n * r bytes) or more than ${FBSCRYPT_LIMITS.p} threads`
  }
  if (!STD_BASE64.test(hash!)) return 'crypto: Firebase scrypt hash has invalid base64 in the hash section'
  if (!STD_BASE64.test(salt!)) return 'crypto: Firebase scrypt salt has invalid base64 in the hash section'
  if (!STD_BASE64.test(sk) || !STD_BASE64.test(ss)) return 'crypto: Firebase scrypt hash has invalid base64'
  return {
    log2N,
    r: Number(r),
    p: Number(p),
    saltSeparator: unb64(ss),
    signerKey: unb64(sk),
    salt: unb64(salt!),
    hash: unb64(hash!),
  }
}

/** Firebase's scrypt: the signer key encrypted with AES-256-CTR under the derived key, zero IV. */
function firebaseSign(derivedKey: Buffer, signerKey: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-ctr', derivedKey, Buffer.alloc(16))
  return Buffer.concat([cipher.update(signerKey), cipher.final()])
}
