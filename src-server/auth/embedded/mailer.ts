import type { Deps } from '../../deps.ts'
import { mailTransport } from '../../mail/transport.ts'

export type MailKind = 'confirmation' | 'recovery' | 'magiclink' | 'email_change' | 'invite'
/** Kinds of mail: link mails plus the reauthentication code (no link). */
export type AnyMailKind = MailKind | 'reauthentication'

export interface Mail {
  to: string
  kind: AnyMailKind
  link: string
  otp: string
}

const SUBJECTS: Record<AnyMailKind, string> = {
  reauthentication: 'Your Stagebook confirmation code',
  confirmation: 'Confirm your Stagebook account',
  recovery: 'Reset your Stagebook password',
  magiclink: 'Your Stagebook sign-in link',
  email_change: 'Confirm your new email address',
  invite: 'You have been invited to Stagebook',
}

const LEADS: Record<AnyMailKind, string> = {
  reauthentication: 'Enter this code to confirm that it is you (it works once, for 10 minutes):',
  confirmation: 'Welcome to Stagebook! Confirm your email address to finish signing up:',
  recovery: 'Someone (hopefully you) asked to reset the password of your Stagebook account. Choose a new one here:',
  magiclink: 'Sign in to Stagebook with this link:',
  email_change: 'Confirm that this is the new email address of your Stagebook account:',
  invite: 'You have been invited to Stagebook. Accept the invitation here:',
}

export function renderMail(mail: Mail): { subject: string; text: string; html: string } {
  const subject = SUBJECTS[mail.kind]
  if (!mail.link) {
    const text = `${LEADS[mail.kind]}\n\n${mail.otp}\n\nIf you did not ask for this, change your password.`
    const html = `<p>${LEADS[mail.kind]}</p><p style="font-size:24px"><b>${mail.otp}</b></p><p style="color:#666">If you did not ask for this, change your password.</p>`
    return { subject, text, html }
  }
  const text = `${LEADS[mail.kind]}\n\n${mail.link}\n\nOr enter this code: ${mail.otp}\n\nThe link works once and expires in 24 hours. If you did not ask for this, ignore this email.`
  const escaped = mail.link.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  const html = `<p>${LEADS[mail.kind]}</p><p><a href="${escaped}">${escaped}</a></p><p>Or enter this code: <b>${mail.otp}</b></p><p style="color:#666">The link works once and expires in 24 hours. If you did not ask for this, ignore this email.</p>`
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
