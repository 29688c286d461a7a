import { z } from 'zod'
import { restRoute } from '../http/rest.ts'

/** A report fits in one modest log line: short fields, a 16 kB body, 20 reports per address and minute. */
const ClientErrorReport = z.object({
  message: z.string().trim().min(1).max(1000),
  stack: z.string().max(8000).optional(),
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
  // Anonymous and written to the log: a flood must not fill the disk.
  limit: 'clientErrors',
  jsonLimit: '16kb',
  body: ClientErrorReport,
  response: z.object({ received: z.literal(true) }),
  status: 202,
  handler: async ({ body, deps, user, ctx }) => {
    deps.log.warn({ requestId: ctx.state.requestId, userId: user?.id, clientError: body }, 'client error')
    return { received: true as const }
  },
})
