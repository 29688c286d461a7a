import { randomUUID } from 'node:crypto'
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib'
import QRCode from 'qrcode'
import type { Deps } from '../../deps.ts'
import { AttemptGuard } from './attempts.ts'
import { AuthError, E } from './errors.ts'
import { type FactorRow, mfaRepo } from './mfa-repo.ts'
import type { SessionRow, UserRow } from './repo.ts'

/** GoTrue's defaults: a challenge lives 5 minutes, at most 10 factors, unverified factors are cleaned up. */
export const CHALLENGE_TTL_S = 5 * 60
export const MAX_FACTORS = 10
export const UNVERIFIED_FACTOR_TTL_S = 24 * 3600
const FRIENDLY_NAME_MAX = 100

const iso = (d: Date | string) => new Date(d).toISOString()

/** A factor as GoTrue shows it in `user.factors` and the admin factor list. */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
  }
}

export const mfaErrors = {
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () => new AuthError(404, 'mfa_challenge_expired', 'Challenge not found, create a new challenge'),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  wrongCode: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  replayedCode: () =>
    new AuthError(
      422,
      'mfa_verification_rejected',
      'This code has already been used. Wait for the next code from your authenticator app.',
    ),
  insufficientAal: (what: string) => new AuthError(422, 'insufficient_aal', `AAL2 required to ${what}`),
  phoneNotConfigured: () =>
    new AuthError(
      422,
      'mfa_phone_enroll_not_enabled',
      'Phone factors are not available: no SMS provider is configured on this server.',
    ),
  tooMany: () =>
    new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of factors reached, unenroll to continue'),
  nameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
}

/** TOTP factors of the embedded server (GoTrue's /factors endpoints); the routes only parse and call these. */
export class MfaService {
  private readonly deps: Deps
  /** Wrong codes per factor, in the database: 5, then the factor is locked for 30 s, doubling (attempts.ts). */
  private readonly guard: AttemptGuard

  constructor(deps: Deps) {
    this.deps = deps
    this.guard = new AttemptGuard(deps.db)
  }

  private get db() {
    return this.deps.db
  }

  /** Current factors of a user: expired unverified ones are left out (and deleted at the next enrolment). */
  async factors(userId: string): Promise<FactorRow[]> {
    return mfaRepo.factorsOf(this.db, userId, new Date(Date.now() - UNVERIFIED_FACTOR_TTL_S * 1000))
  }

  async enroll(user: UserRow, session: SessionRow, body: Record<string, unknown>, issuerFallback: string) {
    const type = body.factor_type
    if (type === 'phone') throw mfaErrors.phoneNotConfigured()
    if (type !== 'totp') throw E.validation('factor_type needs to be totp or phone')
    const rawName = body.friendly_name
    if (rawName !== undefined && rawName !== null && typeof rawName !== 'string') {
      throw E.validation('friendly_name must be a string')
    }
    const friendlyName = (rawName ?? '').trim()
    if (friendlyName.length > FRIENDLY_NAME_MAX) {
      throw E.validation(`friendly_name must be at most ${FRIENDLY_NAME_MAX} characters`)
    }
    const issuer = typeof body.issuer === 'string' && body.issuer.trim() ? body.issuer.trim() : issuerFallback
    if (issuer.length > 100 || issuer.includes(':')) throw E.validation('issuer must be a short name without ":"')

    await mfaRepo.deleteStaleUnverified(this.db, user.id, new Date(Date.now() - UNVERIFIED_FACTOR_TTL_S * 1000))
    const existing = await this.factors(user.id)
    const verified = existing.filter((f) => f.status === 'verified')
    if (verified.length > 0 && session.aal !== 'aal2') throw mfaErrors.insufficientAal('enroll a new factor')
    if (existing.length >= MAX_FACTORS) throw mfaErrors.tooMany()
    if (friendlyName && existing.some((f) => f.friendly_name === friendlyName)) {
      throw mfaErrors.nameConflict(friendlyName)
    }

    const secret = generateSecret()
    const uri = generateURI({ issuer, label: user.email ?? user.id, secret })
    const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    let factor: FactorRow
    try {
      factor = await mfaRepo.insertFactor(this.db, {
        id: randomUUID(),
        user_id: user.id,
        friendly_name: friendlyName,
        factor_type: 'totp',
        secret,
      })
    } catch (error) {
      // Two enrolments with the same name at once: the unique index decides.
      if (friendlyName && /unique|duplicate/i.test(String((error as Error).message))) {
        throw mfaErrors.nameConflict(friendlyName)
      }
      throw error
    }
    return {
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendly_name,
      totp: { qr_code: qr, secret, uri },
    }
  }

  private async ownFactor(userId: string, factorId: string): Promise<FactorRow> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(factorId)) {
      throw mfaErrors.factorNotFound()
    }
    const factor = await mfaRepo.factorById(this.db, factorId.toLowerCase())
    if (!factor || factor.user_id !== userId) throw mfaErrors.factorNotFound()
    if (
      factor.status === 'unverified' &&
      Date.now() - new Date(factor.created_at).getTime() > UNVERIFIED_FACTOR_TTL_S * 1000
    ) {
      await mfaRepo.deleteFactor(this.db, factor.id, userId)
      throw mfaErrors.factorNotFound()
    }
    return factor
  }

  async challenge(user: UserRow, factorId: string, ip: string) {
    const factor = await this.ownFactor(user.id, factorId)
    if (factor.factor_type === 'phone') throw mfaErrors.phoneNotConfigured()
    const challenge = await mfaRepo.insertChallenge(this.db, { id: randomUUID(), factor_id: factor.id, ip })
    return {
      id: challenge.id,
      type: factor.factor_type,
      expires_at: Math.floor(new Date(challenge.created_at).getTime() / 1000) + CHALLENGE_TTL_S,
    }
  }

  /**
   * Checks a code against a challenge of the factor. On success the challenge is used up, the factor becomes
   * verified and its time step is remembered (a code works once); returns the factor.
   */
  async verify(user: UserRow, factorId: string, body: Record<string, unknown>): Promise<FactorRow> {
    const factor = await this.ownFactor(user.id, factorId)
    const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : ''
    const code = typeof body.code === 'string' ? body.code.trim() : ''
    if (!challengeId) throw E.validation('challenge_id is required')
    if (!/^\d{6}$/.test(code)) throw E.validation('The code must be 6 digits')
    await this.guard.check(`totp:${factor.id}`)
    const challenge = /^[0-9a-f-]{36}$/i.test(challengeId)
      ? await mfaRepo.challengeById(this.db, challengeId.toLowerCase())
      : undefined
    if (!challenge || challenge.factor_id !== factor.id || challenge.verified_at) throw mfaErrors.challengeNotFound()
    if ((Date.now() - new Date(challenge.created_at).getTime()) / 1000 > CHALLENGE_TTL_S) {
      await mfaRepo.deleteChallenge(this.db, challenge.id)
      throw mfaErrors.challengeExpired(challenge.id)
    }
    const result = await verifyTotp({ secret: factor.secret, token: code, epochTolerance: 30 })
    if (!result.valid || !('timeStep' in result)) {
      await this.guard.failed(`totp:${factor.id}`)
      throw mfaErrors.wrongCode()
    }
    const lastStep = factor.last_step === null ? null : Number(factor.last_step)
    if (lastStep !== null && result.timeStep <= lastStep) throw mfaErrors.replayedCode()
    const accepted = await this.db
      .transaction()
      .execute((tx) => mfaRepo.acceptCode(tx, challenge.id, factor.id, result.timeStep))
    if (!accepted) throw mfaErrors.replayedCode()
    await this.guard.succeeded(`totp:${factor.id}`)
    return accepted
  }

  async unenroll(user: UserRow, session: SessionRow, factorId: string) {
    const factor = await this.ownFactor(user.id, factorId)
    if (factor.status === 'verified' && session.aal !== 'aal2') {
      throw mfaErrors.insufficientAal('unenroll verified factor')
    }
    await this.remove(user.id, factor.id)
    return { id: factor.id }
  }

  async adminList(userId: string) {
    return (await this.factors(userId)).map(factorJson)
  }

  async adminDelete(userId: string, factorId: string) {
    const factor = await this.ownFactor(userId, factorId)
    await this.remove(userId, factor.id)
    return factorJson(factor)
  }

  private async remove(userId: string, factorId: string) {
    await this.db.transaction().execute(async (tx) => {
      await mfaRepo.lowerSessionsOfFactor(tx, factorId)
      await mfaRepo.deleteFactor(tx, factorId, userId)
    })
  }
}
