import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { repo } from './embedded/repo.ts'
import { grantRole } from './roles.ts'

/**
 * ADMIN_EMAIL: the first admin of a public start without a terminal. The address becomes admin once it holds a
 * confirmed account: at its first session (sign-up with autoconfirm, the confirmation link, a sign-in), and at
 * start when that account already exists. Confirmation matters: without it anyone could sign up with the address.
 */
export function isConfiguredAdmin(config: Pick<Config, 'ADMIN_EMAIL'>, email: string | null | undefined): boolean {
  return Boolean(config.ADMIN_EMAIL && email && email.toLowerCase() === config.ADMIN_EMAIL.toLowerCase())
}

export async function grantConfiguredAdmin(
  db: Kysely<Database>,
  config: Pick<Config, 'ADMIN_EMAIL'>,
  user: { id: string; email: string | null; email_confirmed_at: Date | string | null },
): Promise<boolean> {
  if (!user.email_confirmed_at || !isConfiguredAdmin(config, user.email)) return false
  await grantRole(db, user.id, 'admin')
  return true
}

/** At start: the configured address's account, when it exists and is confirmed, is admin. */
export async function grantConfiguredAdminAtStart(db: Kysely<Database>, config: Pick<Config, 'ADMIN_EMAIL'>) {
  if (!config.ADMIN_EMAIL) return false
  const user = await repo.userByEmail(db, config.ADMIN_EMAIL)
  return user ? grantConfiguredAdmin(db, config, user) : false
}
