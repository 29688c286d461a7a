import { randomBytes } from 'node:crypto'
import {
  allowDemoAccountsAgain,
  DEMO_ACCOUNTS,
  DEMO_ADMIN,
  type DemoCredentials,
  demoAccountsMode,
} from '../demo-accounts.ts'
import type { Deps } from '../deps.ts'
import type { Feature } from '../feature.ts'
import { restRoutesOf } from '../http/operation.ts'
import { grantConfiguredAdminAtStart } from './admin-email.ts'
import { verifyPassword } from './embedded/passwords.ts'
import { repo } from './embedded/repo.ts'
import { embeddedAuthMiddleware } from './embedded/routes.ts'
import { accountOperations } from './operations.ts'
import { grantRole } from './roles.ts'

/** Credentials of demo accounts this start may show once (the start banner reads them). */
export function demoCredentials(deps: Deps): DemoCredentials[] {
  return deps.demoCredentials
}

/**
 * The demo admin and venue owner (fixed ids, confirmed, idempotent). On a laptop they get the well-known
 * passwords; on a public start they are created only with DEMO_ACCOUNTS=random, with random passwords shown once.
 * Whatever the mode, an account still holding its well-known password on a start that must not have one (a
 * laptop's data directory moved to a server) gets a new random password before anyone can use it.
 */
export async function seedDemoAccounts(deps: Deps): Promise<DemoCredentials[]> {
  const service = deps.authAdmin
  if (!service) return []
  const mode = demoAccountsMode(deps.config)
  if (deps.seedDemo && mode !== 'none') await allowDemoAccountsAgain(deps.db)
  const shown: DemoCredentials[] = []
  for (const account of DEMO_ACCOUNTS) {
    const existing = await repo.userById(deps.db, account.id)
    if (mode === 'known') {
      if (deps.seedDemo || existing) {
        await service.ensureUser(account)
        shown.push({ role: account.role, email: account.email, password: account.password })
      }
      continue
    }
    const wellKnown = existing ? await verifyPassword(account.password, existing.encrypted_password) : false
    if (mode === 'random' && (deps.seedDemo || existing) && (!existing || wellKnown)) {
      const password = randomBytes(12).toString('base64url')
      if (existing) await service.adminUpdateUser(account.id, { password })
      else await service.ensureUser({ ...account, password })
      shown.push({ role: account.role, email: account.email, password })
    } else if (wellKnown) {
      await service.adminUpdateUser(account.id, { password: randomBytes(24).toString('base64url') })
      deps.log.warn(
        `demo account ${account.email} had its well-known password on a public address: it now has a random one (reset it by email, or start with DEMO_ACCOUNTS=random)`,
      )
    }
  }
  if (shown.some((a) => a.email === DEMO_ADMIN.email)) await grantRole(deps.db, DEMO_ADMIN.id, 'admin')
  deps.demoCredentials = shown
  return shown
}

export const authFeature: Feature = {
  name: 'auth',
  rest: restRoutesOf(accountOperations),
  mount(app, deps) {
    if (!deps.config.embeddedSupabase || !deps.authKeys) return
    const entry = embeddedAuthMiddleware(deps)
    deps.authAdmin = entry.service
    app.use(entry.middleware)
  },
  async setup(deps) {
    if (!deps.config.embeddedSupabase || !deps.authKeys) return
    // mount() (at App construction) has registered the service; seeding goes through it.
    if (deps.config.devMailbox) {
      deps.log.info('auth: embedded mode without SMTP_URL — emails are logged and listed at /dev/mailbox')
    } else if (deps.config.SMTP_URL === undefined) {
      deps.log.warn(
        'auth: no SMTP_URL on a public address — emails are only logged and /dev/mailbox is off; set SMTP_URL so people can confirm their accounts',
      )
    }
    await seedDemoAccounts(deps)
    if (await grantConfiguredAdminAtStart(deps.db, deps.config)) {
      deps.log.info({ email: deps.config.ADMIN_EMAIL }, 'auth: ADMIN_EMAIL is admin')
    }
  },
}
