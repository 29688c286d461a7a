import { DISPLAY_NAME_MAX } from '../../src/profile/schemas.ts'
import { parseJson } from '../auth/embedded/repo.ts'
import type { Deps } from '../deps.ts'

/**
 * Email addresses and sign-up names of users, for product mails and for showing who wrote: the embedded auth server's
 * users table, or hosted Supabase's admin API (service key). Unknown or unreachable users are simply absent (a mail
 * or a name is never worth failing a request).
 */

type AccountDeps = Pick<Deps, 'config' | 'db' | 'log' | 'supabaseUrl' | 'supabaseServiceRoleKey'>

interface Account {
  email?: string
  /** The name given at sign-up (user metadata `display_name`), trimmed and capped. */
  displayName?: string
}

function accountOf(email: unknown, metadata: Record<string, unknown>): Account {
  const name = typeof metadata.display_name === 'string' ? metadata.display_name.trim() : ''
  return {
    ...(typeof email === 'string' && email ? { email } : {}),
    ...(name ? { displayName: name.slice(0, DISPLAY_NAME_MAX) } : {}),
  }
}

async function accountsOf(deps: AccountDeps, userIds: readonly string[]): Promise<Map<string, Account>> {
  const out = new Map<string, Account>()
  const ids = [...new Set(userIds)].slice(0, 50)
  if (!ids.length) return out
  if (deps.config.embeddedSupabase) {
    const rows = await deps.db
      .selectFrom('auth_users')
      .select(['id', 'email', 'user_metadata'])
      .where('id', 'in', ids)
      .execute()
    for (const r of rows) out.set(r.id, accountOf(r.email, parseJson(r.user_metadata)))
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
        const user = (await res.json()) as { email?: unknown; user_metadata?: unknown }
        const meta = user.user_metadata && typeof user.user_metadata === 'object' ? user.user_metadata : {}
        out.set(id, accountOf(user.email, meta as Record<string, unknown>))
      } catch (error) {
        deps.log.warn({ err: error, userId: id }, 'mail: account lookup at the hosted auth server failed')
      }
    }),
  )
  return out
}

export async function emailsOf(deps: AccountDeps, userIds: readonly string[]): Promise<Map<string, string>> {
  const accounts = await accountsOf(deps, userIds)
  return new Map([...accounts].flatMap(([id, a]) => (a.email ? [[id, a.email] as const] : [])))
}

/** The names users gave at sign-up (user metadata `display_name`); users without one are absent. */
export async function signUpNamesOf(deps: AccountDeps, userIds: readonly string[]): Promise<Map<string, string>> {
  const accounts = await accountsOf(deps, userIds)
  return new Map([...accounts].flatMap(([id, a]) => (a.displayName ? [[id, a.displayName] as const] : [])))
}
