import { createBrowserClient } from '@supabase/ssr'
import type { SupabaseClient } from '@supabase/supabase-js'
import { clientConfig, supabaseUrl } from '../app/config.ts'
import { registerAuthClient } from './session.tsx'

let client: SupabaseClient | null = null

/**
 * The one browser auth client: @supabase/ssr keeps the session in cookies (400 days, path /, SameSite lax,
 * 3180-char chunks; Secure when PUBLIC_URL is https) under the cookie name the server reads. Hosted Supabase or this origin (embedded).
 */
export function getSupabase(): SupabaseClient {
  if (!client) {
    client = createBrowserClient(supabaseUrl(), clientConfig().supabaseAnonKey, {
      cookieOptions: { name: clientConfig().authCookieName, secure: clientConfig().secureCookies },
    }) as unknown as SupabaseClient
    registerAuthClient(client)
  }
  return client
}
