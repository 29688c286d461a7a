/** REST door of the running order (`/api/stages/:id/running-order…`): editing and the live controls. */
import { z } from 'zod'
import { runOpSchema, runOrderHeadSchema, runOrderInputSchema } from '../../../src/stages/running-order.ts'
import { restRoute } from '../../http/rest.ts'
import * as service from './service.ts'

const tags = ['stages']
const idParams = z.object({ id: z.string().max(64) })
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

export const runOrderRest = [
  restRoute({
    method: 'get',
    path: '/stages/:id/running-order',
    summary: "A stage's running order with its live state (204 when it has none)",
    tags,
    auth: 'user',
    params: idParams,
    response: runOrderResponse,
    handler: ({ deps, user, params }) => service.getRunOrder(deps, user, params.id),
  }),
  restRoute({
    method: 'put',
    path: '/stages/:id/running-order',
    summary: 'Save the running order: date, time zone, language and its items in order (at most 100)',
    tags,
    auth: 'user',
    params: idParams,
    body: runOrderInputSchema,
    jsonLimit: '256kb',
    response: stageResponse,
    handler: ({ deps, user, params, body }) => service.saveRunOrder(deps, user, params.id, body),
  }),
  restRoute({
    method: 'delete',
    path: '/stages/:id/running-order',
    summary: 'Delete the running order',
    tags,
    auth: 'user',
    params: idParams,
    response: stageResponse,
    handler: ({ deps, user, params }) => service.deleteRunOrder(deps, user, params.id),
  }),
  restRoute({
    method: 'post',
    path: '/stages/:id/running-order/ops',
    summary: 'Live control: start, stop, next, previous, nudge (±minutes), pause, resume, skip, reorder',
    tags,
    auth: 'user',
    params: idParams,
    body: runOpSchema,
    jsonLimit: '16kb',
    response: stageResponse,
    handler: ({ deps, user, params, body }) => service.runOp(deps, user, params.id, body),
  }),
  restRoute({
    method: 'post',
    path: '/stages/:id/running-order/fill',
    summary:
      "Fill the running order from my booked acts on a date (with their riders' stage times); answers the " +
      'overlaps and curfew overruns the filled order has',
    tags,
    auth: 'user',
    params: idParams,
    body: runOrderHeadSchema,
    jsonLimit: '4kb',
    response: stageResponse.extend({
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
    }),
    handler: ({ deps, user, params, body }) => service.fillFromBookings(deps, user, params.id, body),
  }),
]
