import { z } from 'zod'
import { restRoute } from '../http/rest.ts'

const ClientErrorReport = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(10_000).optional(),
  url: z.string().max(2000),
  buildId: z.string().max(64).optional(),
})

/** The SPA reports errors it shows as 'Internal Server Error' so they reach the server log with a request id. */
export const clientErrorsRoute = restRoute({
  method: 'post',
  path: '/client-errors',
  summary: 'Report a client-side error to the server log',
  tags: ['shell'],
  auth: 'optional',
  body: ClientErrorReport,
  response: z.object({ received: z.literal(true) }),
  status: 202,
  handler: async ({ body, deps, user, ctx }) => {
    deps.log.warn({ requestId: ctx.state.requestId, userId: user?.id, clientError: body }, 'client error')
    return { received: true as const }
  },
})
