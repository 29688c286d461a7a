import { SECRET_API_KEYS_ISSUED_AT, signApiKey } from '../auth/keys.ts'

/**
 * For servers that e2e specs and benches start as processes: the HS256 secret they run with (SUPABASE_JWT_SECRET),
 * so the tooling can make the anon and service role keys itself; the server keeps its own in its database.
 */
export const TOOLING_JWT_SECRET = 'stagebook-tooling-secret-for-test-servers-only'

let keys: Promise<{ anonKey: string; serviceRoleKey: string }> | null = null

/** The anon and service role keys a server started with TOOLING_JWT_SECRET accepts. */
export function toolingApiKeys(): Promise<{ anonKey: string; serviceRoleKey: string }> {
  keys ??= (async () => {
    const secret = new TextEncoder().encode(TOOLING_JWT_SECRET)
    return {
      anonKey: await signApiKey(secret, 'anon', SECRET_API_KEYS_ISSUED_AT),
      serviceRoleKey: await signApiKey(secret, 'service_role', SECRET_API_KEYS_ISSUED_AT),
    }
  })()
  return keys
}
