import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTranslator } from '../../src/i18n/index.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { mailLocalesOf } from '../mail/locales.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { adminClient, authCall, confirmedUser, newEmail } from './auth-test-kit.ts'
import { type AnyMailKind, renderMail } from './embedded/mailer.ts'

/**
 * Auth mails in the user's language: the one stored for them (set at sign-up from `data.locale`, else the locale
 * cookie, else Accept-Language), so a recovery asked for from another browser is still in it; a stranger's request
 * cannot change it, a signed-in request can.
 */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.stop()
})

interface Mail {
  kind: string
  subject: string
  text: string
}

/** The newest mail to `email` (the dev mailbox waits for mails still being sent). */
async function lastMail(email: string): Promise<Mail> {
  const res = await fetch(`${t.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)
  const { mails } = (await res.json()) as { mails: Mail[] }
  if (!mails[0]) throw new Error(`no mail for ${email}`)
  return mails[0]
}

/** supabase-js as a browser on the site in some language sends it: the locale cookie, Accept-Language. */
function browser(headers: Record<string, string> = {}): SupabaseClient {
  return createClient(t.url, t.deps.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
  })
}

const subject = (locale: Locale, kind: AnyMailKind) => createTranslator(locale)(`auth.mail.subject.${kind}`)
const stored = async (userId: string) => (await mailLocalesOf(t.deps.db, [userId])).get(userId)

describe('auth mails in the user’s language', () => {
  it('every kind has its own subject and lead in every locale, with the link, the code and its note', () => {
    const kinds: AnyMailKind[] = ['confirmation', 'recovery', 'magiclink', 'email_change', 'invite', 'reauthentication']
    for (const locale of LOCALES) {
      const subjects = new Set<string>()
      for (const kind of kinds) {
        const link = kind === 'reauthentication' ? '' : 'https://stagebook.test/auth/confirm?token_hash=a&b="c"'
        const mail = renderMail({ to: 'x@example.test', kind, link, otp: '012345', locale })
        expect(mail.subject, `${locale} ${kind}`).not.toMatch(/^auth\./)
        subjects.add(mail.subject)
        expect(mail.text).toContain('012345')
        expect(mail.text).not.toMatch(/auth\.mail|\{\{/)
        if (link) {
          expect(mail.text).toContain(link)
          expect(mail.html).toContain('token_hash=a&amp;b=&quot;c&quot;')
          expect(mail.html).not.toContain('"c"')
        }
      }
      expect(subjects.size, locale).toBe(kinds.length)
    }
    expect(renderMail({ to: '', kind: 'recovery', link: 'l', otp: '1', locale: 'en' }).text).toContain('24 hours')
    expect(renderMail({ to: '', kind: 'reauthentication', link: '', otp: '1', locale: 'de' }).text).toContain(
      '10 Minuten',
    )
  })

  it('sign-up with data.locale de → the confirmation mail is German, and later mails stay German', async () => {
    const email = newEmail()
    const { data, error } = await browser({ 'accept-language': 'en-GB' }).auth.signUp({
      email,
      password: 'secret-pass-1',
      options: { data: { locale: 'de' } },
    })
    expect(error).toBeNull()
    const mail = await lastMail(email)
    expect(mail.kind).toBe('confirmation')
    expect(mail.subject).toBe('Bestätige dein Stagebook-Konto')
    expect(mail.text).toContain('Willkommen bei Stagebook!')
    expect(mail.text).toContain('Oder gib diesen Code ein:')
    expect(await stored(data.user!.id)).toBe('de')

    // A recovery asked for from another browser (English, no cookie) is still in German.
    expect((await browser({ 'accept-language': 'en' }).auth.resetPasswordForEmail(email)).error).toBeNull()
    const recovery = await lastMail(email)
    expect(recovery.kind).toBe('recovery')
    expect(recovery.subject).toBe(subject('de', 'recovery'))
  })

  for (const locale of LOCALES) {
    it(`${locale}: the locale cookie of the page signed up from picks the mail's language`, async () => {
      const email = newEmail()
      const { error } = await browser({ cookie: `locale=${locale}`, 'accept-language': 'it' }).auth.signUp({
        email,
        password: 'secret-pass-1',
      })
      expect(error).toBeNull()
      const mail = await lastMail(email)
      expect(mail.subject).toBe(subject(locale, 'confirmation'))
      expect(mail.text).toContain(createTranslator(locale)('auth.mail.lead.confirmation'))
    })
  }

  it('without cookie or data, Accept-Language picks it; with nothing usable, English', async () => {
    const spanish = newEmail()
    await browser({ 'accept-language': 'pt-BR, es;q=0.8, en;q=0.5' }).auth.signUp({
      email: spanish,
      password: 'secret-pass-1',
      options: { data: { locale: 'xx' } },
    })
    expect((await lastMail(spanish)).subject).toBe(subject('es', 'confirmation'))

    const none = newEmail()
    const { data } = await browser({ 'accept-language': 'ja', cookie: 'locale=<script>' }).auth.signUp({
      email: none,
      password: 'secret-pass-1',
    })
    expect((await lastMail(none)).subject).toBe(subject('en', 'confirmation'))
    expect(await stored(data.user!.id)).toBeUndefined()
  })

  it('a stranger asking for a recovery or a new sign-up in another language does not change the language', async () => {
    const email = newEmail()
    const { data } = await browser({ cookie: 'locale=fr' }).auth.signUp({ email, password: 'secret-pass-1' })
    expect((await lastMail(email)).subject).toBe(subject('fr', 'confirmation'))
    // The same address signed up again (unconfirmed: the confirmation is sent again) from an Italian page.
    await browser({ cookie: 'locale=it' }).auth.signUp({ email, password: 'secret-pass-2' })
    expect((await lastMail(email)).subject).toBe(subject('fr', 'confirmation'))
    await browser({ cookie: 'locale=it' }).auth.resetPasswordForEmail(email)
    expect((await lastMail(email)).subject).toBe(subject('fr', 'recovery'))
    expect(await stored(data.user!.id)).toBe('fr')
  })

  it('an account without a stored language: its user metadata, else the request’s language, stored by nothing', async () => {
    const admin = adminClient(t)
    const plain = await confirmedUser(t)
    await browser({ cookie: 'locale=es' }).auth.resetPasswordForEmail(plain.email)
    expect((await lastMail(plain.email)).subject).toBe(subject('es', 'recovery'))
    expect(await stored(plain.id)).toBeUndefined()

    const email = newEmail()
    const { data } = await admin.auth.admin.createUser({
      email,
      password: 'secret-pass-1',
      email_confirm: true,
      user_metadata: { locale: 'it' },
    })
    await browser({ cookie: 'locale=de' }).auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    const magic = await lastMail(email)
    expect(magic.kind).toBe('magiclink')
    expect(magic.subject).toBe(subject('it', 'magiclink'))
    expect(await stored(data.user!.id)).toBeUndefined()
  })

  it('a magic-link sign-up (OTP) stores the language like a sign-up', async () => {
    const email = newEmail()
    await browser({ cookie: 'locale=it' }).auth.signInWithOtp({ email })
    expect((await lastMail(email)).subject).toBe(subject('it', 'confirmation'))
    await browser().auth.signInWithOtp({ email })
    expect((await lastMail(email)).subject).toBe(subject('it', 'confirmation'))
  })

  it('invites: in the language data.locale names, never in the inviting admin’s', async () => {
    const french = newEmail()
    const admin = createClient(t.url, t.deps.supabaseServiceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { cookie: 'locale=de', 'accept-language': 'de' } },
    })
    expect((await admin.auth.admin.inviteUserByEmail(french, { data: { locale: 'fr' } })).error).toBeNull()
    expect((await lastMail(french)).subject).toBe(subject('fr', 'invite'))
    const plain = newEmail()
    expect((await admin.auth.admin.inviteUserByEmail(plain)).error).toBeNull()
    expect((await lastMail(plain)).subject).toBe(subject('en', 'invite'))
  })

  it('signed in: the language the user uses the site in becomes theirs (reauthentication, email change, data.locale)', async () => {
    const u = await confirmedUser(t)
    const session = await authCall(t, 'POST', '/token?grant_type=password', { email: u.email, password: u.password })
    const token = session.body.access_token as string
    const signedIn = (cookie: string) =>
      fetch(`${t.url}/auth/v1/reauthenticate`, {
        headers: { apikey: t.deps.supabaseAnonKey, authorization: `Bearer ${token}`, cookie },
      })
    expect((await signedIn('locale=es')).status).toBe(200)
    const code = await lastMail(u.email)
    expect(code.kind).toBe('reauthentication')
    expect(code.subject).toBe(subject('es', 'reauthentication'))
    expect(await stored(u.id)).toBe('es')

    // data.locale in PUT /user names the language outright (what a language switch would send).
    const put = async (body: unknown, cookie = '') =>
      fetch(`${t.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: t.deps.supabaseAnonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          cookie,
        },
        body: JSON.stringify(body),
      })
    expect((await put({ data: { locale: 'it' } })).status).toBe(200)
    expect(await stored(u.id)).toBe('it')
    expect((await put({ data: { locale: 'klingon' } })).status).toBe(200)
    expect(await stored(u.id)).toBe('it')

    // An email change mails the new address in the language of the page it was asked from.
    const next = newEmail()
    expect((await put({ email: next }, 'locale=de')).status).toBe(200)
    const change = await lastMail(next)
    expect(change.kind).toBe('email_change')
    expect(change.subject).toBe(subject('de', 'email_change'))
    expect(await stored(u.id)).toBe('de')
  })
})
