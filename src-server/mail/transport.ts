import { randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import type { Deps } from '../deps.ts'

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

function createTransport(deps: Pick<Deps, 'config' | 'db' | 'log'>): MailTransport {
  if (deps.config.SMTP_URL) {
    const transport = nodemailer.createTransport(deps.config.SMTP_URL)
    return async (mail) => {
      await transport.sendMail({
        from: deps.config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
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
