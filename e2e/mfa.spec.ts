import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { generate } from 'otplib'
import { authKeys, createConfirmedUser, lastMailLink } from './auth-helpers.ts'
import { expect, test } from './fixtures.ts'

test.describe.configure({ mode: 'default' })

const shots = process.env.MFA_SHOTS ?? 'test-results/mfa'
/** The code an authenticator app shows, `offsetSteps` periods from now. */
const totp = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 })

/** Serious or critical WCAG 2.1 A/AA violations on the page as it is. */
async function axe(page: Page) {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`)
}

async function signInForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
}

test('enrol an authenticator → sign out → sign in → code prompt → in', async ({ page, server }) => {
  const user = await createConfirmedUser(server)
  await page.goto('/auth/login')
  await signInForm(page, user.email, user.password)
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible()
  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Two-factor sign-in' })
  await expect(section.getByTestId('aal-badge')).toHaveText('Password only (aal1)')

  await section.getByLabel('Name of the device or app').fill('Pixel 9')
  await section.getByRole('button', { name: 'Set up authenticator app' }).click()
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = (await section.getByTestId('mfa-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await section.screenshot({ path: `${shots}/mfa-enrol-desktop.png` })
  expect(await axe(page)).toEqual([])

  // A wrong first code shows the service's message; the right one turns two-factor sign-in on.
  const first = await totp(secret)
  await section.getByLabel('Code from the app').fill(first === '000000' ? '111111' : '000000')
  await section.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(section.getByRole('alert')).toContainText('Invalid TOTP code entered')
  await section.getByLabel('Code from the app').fill(first)
  await section.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(section.getByTestId('mfa-factor')).toContainText('Pixel 9')
  await expect(section.getByTestId('aal-badge')).toHaveText('Two factors verified (aal2)')
  expect(await axe(page)).toEqual([])

  await page.setViewportSize({ width: 375, height: 800 })
  await section.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/mfa-account-375.png`, fullPage: false })
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()

  // A protected page: login first, then the code prompt before the page.
  await page.goto('/account')
  await expect(page).toHaveURL(/\/auth\/login/)
  await signInForm(page, user.email, user.password)
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible()
  await expect(page.getByText('From “Pixel 9”')).toBeVisible()
  await page.screenshot({ path: `${shots}/mfa-challenge-desktop.png`, fullPage: false })
  expect(await axe(page)).toEqual([])

  // The code already used at enrolment is refused (single use), and so is a wrong one.
  await page.getByTestId('mfa-code').fill(first)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toContainText(/already been used|Invalid TOTP code entered/)
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible()

  // The server also refuses aal2-only operations at this point.
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/account', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'x' }),
    })
    return res.status
  })
  expect(status).toBe(403)

  await page.setViewportSize({ width: 375, height: 740 })
  await page.screenshot({ path: `${shots}/mfa-challenge-375.png`, fullPage: false })
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByTestId('mfa-code').fill(await totp(secret, 1))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByTestId('aal-badge')).toHaveText('Two factors verified (aal2)')
})

test('account deletion after re-authentication removes the user', async ({ page, server }) => {
  const user = await createConfirmedUser(server)
  await page.goto('/auth/login')
  await signInForm(page, user.email, user.password)
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible()
  await page.goto('/account')
  await page.getByRole('button', { name: 'Delete my account…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.getByLabel('Confirm with your password').fill('not my password')
  await dialog.getByRole('button', { name: 'Delete account' }).click()
  await expect(dialog.getByRole('alert', { name: 'That did not work' })).toContainText('The password is not correct')
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: `${shots}/account-delete-desktop.png`, fullPage: false })
  // Re-authenticate with the emailed code instead of the password.
  await dialog.getByRole('button', { name: 'Email me a code instead' }).click()
  await expect(dialog.getByText('We emailed you a 6-digit code.')).toBeVisible()
  const mails = await (await fetch(`${server.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(user.email)}`)).json()
  const nonce = /\b(\d{6})\b/.exec(mails.mails[0].text)![1]!
  await dialog.getByLabel('Code from the email').fill(nonce)
  await dialog.getByRole('button', { name: 'Delete account' }).click()
  await expect(page.getByText('Your account has been deleted.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  const { serviceRoleKey } = await authKeys(server)
  const res = await fetch(`${server.url}/auth/v1/admin/users/${user.id}`, {
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
  })
  expect(res.status).toBe(404)
})

/** Signs in over HTTP and turns on a verified TOTP factor for the user; returns its secret. */
async function enrolViaApi(server: { url: string; dataDir: string }, email: string, password: string) {
  const { anonKey } = await authKeys()
  const h = (token?: string) => ({
    apikey: anonKey,
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  })
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}/auth/v1${path}`, {
      method: 'POST',
      headers: h(token),
      body: JSON.stringify(body),
    })
    expect(res.ok, `${path} ${res.status}`).toBe(true)
    return (await res.json()) as Record<string, any>
  }
  const session = await post('/token?grant_type=password', { email, password })
  const factor = await post('/factors', { factor_type: 'totp', friendly_name: 'Laptop app' }, session.access_token)
  const challenge = await post(`/factors/${factor.id}/challenge`, {}, session.access_token)
  await post(
    `/factors/${factor.id}/verify`,
    { challenge_id: challenge.id, code: await totp(factor.totp.secret) },
    session.access_token,
  )
  return factor.totp.secret as string
}

test('password reset with two-factor on: the code comes before the new password', async ({ page, server }) => {
  const user = await createConfirmedUser(server)
  const secret = await enrolViaApi(server, user.email, user.password)
  const { anonKey } = await authKeys(server)
  const res = await fetch(`${server.url}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email }),
  })
  expect(res.ok).toBe(true)
  await page.goto(await lastMailLink(server, user.email))
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible()
  await page.getByTestId('mfa-code').fill(await totp(secret, 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password').fill('after-reset-pass-2')
  await page.getByLabel('Repeat the password').fill('after-reset-pass-2')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible()
})
