import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose'

/**
 * Keys of the embedded auth server: an ES256 pair for access tokens (public half served as JWKS) and an HS256
 * secret for the legacy-style API keys (anon, service_role). Generated on first start, kept in DATA_DIR.
 */
export interface AuthKeys {
  kid: string
  privateKey: CryptoKey
  publicJwk: JWK
  jwtSecret: Uint8Array
  anonKey: string
  serviceRoleKey: string
}

interface StoredKeys {
  kid: string
  privateJwk: JWK
  publicJwk: JWK
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
}

async function signApiKey(secret: Uint8Array, role: 'anon' | 'service_role'): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ role, ref: 'embedded' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('supabase')
    .setIssuedAt(now)
    .setExpirationTime(now + 10 * 365 * 24 * 3600)
    .sign(secret)
}

async function generate(env: { anonKey?: string; serviceRoleKey?: string; jwtSecret?: string }): Promise<StoredKeys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  const kid = randomUUID()
  const jwtSecret = env.jwtSecret ?? randomBytes(32).toString('base64url')
  const secret = new TextEncoder().encode(jwtSecret)
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'ES256' },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true },
    jwtSecret,
    anonKey: env.anonKey ?? (await signApiKey(secret, 'anon')),
    serviceRoleKey: env.serviceRoleKey ?? (await signApiKey(secret, 'service_role')),
  }
}

/** Loads the keys from `{dataDir}/auth/keys.json`, creating them on first start. Keys given in the env win. */
export async function loadOrCreateAuthKeys(
  dataDir: string,
  env: { anonKey?: string; serviceRoleKey?: string; jwtSecret?: string } = {},
): Promise<AuthKeys> {
  const file = path.join(dataDir, 'auth', 'keys.json')
  let stored: StoredKeys
  if (fs.existsSync(file)) {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredKeys
  } else {
    stored = await generate(env)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 })
  }
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored.privateJwk, 'ES256')) as CryptoKey,
    publicJwk: stored.publicJwk,
    jwtSecret: new TextEncoder().encode(env.jwtSecret ?? stored.jwtSecret),
    anonKey: env.anonKey ?? stored.anonKey,
    serviceRoleKey: env.serviceRoleKey ?? stored.serviceRoleKey,
  }
}

export interface AccessTokenClaims {
  sub: string
  email?: string
  phone?: string
  session_id: string
  aal?: 'aal1' | 'aal2'
  amr?: { method: string; timestamp: number }[]
  app_metadata?: Record<string, unknown>
  user_metadata?: Record<string, unknown>
  is_anonymous?: boolean
}

export const ACCESS_TOKEN_TTL_S = 3600

/** Signs an access token the way GoTrue does (contract §3). */
export async function signAccessToken(
  keys: AuthKeys,
  issuer: string,
  claims: AccessTokenClaims,
  ttlSeconds = ACCESS_TOKEN_TTL_S,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({
    email: claims.email ?? '',
    phone: claims.phone ?? '',
    app_metadata: claims.app_metadata ?? { provider: 'email', providers: ['email'] },
    user_metadata: claims.user_metadata ?? {},
    role: 'authenticated',
    aal: claims.aal ?? 'aal1',
    amr: claims.amr ?? [{ method: 'password', timestamp: now }],
    session_id: claims.session_id,
    is_anonymous: claims.is_anonymous ?? false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(claims.sub)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(keys.privateKey)
}
