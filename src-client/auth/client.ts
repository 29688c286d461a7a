import { createBrowserClient } from '@supabase/ssr'
import type { SupabaseClient } from '@supabase/supabase-js'
import { clientConfig, supabaseUrl } from '../app/config.ts'

let client: SupabaseClient | null = null

/**
 * The one browser auth client: @supabase/ssr keeps the session in cookies (400 days, path /, SameSite lax,
 * 3180-char chunks) under the cookie name the server reads. Hosted Supabase or this origin (embedded).
 */
export function getSupabase(): SupabaseClient {
  if (!client) {
    client = createBrowserClient(supabaseUrl(), clientConfig().supabaseAnonKey, {
      cookieOptions: { name: clientConfig().authCookieName },
    }) as unknown as SupabaseClient
  }
  return client
}

/** The claims of an access token (already verified by the server that issued it; used only for display/aal). */
export function decodeClaims(accessToken: string | undefined): Record<string, unknown> | null {
  if (!accessToken) return null
  try {
    const part = accessToken.split('.')[1] ?? ''
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
    return JSON.parse(decodeURIComponent(escape(json))) as Record<string, unknown>
  } catch {
    return null
  }
}
