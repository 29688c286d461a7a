import { expect, type Page } from '@playwright/test'
import { toolingApiKeys } from '../src-server/test/api-keys.ts'
import type { ServerInfo } from './fixtures.ts'

/** Keys of the embedded auth server of a running e2e server (it runs with the tooling secret, fixtures.ts). */
export function authKeys(_server?: ServerInfo): Promise<{ anonKey: string; serviceRoleKey: string }> {
  return toolingApiKeys()
}

let seq = 0
/** A unique address for one test. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${seq++}@example.test`
}

/** A confirmed user made through the admin API with the service key (no mail round trip). */
export async function createConfirmedUser(
  server: ServerInfo,
  { email = uniqueEmail(), password = 'e2e-password-1' }: { email?: string; password?: string } = {},
): Promise<{ id: string; email: string; password: string }> {
  const { serviceRoleKey } = await authKeys(server)
  const res = await fetch(`${server.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  })
  if (!res.ok) throw new Error(`createConfirmedUser: ${res.status} ${await res.text()}`)
  const user = (await res.json()) as { id: string }
  return { id: user.id, email, password }
}

/** The newest dev-mailbox link sent to `email` (embedded mode without SMTP). */
export async function lastMailLink(server: ServerInfo, email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const res = await fetch(`${server.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)
      link = ((await res.json()) as { mails: { link: string }[] }).mails[0]?.link
      return link
    })
    .toBeTruthy()
  return link!
}

/** Signs in through the real login page and waits until the app shows the signed-in state. */
export async function signInViaUi(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/auth/login')) await page.goto('/auth/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible()
}
