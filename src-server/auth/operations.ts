import { operation } from '../http/operation.ts'
import { DeleteAccountResult, DeleteAccountSchema, deleteAccount } from './account-deletion.ts'
import { MeSchema, whoAmI } from './me.ts'

const tags = ['account']

/** The caller's own account. The auth server's own endpoints (/auth/v1) are the embedded server's, not these. */
export const accountOperations = {
  me: operation({
    summary: 'The caller as the server knows it from the verified access token (null when anonymous)',
    tags,
    auth: 'optional',
    output: MeSchema,
    trpc: 'query',
    rest: { method: 'get', path: '/account/me' },
    handler: ({ deps, user }) => whoAmI(deps, user),
  }),
  delete: operation({
    summary:
      "Deletes the caller's account after re-authentication (password, or the nonce of GET /auth/v1/reauthenticate); aal2 required once a factor is verified. Owned venues are released.",
    tags,
    // deleteAccount asks for aal2 itself (once a factor is verified), before anything else.
    auth: 'user',
    input: DeleteAccountSchema,
    output: DeleteAccountResult,
    trpc: 'mutation',
    // The confirmation comes in the body (a DELETE's derived input would read the query string).
    rest: { method: 'delete', path: '/account', body: DeleteAccountSchema, input: ({ body }) => body },
    handler: ({ deps, user, input, ctx }) => deleteAccount(deps, user, input, ctx.ip),
  }),
}
