import type { Kysely, Transaction } from 'kysely'
import { isLocale, type Locale, preferredLocale } from '../../src/i18n/locales.ts'
import type { Database } from '../db/schema.ts'

/**
 * The language mails to a user are written in (table `mail_locales`, one row per user): set at sign-up from the
 * language the client sent, and by every signed-in request that carries one (enquiries, email change). Auth mails
 * and enquiry mails read it, so a recovery mail asked for from another device is still in the user's language.
 */

type Db = Kysely<Database> | Transaction<Database>

/** `locale` as a shipped language, or undefined (user metadata, a cookie: anything a client sent). */
export function asLocale(value: unknown): Locale | undefined {
  return typeof value === 'string' && isLocale(value) ? value : undefined
}

/** The language a request asks in: the site's locale cookie (the page it came from), else Accept-Language. */
export function requestLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale | undefined {
  return asLocale(cookie) ?? preferredLocale(acceptLanguage) ?? undefined
}

/** Stores the user's mail language; `keep`: only if none is stored yet (a request that may not be the user's). */
export async function rememberMailLocale(
  db: Db,
  userId: string,
  locale: Locale,
  mode: 'replace' | 'keep' = 'replace',
): Promise<void> {
  await db
    .insertInto('mail_locales')
    .values({ user_id: userId, locale })
    .onConflict((oc) =>
      mode === 'keep'
        ? oc.column('user_id').doNothing()
        : oc
            .column('user_id')
            .doUpdateSet({ locale, updated_at: new Date() })
            .where('mail_locales.locale', '!=', locale),
    )
    .execute()
}

export async function mailLocalesOf(db: Db, userIds: readonly string[]): Promise<Map<string, Locale>> {
  const ids = [...new Set(userIds)]
  if (!ids.length) return new Map()
  const rows = await db.selectFrom('mail_locales').select(['user_id', 'locale']).where('user_id', 'in', ids).execute()
  return new Map(rows.flatMap((r) => (isLocale(r.locale) ? [[r.user_id, r.locale] as const] : [])))
}
