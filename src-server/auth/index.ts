import { z } from 'zod'
import { DEMO_ADMIN, DEMO_OWNER } from '../demo-accounts.ts'
import type { Deps } from '../deps.ts'
import type { Feature } from '../feature.ts'
import { restRoute } from '../http/rest.ts'
import { DeleteAccountResult, DeleteAccountSchema, deleteAccount } from './account-deletion.ts'
import { embeddedAuthMiddleware } from './embedded/routes.ts'
import type { EmbeddedAuthService } from './embedded/service.ts'
import { grantRole, isAdmin } from './roles.ts'
import type { AuthUser } from './verify.ts'

const EXTRA_KEY = 'auth.embedded'

/** The caller as the server verified it (REST and tRPC doors onto the same function). */
export async function whoAmI(deps: Deps, user: AuthUser | null) {
  if (!user) return { user: null }
  return {
    user: { id: user.id, email: user.email, aal: user.aal, admin: await isAdmin(deps.db, user.id) },
  }
}

export const MeSchema = z.object({
  user: z
    .object({ id: z.string(), email: z.string().nullable(), aal: z.enum(['aal1', 'aal2']), admin: z.boolean() })
    .nullable(),
})

/** Seeds the demo admin and venue owner (fixed ids, confirmed, idempotent) and logs their credentials. */
export async function seedDemoAccounts(deps: Deps): Promise<void> {
  const service = deps.extras.get(EXTRA_KEY) as EmbeddedAuthService | undefined
  if (!service) return
  await service.ensureUser(DEMO_ADMIN)
  await service.ensureUser(DEMO_OWNER)
  await grantRole(deps.db, DEMO_ADMIN.id, 'admin')
  deps.log.info(
    {
      admin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      owner: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
    },
    `Demo accounts: admin ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} · venue owner ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`,
  )
}

export const authFeature: Feature = {
  name: 'auth',
  rest: [
    restRoute({
      method: 'get',
      path: '/account/me',
      summary: 'The caller as the server knows it from the verified access token (null when anonymous)',
      tags: ['account'],
      auth: 'optional',
      response: MeSchema,
      handler: ({ deps, user }) => whoAmI(deps, user),
    }),
    restRoute({
      method: 'delete',
      path: '/account',
      summary:
        "Deletes the caller's account after re-authentication (password, or the nonce of GET /auth/v1/reauthenticate); aal2 required once a factor is verified. Owned venues are released.",
      tags: ['account'],
      auth: 'user',
      body: DeleteAccountSchema,
      response: DeleteAccountResult,
      handler: ({ deps, user, body }) => deleteAccount(deps, user, body),
    }),
  ],
  mount(app, deps) {
    if (!deps.config.embeddedSupabase || !deps.authKeys) return
    const entry = embeddedAuthMiddleware(deps)
    deps.extras.set(EXTRA_KEY, entry.service)
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
    if (deps.seedDemo) await seedDemoAccounts(deps)
  },
}
