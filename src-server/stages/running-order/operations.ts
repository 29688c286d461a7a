/**
 * The running order's operations: the manager page (tRPC) and the REST door (`/api/stages/:id/running-order…`),
 * editing and the live controls. Each is one service call.
 */
import { z } from 'zod'
import { runOpSchema, runOrderHeadSchema, runOrderInputSchema } from '../../../src/stages/running-order.ts'
import { operation } from '../../http/operation.ts'
import * as service from './service.ts'

const tags = ['stages']
const id = z.object({ id: z.string().max(64) })
const runOrderResponse = z
  .object({
    id: z.string(),
    date: z.string(),
    timezone: z.string(),
    language: z.string(),
    items: z
      .array(z.any())
      .describe('{ id, title, kind, planned_start, duration_min, start_mode, artist_id, rider_id, notes, skipped }'),
    live: z.any().describe('{ current_item_id, started_at, paused_at, paused_ms, nudge_ms }'),
    updated_at: z.string(),
  })
  .nullable()
const stageResponse = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    version: z.number(),
    state: z.any(),
    updatedAt: z.string(),
    runOrder: runOrderResponse.optional(),
  })
  .describe('The stage (as GET /stages/:id) with its running order')

const fillResponse = stageResponse.extend({
  warnings: z
    .array(
      z.object({
        kind: z.enum(['overlap', 'curfew']),
        item_id: z.string(),
        item: z.string().optional(),
        previous: z.string().optional(),
        minutes: z.number(),
      }),
    )
    .describe(
      'What does not fit: `overlap` (item planned `minutes` before `previous` is expected to end) and `curfew` ' +
        '(the show is expected to end `minutes` after the curfew). Also listed in the editor.',
    ),
})

export const runOrderOperations = {
  get: operation({
    summary: "A stage's running order with its live state (204 when it has none)",
    tags,
    auth: 'user',
    input: id,
    output: runOrderResponse,
    trpc: 'query',
    rest: { method: 'get', path: '/stages/:id/running-order' },
    handler: ({ deps, user, input }) => service.getRunOrder(deps, user, input.id),
  }),
  save: operation({
    summary: 'Save the running order: date, time zone, language and its items in order (at most 100)',
    tags,
    auth: 'user',
    input: id.extend({ order: runOrderInputSchema }),
    output: stageResponse,
    jsonLimit: '256kb',
    trpc: 'mutation',
    rest: {
      method: 'put',
      path: '/stages/:id/running-order',
      params: id,
      body: runOrderInputSchema,
      input: ({ params, body }) => ({ id: params.id, order: body }),
    },
    handler: ({ deps, user, input }) => service.saveRunOrder(deps, user, input.id, input.order),
  }),
  delete: operation({
    summary: 'Delete the running order',
    tags,
    auth: 'user',
    input: id,
    output: stageResponse,
    trpc: 'mutation',
    rest: { method: 'delete', path: '/stages/:id/running-order' },
    handler: ({ deps, user, input }) => service.deleteRunOrder(deps, user, input.id),
  }),
  /** A live control: `{ id, op: { type: 'next' } }`. */
  operate: operation({
    summary: 'Live control: start, stop, next, previous, nudge (±minutes), pause, resume, skip, reorder',
    tags,
    auth: 'user',
    input: id.extend({ op: runOpSchema }),
    output: stageResponse,
    jsonLimit: '16kb',
    trpc: 'mutation',
    rest: {
      method: 'post',
      path: '/stages/:id/running-order/ops',
      params: id,
      body: runOpSchema,
      input: ({ params, body }) => ({ id: params.id, op: body }),
    },
    handler: ({ deps, user, input }) => service.runOp(deps, user, input.id, input.op),
  }),
  fill: operation({
    summary:
      "Fill the running order from my booked acts on a date (with their riders' stage times); answers the " +
      'overlaps and curfew overruns the filled order has',
    tags,
    auth: 'user',
    input: id.extend({ head: runOrderHeadSchema }),
    output: fillResponse,
    jsonLimit: '4kb',
    trpc: 'mutation',
    rest: {
      method: 'post',
      path: '/stages/:id/running-order/fill',
      params: id,
      body: runOrderHeadSchema,
      input: ({ params, body }) => ({ id: params.id, head: body }),
    },
    handler: ({ deps, user, input }) => service.fillFromBookings(deps, user, input.id, input.head),
  }),
}
