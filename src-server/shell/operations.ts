import { z } from 'zod'
import { operation } from '../http/operation.ts'

const tags = ['shell']

/** A report fits in one modest log line: short fields, a 16 kB body, 20 reports per address and minute. */
const ClientErrorReport = z.object({
  message: z.string().trim().min(1).max(1000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000),
  buildId: z.string().max(64).optional(),
})

/** The shell's own operations: the tRPC liveness answer and the SPA's error reports. */
export const shellOperations = {
  health: operation({
    summary: 'The API answers',
    tags,
    auth: 'public',
    output: z.object({ ok: z.literal(true) }),
    trpc: 'query',
    handler: () => ({ ok: true as const }),
  }),
  /** The SPA reports errors it shows as 'Internal Server Error' so they reach the server log with a request id. */
  clientErrors: operation({
    summary: 'Report a client-side error to the server log',
    tags,
    auth: 'optional',
    input: ClientErrorReport,
    output: z.object({ received: z.literal(true) }),
    // Anonymous and written to the log: a flood must not fill the disk.
    limit: 'clientErrors',
    jsonLimit: '16kb',
    rest: { method: 'post', path: '/client-errors', status: 202 },
    handler: ({ deps, user, input, ctx }) => {
      deps.log.warn({ requestId: ctx.state.requestId, userId: user?.id, clientError: input }, 'client error')
      return { received: true as const }
    },
  }),
}
