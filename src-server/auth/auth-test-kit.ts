import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { TestApp } from '../test/harness.ts'

/** Helpers for tests that drive the embedded auth server with supabase-js (not used by the server). */

function memoryStorage() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}

export function client(app: TestApp): SupabaseClient {
  return createClient(app.url, app.deps.supabaseAnonKey, {
    auth: { storage: memoryStorage(), autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
  })
}

export function adminClient(app: TestApp): SupabaseClient {
  return createClient(app.url, app.deps.supabaseServiceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

let seq = 0
export const newEmail = () => `k${Date.now().toString(36)}${seq++}@example.test`

/** A confirmed user made through the admin API. */
export async function confirmedUser(app: TestApp, password = 'correct-horse-1') {
  const email = newEmail()
  const { data, error } = await adminClient(app).auth.admin.createUser({ email, password, email_confirm: true })
  if (error) throw error
  return { id: data.user!.id, email, password }
}

/** A raw call to /auth/v1 (status and JSON body), for what supabase-js hides. */
export async function authCall(app: TestApp, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {
    apikey: app.deps.supabaseAnonKey,
    'content-type': 'application/json',
    'x-supabase-api-version': '2024-01-01',
  }
  if (token) headers.authorization = `Bearer ${token}`
  const res = await fetch(`${app.url}/auth/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}
