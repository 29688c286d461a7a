import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type JWK,
  errors as joseErrors,
} from 'jose'
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { StartError } from '../start-failure.ts'
import {
  ACCESS_TOKEN_TTL_S,
  AuthKeys,
  type KeySet,
  SECRET_API_KEYS_ISSUED_AT,
  type SigningKey,
  signApiKey,
} from './keys.ts'
import { signingKeySettingProblem } from './signing-key-shape.ts'
import { type StoredSigningKey, signingKeysRepo } from './signing-keys-repo.ts'

/**
 * Where the embedded auth server's keys come from: the database (auth_signing_keys, auth_api_keys), created by
 * the first copy that starts and read by every other; AUTH_SIGNING_KEY instead, for those who keep secrets outside
 * the database; and, once, the `DATA_DIR/auth/keys.json` of installs from before the keys moved into the database,
 * imported at their first start so their sessions and API keys stay valid.
 */
export interface KeySettings {
  dataDir: string
  anonKey?: string
  serviceRoleKey?: string
  jwtSecret?: string
  /** AUTH_SIGNING_KEY: a private EC P-256 JWK, a JWKS `{"keys":[…]}` (the first signs), or a PKCS#8 PEM. */
  signingKey?: string
}

/** A retired key verifies the tokens it signed until they expire, and a little longer for clocks that differ. */
const RETIRED_KEY_GRACE_MS = (ACCESS_TOKEN_TTL_S + 300) * 1000

/** The keys file of installs from before migrations/0051 (and of backups made by them). */
export const legacyKeysFile = (dataDir: string) => path.join(dataDir, 'auth', 'keys.json')

interface LegacyKeys {
  kid: string
  privateJwk: JWK
  publicJwk: JWK
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
}

export const authKeySettings = (config: Config): KeySettings => ({
  dataDir: config.dataDir,
  anonKey: config.SUPABASE_ANON_KEY,
  serviceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY,
  jwtSecret: config.SUPABASE_JWT_SECRET,
  signingKey: config.AUTH_SIGNING_KEY,
})

export class SigningKeySettingError extends StartError {
  override name = 'SigningKeySettingError'
}

export async function loadAuthKeys(db: Kysely<Database>, settings: KeySettings): Promise<AuthKeys> {
  const fromEnv = settings.signingKey ? await parseSigningKeySetting(settings.signingKey) : []
  const legacy = readLegacyKeys(settings.dataDir)
  const api = await signingKeysRepo.exclusive(db, async (trx) => {
    const stored = await signingKeysRepo.list(trx)
    if (legacy && !stored.some((k) => k.kid === legacy.kid)) {
      // Signs on if nothing else does: the sessions of this install go on as before.
      const retired = fromEnv.length > 0 || stored.some((k) => !k.retiredAt)
      await signingKeysRepo.insert(trx, {
        kid: legacy.kid,
        privateJwk: JSON.stringify(legacy.privateJwk),
        publicJwk: JSON.stringify(legacy.publicJwk),
        retired,
      })
    } else if (!fromEnv.length && !stored.some((k) => !k.retiredAt)) {
      await signingKeysRepo.insert(trx, { ...(await newSigningKey()), retired: false })
    }
    if (settings.jwtSecret) return null
    const existing = await signingKeysRepo.apiKeys(trx)
    if (existing) return existing
    const created = legacy
      ? { jwtSecret: legacy.jwtSecret, anonKey: legacy.anonKey, serviceRoleKey: legacy.serviceRoleKey }
      : await newApiKeys(randomBytes(32).toString('base64url'))
    await signingKeysRepo.insertApiKeys(trx, created)
    return created
  })
  if (legacy) {
    // In the database now: the file is kept under another name, no longer read, and left out of backups.
    fs.promises.rename(legacyKeysFile(settings.dataDir), `${legacyKeysFile(settings.dataDir)}.imported`).catch(() => {})
  }
  // SUPABASE_JWT_SECRET given: the API keys are signed with it here and kept nowhere, the same on every copy.
  const apiKeys = api ?? (await newApiKeys(settings.jwtSecret!, SECRET_API_KEYS_ISSUED_AT))
  const load = async () => keySet(await signingKeysRepo.list(db), fromEnv)
  return new AuthKeys(
    await load(),
    {
      jwtSecret: new TextEncoder().encode(apiKeys.jwtSecret),
      anonKey: settings.anonKey ?? apiKeys.anonKey,
      serviceRoleKey: settings.serviceRoleKey ?? apiKeys.serviceRoleKey,
    },
    load,
  )
}

export interface Rotation {
  kid: string
  retiredKid: string | null
  droppedKids: string[]
}

/**
 * A new key signs from now on; the one it replaces verifies until the tokens it signed have expired, and keys
 * retired longer ago than that are deleted. Other copies see the new key at their next look (keys.ts).
 */
export async function rotateSigningKey(db: Kysely<Database>): Promise<Rotation> {
  const key = await newSigningKey()
  return signingKeysRepo.exclusive(db, async (trx) => {
    const retiredKid = await signingKeysRepo.retireSigner(trx)
    await signingKeysRepo.insert(trx, { ...key, retired: false })
    const droppedKids = await signingKeysRepo.dropRetiredBefore(trx, new Date(Date.now() - RETIRED_KEY_GRACE_MS))
    return { kid: key.kid, retiredKid, droppedKids }
  })
}

/** Reads the key set again (after this process rotated: at once, not at its next look). */
export async function reloadKeySet(db: Kysely<Database>, keys: AuthKeys, settings: KeySettings): Promise<void> {
  const fromEnv = settings.signingKey ? await parseSigningKeySetting(settings.signingKey) : []
  keys.replace(await keySet(await signingKeysRepo.list(db), fromEnv))
}

async function keySet(stored: StoredSigningKey[], fromEnv: SigningKey[]): Promise<KeySet> {
  const inTime = stored.filter((k) => !k.retiredAt || Date.now() - k.retiredAt.getTime() < RETIRED_KEY_GRACE_MS)
  const current = stored.find((k) => !k.retiredAt)
  const signer =
    fromEnv[0] ??
    (current
      ? {
          kid: current.kid,
          privateKey: (await importJWK(JSON.parse(current.privateJwk) as JWK, 'ES256')) as CryptoKey,
          publicJwk: JSON.parse(current.publicJwk) as JWK,
        }
      : null)
  if (!signer) throw new Error('no auth signing key: none in the database and AUTH_SIGNING_KEY is not set')
  const jwks = [...fromEnv.map((k) => k.publicJwk), ...inTime.map((k) => JSON.parse(k.publicJwk) as JWK)]
  const seen = new Set<string>()
  return { signer, jwks: jwks.filter((k) => !seen.has(k.kid!) && seen.add(k.kid!)) }
}

async function newSigningKey(): Promise<{ kid: string; privateJwk: string; publicJwk: string }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  const kid = randomUUID()
  return {
    kid,
    privateJwk: JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: 'ES256' }),
    publicJwk: JSON.stringify(publicJwkOf(await exportJWK(publicKey), kid)),
  }
}

const publicJwkOf = (jwk: JWK, kid: string): JWK => ({
  kty: jwk.kty,
  crv: jwk.crv,
  x: jwk.x,
  y: jwk.y,
  kid,
  alg: 'ES256',
  use: 'sig',
  key_ops: ['verify'],
  ext: true,
})

async function newApiKeys(jwtSecret: string, issuedAt?: number) {
  const secret = new TextEncoder().encode(jwtSecret)
  return {
    jwtSecret,
    anonKey: await signApiKey(secret, 'anon', issuedAt),
    serviceRoleKey: await signApiKey(secret, 'service_role', issuedAt),
  }
}

function readLegacyKeys(dataDir: string): LegacyKeys | null {
  const file = legacyKeysFile(dataDir)
  if (!fs.existsSync(file)) return null
  return JSON.parse(fs.readFileSync(file, 'utf8')) as LegacyKeys
}

/** AUTH_SIGNING_KEY as signing keys, the first one signing. kid: the JWK's own, else its RFC 7638 thumbprint. */
export async function parseSigningKeySetting(value: string): Promise<SigningKey[]> {
  const problem = signingKeySettingProblem(value)
  if (problem) throw new SigningKeySettingError(`AUTH_SIGNING_KEY ${problem}`)
  const text = value.trim()
  try {
    if (text.startsWith('-----BEGIN')) {
      const privateKey = await importPKCS8(text.replace(/\\n/g, '\n'), 'ES256', { extractable: true })
      const jwk = await exportJWK(privateKey)
      return [await signingKeyFromJwk(jwk)]
    }
    const parsed = JSON.parse(text) as JWK | { keys: JWK[] }
    return Promise.all(('keys' in parsed ? parsed.keys : [parsed]).map(signingKeyFromJwk))
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError || error instanceof DOMException) {
      throw new SigningKeySettingError(`AUTH_SIGNING_KEY could not be read as an ES256 key: ${error.message}`)
    }
    throw error
  }
}

async function signingKeyFromJwk(jwk: JWK): Promise<SigningKey> {
  const kid = jwk.kid ?? (await calculateJwkThumbprint({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }))
  const privateKey = (await importJWK({ ...jwk, alg: 'ES256' }, 'ES256')) as CryptoKey
  return { kid, privateKey, publicJwk: publicJwkOf(jwk, kid) }
}
