import { createConfirmedUser, lastMailLink, signInViaUi, uniqueEmail } from './auth-helpers.ts'
import { expect, startServer, test } from './fixtures.ts'

test.describe.configure({ mode: 'default' })

test('register → open the link from the dev mailbox → signed in; sign out', async ({ page, server }) => {
  const email = uniqueEmail('reg')
  await page.goto('/auth/register')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account')

  // Validation before any request.
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('You must provide either an email or phone number and a password')).toBeVisible()

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('123')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Use at least 6 characters')).toBeVisible()

  await page.getByLabel('Password').fill('register-pass-1')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible()

  // The dev mailbox page lists the mail; its link confirms and signs in.
  await page.getByRole('link', { name: 'Open the dev mailbox' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dev mailbox')
  const mail = page.getByTestId('mail').filter({ hasText: email }).first()
  await expect(mail).toContainText('Confirm your Stagebook account')
  const link = await lastMailLink(server, email)
  expect(link).toContain('/auth/confirm?token_hash=')
  await mail.getByRole('link', { name: 'Open link' }).click()

  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The server knows the caller from the session cookie.
  const me = await page.evaluate(async () => (await fetch('/api/account/me')).json())
  expect(me.user.email).toBe(email)

  // A used link does not work twice.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''))
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('Email link is invalid or has expired')

  await page.goto('/account')
  await expect(page.getByTestId('account-email')).toHaveText(email)
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
  const after = await page.evaluate(async () => (await fetch('/api/account/me')).json())
  expect(after.user).toBeNull()
})

test('protected page → login → back at the protected page (full path kept)', async ({ page, server }) => {
  const user = await createConfirmedUser(server)
  await page.goto('/account?tab=security#password')
  await expect(page).toHaveURL(/\/auth\/login$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')

  // Missing fields, then the service's own message for wrong credentials.
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByText('You must provide either an email or phone number and a password')).toBeVisible()
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill('wrong-password')
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page.getByRole('alert')).toContainText('Invalid login credentials')

  await signInViaUi(page, user.email, user.password)
  await expect(page).toHaveURL(/\/account\?tab=security#password$/)
  await expect(page.getByTestId('account-email')).toHaveText(user.email)

  // Signed in: the login page does not bounce anywhere, and protected pages open directly.
  await page.goto('/favorites')
  await expect(page).toHaveURL(/\/favorites$/)
})

test('localized protected page returns to the localized path', async ({ page, server }) => {
  const user = await createConfirmedUser(server)
  await page.goto('/de/account')
  await expect(page).toHaveURL(/\/de\/auth\/login$/)
  await page.getByLabel('E-Mail').fill(user.email)
  await page.getByLabel('Passwort', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Anmelden', exact: true }).last().click()
  await expect(page).toHaveURL(/\/de\/account$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dein Konto')
})

test('forgot → reset → sign in with the new password', async ({ page, server }) => {
  const user = await createConfirmedUser(server, { password: 'old-password-1' })
  await page.goto('/auth/forgot')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('You must provide either an email or phone number.')).toBeVisible()
  await page.getByLabel('Email').fill(user.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible()

  const link = await lastMailLink(server, user.email)
  expect(link).toContain('type=recovery')
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''))
  await expect(page).toHaveURL(/\/auth\/reset$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')

  await page.getByLabel('New password').fill('new-password-2')
  await page.getByLabel('Repeat the password').fill('different-3')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('The passwords do not match')).toBeVisible()
  await page.getByLabel('Repeat the password').fill('new-password-2')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(/\/account$/)

  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
  await page.goto('/auth/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill('old-password-1')
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByRole('alert')).toContainText('Invalid login credentials')
  await signInViaUi(page, user.email, 'new-password-2')
})

test('drawer sign-in over the page, keyboard only', async ({ page, server }) => {
  const user = await createConfirmedUser(server)
  await page.goto('/auth/loginDrawer')
  const drawer = page.getByRole('dialog', { name: 'Sign in' })
  await expect(drawer).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book live events with confidence')
  await expect(drawer.getByLabel('Email')).toBeFocused()
  await page.keyboard.type(user.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(user.password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible()
  await expect(drawer).toBeHidden()
})

test('demo admin signs in with the README credentials', async ({ page }) => {
  await signInViaUi(page, 'admin@stagebook.local', 'stagebook-admin')
  const me = await page.evaluate(async () => (await fetch('/api/account/me')).json())
  expect(me.user).toMatchObject({ email: 'admin@stagebook.local', admin: true })
})

test('AUTH_SIGNUP=false: the sign-in form offers no "Create an account"', async ({ browser, page }) => {
  await page.goto('/auth/login')
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible()
  const closed = await startServer({ SEED_DEMO: 'false', AUTH_SIGNUP: 'false' })
  const context = await browser.newContext({ baseURL: closed.url })
  try {
    const closedPage = await context.newPage()
    await closedPage.goto('/auth/login')
    await expect(closedPage.getByRole('heading', { level: 1 })).toHaveText('Sign in')
    await expect(closedPage.getByRole('button', { name: 'Sign in', exact: true }).last()).toBeVisible()
    await expect(closedPage.getByRole('link', { name: 'Create an account' })).toHaveCount(0)
  } finally {
    await context.close()
    await closed.stop()
  }
})
