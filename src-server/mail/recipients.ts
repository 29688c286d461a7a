import type { Deps } from '../deps.ts'

/**
 * Email addresses of users, for product mails: the embedded auth server's users table, or hosted Supabase's admin
 * API (service key). Unknown or unreachable users are simply absent (a mail is never worth failing a request).
 */
export async function emailsOf(
  deps: Pick<Deps, 'config' | 'db' | 'log' | 'supabaseUrl' | 'supabaseServiceRoleKey'>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  const ids = [...new Set(userIds)].slice(0, 50)
  if (!ids.length) return out
  if (deps.config.embeddedSupabase) {
    const rows = await deps.db.selectFrom('auth_users').select(['id', 'email']).where('id', 'in', ids).execute()
    for (const r of rows) if (r.email) out.set(r.id, r.email)
    return out
  }
  const key = deps.supabaseServiceRoleKey
  await Promise.all(
    ids.map(async (id) => {
      try {
        const res = await fetch(`${deps.supabaseUrl}/auth/v1/admin/users/${id}`, {
          headers: { apikey: key, authorization: `Bearer ${key}` },
          signal: AbortSignal.timeout(5000),
        })
        if (!res.ok) return
        const user = (await res.json()) as { email?: unknown }
        if (typeof user.email === 'string' && user.email) out.set(id, user.email)
      } catch (error) {
        deps.log.warn({ err: error, userId: id }, 'mail: email lookup at the hosted auth server failed')
      }
    }),
  )
  return out
}
