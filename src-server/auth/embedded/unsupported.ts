import { AuthError, E } from './errors.ts'

/**
 * What the embedded server answers for GoTrue features it does not offer (SAML, web3, manual linking, OIDC
 * id_token providers, sign-up when switched off): GoTrue's own codes and messages, as a GoTrue configured
 * without them answers (supabase/auth internal/api: signup.go, web3.go, middleware.go, token_oidc.go).
 */
export const unsupported = {
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  web3Disabled: () => new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled'),
  samlDisabled: () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
  manualLinkingDisabled: () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled'),
}

/** The issuers GoTrue resolves built-in id_token providers to (internal/api/provider). */
const ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  keycloak: '',
  vercel_marketplace: 'https://marketplace.vercel.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
}

/** POST /token?grant_type=id_token: every provider is off, so this always throws GoTrue's answer. */
export function idTokenGrant(body: Record<string, unknown>): never {
  const str = (v: unknown) => (typeof v === 'string' ? v : '')
  const provider = str(body.provider)
  const issuer = str(body.issuer)
  if (!str(body.id_token)) throw E.validation('id_token required')
  if (!provider && (!str(body.client_id) || !issuer)) {
    throw E.validation('provider or client_id and issuer required')
  }
  const known = Object.entries(ISSUERS).find(([name, iss]) => name === provider || (iss && iss === issuer))
  if (known)
    throw new AuthError(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(known[1])}) is not enabled`)
  if (provider.startsWith('custom:')) throw E.validation('Custom OAuth providers are disabled')
  throw E.validation(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`)
}

/** GoTrue's `paginate`: absent → default; anything but a non-negative integer → 400 "Bad Pagination Parameters". */
export function paginationParam(raw: unknown): number | undefined {
  if (raw === undefined || raw === '') return undefined
  const text = Array.isArray(raw) ? String(raw[0]) : String(raw)
  if (!/^\d{1,15}$/.test(text)) {
    throw E.validation(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(text)}: invalid syntax`)
  }
  return Number(text)
}
