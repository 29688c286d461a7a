import type { JWK } from 'jose'
import { SignJWT } from 'jose'

/**
 * Keys of the embedded auth server: ES256 keys for access tokens (one signs; the public halves of it and of the
 * keys it replaced are served as JWKS) and an HS256 secret for the legacy-style API keys (anon, service_role).
 * Kept in the database (key-store.ts), so server copies sharing it trust each other's tokens; another copy's
 * rotation is seen at the next look: a token with an unknown kid, or a signature after REFRESH_AFTER_MS.
 */
export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicJwk: JWK
}

export interface KeySet {
  signer: SigningKey
  /** Every public key a token may be signed with: the signer's and those of retired keys still in their time. */
  jwks: JWK[]
}

/** What a token verifier needs of the keys (verify.ts). */
export interface VerificationKeys {
  /** Changes whenever `jwks` does. */
  readonly version: number
  readonly jwks: JWK[]
  /** Looks again in the store (at most every few seconds); true when the keys changed. */
  refresh(): Promise<boolean>
}

/** A copy re-reads the keys before signing at most this long after its last look. */
const REFRESH_AFTER_MS = 60_000
/** A token naming an unknown kid makes the copy look again, but not more often than this. */
const UNKNOWN_KID_COOLDOWN_MS = 5_000

export class AuthKeys implements VerificationKeys {
  readonly jwtSecret: Uint8Array
  readonly anonKey: string
  readonly serviceRoleKey: string
  private set: KeySet
  private loadedAt = Date.now()
  private unknownKidLookAt = 0
  private looking: Promise<boolean> | null = null
  private fingerprint: string
  private readonly load: (() => Promise<KeySet>) | null
  version = 0

  constructor(
    set: KeySet,
    api: { jwtSecret: Uint8Array; anonKey: string; serviceRoleKey: string },
    load: (() => Promise<KeySet>) | null = null,
  ) {
    this.load = load
    this.set = set
    this.fingerprint = fingerprintOf(set)
    this.jwtSecret = api.jwtSecret
    this.anonKey = api.anonKey
    this.serviceRoleKey = api.serviceRoleKey
  }

  /** The kid of the key that signs now. */
  get kid(): string {
    return this.set.signer.kid
  }

  /** The public half of the key that signs now. */
  get publicJwk(): JWK {
    return this.set.signer.publicJwk
  }

  get jwks(): JWK[] {
    return this.set.jwks
  }

  /** The key to sign with, looked up again when the last look is older than REFRESH_AFTER_MS. */
  async signer(): Promise<SigningKey> {
    if (this.load && Date.now() - this.loadedAt > REFRESH_AFTER_MS) await this.lookAgain()
    return this.set.signer
  }

  /** Takes a key set at once (this process rotated the key). */
  replace(set: KeySet): void {
    this.loadedAt = Date.now()
    const fingerprint = fingerprintOf(set)
    this.set = set
    if (fingerprint !== this.fingerprint) {
      this.fingerprint = fingerprint
      this.version++
    }
  }

  refresh(): Promise<boolean> {
    if (!this.load || Date.now() - this.unknownKidLookAt < UNKNOWN_KID_COOLDOWN_MS) return Promise.resolve(false)
    this.unknownKidLookAt = Date.now()
    return this.lookAgain()
  }

  private lookAgain(): Promise<boolean> {
    this.looking ??= (async () => {
      const before = this.version
      try {
        this.replace(await this.load!())
      } catch {
        // The store out of reach (a database restart): sign and verify with what this copy knows, look again later.
        this.loadedAt = Date.now()
      } finally {
        this.looking = null
      }
      return this.version !== before
    })()
    return this.looking
  }
}

const fingerprintOf = (set: KeySet) => [set.signer.kid, ...set.jwks.map((k) => k.kid)].join(' ')

/**
 * An API key (anon or service_role) as Supabase makes them. `issuedAt` fixed (seconds): every server copy signing
 * with the same secret makes the same string, and the keys are compared as strings.
 */
export async function signApiKey(
  secret: Uint8Array,
  role: 'anon' | 'service_role',
  issuedAt = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ role, ref: 'embedded' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('supabase')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 10 * 365 * 24 * 3600)
    .sign(secret)
}

/** When the keys of SUPABASE_JWT_SECRET count from (2026-01-01): the same on every copy, valid until 2036. */
export const SECRET_API_KEYS_ISSUED_AT = 1_767_225_600

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
  const signer = await keys.signer()
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
    .setProtectedHeader({ alg: 'ES256', kid: signer.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(claims.sub)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(signer.privateKey)
}
