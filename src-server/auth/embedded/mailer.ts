import { createTranslator } from '../../../src/i18n/index.ts'
import type { Locale } from '../../../src/i18n/locales.ts'
import type { Deps } from '../../deps.ts'
import { escapeHtml, mailTransport } from '../../mail/transport.ts'
import { NONCE_TTL_S, OTP_TTL_S } from './rules.ts'

export type MailKind = 'confirmation' | 'recovery' | 'magiclink' | 'email_change' | 'invite'
/** Kinds of mail: link mails plus the reauthentication code (no link). */
export type AnyMailKind = MailKind | 'reauthentication'

export interface Mail {
  to: string
  kind: AnyMailKind
  link: string
  otp: string
  /** The recipient's language (emails.ts: mailLocaleFor). */
  locale: Locale
}

/** The mail in the recipient's language (`auth.mail.*`); the code is a line of its own, easy to find and copy. */
export function renderMail(mail: Mail): { subject: string; text: string; html: string } {
  const t = createTranslator(mail.locale)
  const subject = t(`auth.mail.subject.${mail.kind}`)
  const lead = t(`auth.mail.lead.${mail.kind}`, { minutes: NONCE_TTL_S / 60 })
  if (!mail.link) {
    const note = t('auth.mail.codeNote')
    const text = `${lead}\n\n${mail.otp}\n\n${note}`
    const html = `<p>${escapeHtml(lead)}</p><p style="font-size:24px"><b>${mail.otp}</b></p><p style="color:#666">${escapeHtml(note)}</p>`
    return { subject, text, html }
  }
  const orCode = t('auth.mail.orCode')
  const note = t('auth.mail.linkNote', { hours: OTP_TTL_S / 3600 })
  const text = `${lead}\n\n${mail.link}\n\n${orCode} ${mail.otp}\n\n${note}`
  const link = escapeHtml(mail.link)
  const html = `<p>${escapeHtml(lead)}</p><p><a href="${link}">${link}</a></p><p>${escapeHtml(orCode)} <b>${mail.otp}</b></p><p style="color:#666">${escapeHtml(note)}</p>`
  return { subject, text, html }
}

export type SendMail = (mail: Mail) => Promise<void>

/**
 * SMTP_URL set → nodemailer. Otherwise (embedded only) the mail is logged and kept for the dev mailbox, so a
 * newcomer can finish sign-up on a laptop (src-server/mail/transport.ts, shared with product mails).
 */
export function createMailer(deps: Deps): SendMail {
  const send = mailTransport(deps)
  return async (mail) => {
    const { subject, text, html } = renderMail(mail)
    await send({ to: mail.to, kind: mail.kind, subject, text, html, link: mail.link })
  }
}

/** The dev mailbox exists only in embedded mode without SMTP, on a loopback public URL unless forced (config.ts). */
export function devMailboxEnabled(deps: Deps): boolean {
  return deps.config.devMailbox
}
