import { randomUUID } from 'node:crypto'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Deps } from '../deps.ts'
import { maskUrlPasswords } from '../start-failure.ts'

/**
 * The one way the server sends an email, for auth mails and product mails alike: SMTP_URL set → nodemailer;
 * otherwise the mail is logged and kept for the dev mailbox (`/auth/v1/dev/mailbox`, on for embedded auth on a laptop).
 * With hosted Supabase, Supabase sends the auth mails itself; product mails need SMTP_URL there (without it they
 * are only logged).
 */
export interface OutgoingMail {
  to: string
  /** What the mail is about (`confirmation`, `enquiry`, `enquiry_reply`…): logs and the dev mailbox list it. */
  kind: string
  subject: string
  text: string
  html: string
  /** The one link the mail is about (dev mailbox column; '' when none). */
  link: string
}

export type MailTransport = (mail: OutgoingMail) => Promise<void>

const transports = new WeakMap<Deps['config'], MailTransport>()

export function mailTransport(deps: Pick<Deps, 'config' | 'db' | 'log'>): MailTransport {
  const known = transports.get(deps.config)
  if (known) return known
  const made = createTransport(deps)
  transports.set(deps.config, made)
  return made
}

/**
 * What the server knows about its SMTP server: checked at start (verifySmtpAtStart), then by every send. A known
 * failure is checked again at most every SMTP_RECHECK_MS when a mail is asked for (mailReady).
 */
interface SmtpState {
  transport: Transporter
  ok: boolean | null
  checkedAt: number
  checking: Promise<boolean> | null
  lastError: string
}

const SMTP_VERIFY_TIMEOUT_MS = 5_000
const SMTP_RECHECK_MS = 30_000
const smtpStates = new WeakMap<Deps['config'], SmtpState>()

function smtpState(config: Deps['config']): SmtpState | null {
  if (!config.SMTP_URL) return null
  let state = smtpStates.get(config)
  if (!state) {
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: SMTP_VERIFY_TIMEOUT_MS,
      greetingTimeout: SMTP_VERIFY_TIMEOUT_MS,
    })
    state = { transport, ok: null, checkedAt: 0, checking: null, lastError: '' }
    smtpStates.set(config, state)
  }
  return state
}

function record(state: SmtpState, ok: boolean, error?: unknown): void {
  state.ok = ok
  state.checkedAt = Date.now()
  if (error) state.lastError = error instanceof Error ? error.message : String(error)
}

/** One SMTP handshake (connect, greeting, auth), bounded in time; concurrent callers share it. */
function verify(state: SmtpState): Promise<boolean> {
  state.checking ??= (async () => {
    let timer: NodeJS.Timeout | undefined
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within 5 s')), SMTP_VERIFY_TIMEOUT_MS)
      })
      await Promise.race([state.transport.verify(), timeout])
      record(state, true)
    } catch (error) {
      record(state, false, error)
    } finally {
      clearTimeout(timer)
      state.checking = null
    }
    return state.ok === true
  })()
  return state.checking
}

/**
 * Whether a mail can go out now: always without SMTP (the dev mailbox keeps it); with SMTP, the last thing known
 * about the server (a failure is checked again after a while). Auth answers "Error sending … email" when not.
 */
export async function mailReady(deps: Pick<Deps, 'config'>): Promise<boolean> {
  const state = smtpState(deps.config)
  if (!state || state.ok === true) return true
  if (state.ok === false && Date.now() - state.checkedAt < SMTP_RECHECK_MS) return false
  return verify(state)
}

/**
 * The mail set-up at start, each problem one warning line: a public server sending from the placeholder MAIL_FROM,
 * and SMTP_URL checked once without holding the start up (the returned promise settles when it is known).
 */
export async function checkMailAtStart(deps: Pick<Deps, 'config' | 'log'>): Promise<void> {
  const { config } = deps
  if (config.isPublic && !config.mailFromSet && (config.SMTP_URL || config.embeddedSupabase)) {
    deps.log.warn(
      `MAIL_FROM is not set: mails go out from "${config.MAIL_FROM}", which mail servers reject or file as spam. Set MAIL_FROM to an address of your domain, e.g. "Stagebook <no-reply@example.com>".`,
    )
  }
  const state = smtpState(config)
  if (!state || (await verify(state))) return
  const smtpUrl = maskUrlPasswords(config.SMTP_URL!)
  deps.log.warn(
    { smtp: smtpUrl },
    `SMTP_URL ${smtpUrl} does not work (${maskUrlPasswords(state.lastError)}): ${config.embeddedSupabase ? 'sign-up, password-reset and sign-in mails' : 'mails'} fail until it does. Check its host, port and credentials.`,
  )
}

function createTransport(deps: Pick<Deps, 'config' | 'db' | 'log'>): MailTransport {
  const smtp = smtpState(deps.config)
  if (smtp) {
    return async (mail) => {
      try {
        await smtp.transport.sendMail({
          from: deps.config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
      } catch (error) {
        record(smtp, false, error)
        throw error
      }
      record(smtp, true)
      deps.log.info({ to: mail.to, kind: mail.kind }, 'mail sent')
    }
  }
  return async (mail) => {
    // Kept for the dev mailbox (listed only where it is on: embedded auth on a laptop, config.ts).
    await deps.db
      .insertInto('auth_mails')
      .values({
        id: randomUUID(),
        to_email: mail.to,
        kind: mail.kind,
        subject: mail.subject,
        text: mail.text,
        link: mail.link,
      })
      .execute()
    deps.log.info(
      { to: mail.to, kind: mail.kind, link: mail.link },
      `dev mailbox: "${mail.subject}" to ${mail.to}: ${mail.link}`,
    )
  }
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
