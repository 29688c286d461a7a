import type { JWK } from 'jose'

/** The shape of AUTH_SIGNING_KEY, checked when the config loads (the keys themselves are imported at start). */
export function signingKeySettingProblem(value: string): string | null {
  const text = value.trim()
  if (text.startsWith('-----BEGIN')) {
    return /-----BEGIN PRIVATE KEY-----/.test(text.replace(/\\n/g, '\n'))
      ? null
      : 'a PEM must be a PKCS#8 private key (-----BEGIN PRIVATE KEY-----)'
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return 'must be a private JWK (JSON), a JWKS {"keys":[…]} or a PKCS#8 PEM'
  }
  const list = (parsed as { keys?: unknown }).keys ?? [parsed]
  if (!Array.isArray(list) || !list.length) return 'a JWKS needs at least one key'
  for (const jwk of list as JWK[]) {
    if (jwk?.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d || !jwk.x || !jwk.y) {
      return 'every key must be a private EC P-256 JWK (kty "EC", crv "P-256", with d, x and y) for ES256'
    }
  }
  return null
}
