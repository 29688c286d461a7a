/**
 * The stage whisperer's operations: the manager page (tRPC) and the REST door (`/api/stages…`, for external tools
 * such as a Stream Deck or Companion pushing a cue). Each is one service call.
 */
import { z } from 'zod'
import { deviceIdSchema } from '../../src/stages/access.ts'
import { messageTextSchema, presetSchema, stageOpSchema, toneSchema } from '../../src/stages/protocol.ts'
import { operation } from '../http/operation.ts'
import * as service from './service.ts'

const tags = ['stages']
const id = z.object({ id: z.string().max(64) })
const stageResponse = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  version: z.number(),
  state: z.object({
    message: z
      .any()
      .describe(
        '{ id, text, tone, sentAt, ackAt, acks: [{ by, via, at }], target?: { device, name } } or null; screens ' +
          'see neither acks nor target, and no message for another screen',
      ),
    flashAt: z.number().nullable(),
    timer: z.any().describe('{ mode, durationMs, startedAt, elapsedMs, warnAtMs, urgentAtMs }'),
    setList: z.array(z.string()),
    current: z.number(),
    presets: z.array(presetSchema),
  }),
  updatedAt: z.string(),
})

export const stagesOperations = {
  list: operation({
    summary: 'List my stages',
    tags,
    auth: 'user',
    output: z.array(
      stageResponse.extend({
        timezone: z.string().nullable().describe("The running order's time zone (IANA), null without one"),
      }),
    ),
    trpc: 'query',
    rest: { method: 'get', path: '/stages' },
    handler: ({ deps, user }) => service.listStages(deps, user),
  }),
  create: operation({
    summary: 'Create a stage (name, optional presets); answers its code',
    tags,
    auth: 'user',
    input: service.createStageInput,
    output: stageResponse,
    trpc: 'mutation',
    rest: { method: 'post', path: '/stages', status: 201 },
    handler: ({ deps, user, input }) => service.createStage(deps, user, input),
  }),
  byCode: operation({
    summary: 'What a display shows for a stage code (public)',
    tags,
    auth: 'public',
    input: z.object({ code: z.string().max(16) }),
    output: stageResponse,
    trpc: 'query',
    rest: { method: 'get', path: '/stages/by-code/:code' },
    handler: ({ deps, input, ctx }) => service.screenStageByCode(deps, input.code, ctx.ip),
  }),
  get: operation({
    summary: 'One of my stages with its live state',
    tags,
    auth: 'user',
    input: id,
    output: stageResponse,
    trpc: 'query',
    rest: { method: 'get', path: '/stages/:id' },
    handler: ({ deps, user, input }) => service.getStage(deps, user, input.id),
  }),
  rename: operation({
    summary: 'Rename a stage',
    tags,
    auth: 'user',
    input: id.extend(service.renameStageInput.shape),
    output: stageResponse,
    trpc: 'mutation',
    rest: { method: 'patch', path: '/stages/:id' },
    handler: ({ deps, user, input: { id, ...rename } }) => service.renameStage(deps, user, id, rename),
  }),
  delete: operation({
    summary: 'Delete a stage (its displays are disconnected)',
    tags,
    auth: 'user',
    input: id,
    output: z.void(),
    trpc: 'mutation',
    rest: { method: 'delete', path: '/stages/:id', status: 204 },
    handler: async ({ deps, user, input }) => void (await service.deleteStage(deps, user, input.id)),
  }),
  setListFromRider: operation({
    summary:
      "Replace the stage's set list with the set list of the rider that an item of its running order links " +
      '(`item_id`); 404 when the item links no rider, 409 when that rider has no set list',
    tags,
    auth: 'user',
    input: id.extend(service.setListFromRiderInput.shape),
    output: stageResponse,
    trpc: 'mutation',
    rest: {
      method: 'post',
      path: '/stages/:id/set-list/from-rider',
      params: id,
      body: service.setListFromRiderInput,
      input: ({ params, body }) => ({ id: params.id, ...body }),
    },
    handler: ({ deps, user, input: { id, ...body } }) => service.setListFromRider(deps, user, id, body),
  }),
  /** Any manager operation: `{ id, op: { type: 'message', text, tone } }`; REST also has shortcuts for buttons. */
  operate: operation({
    summary: 'Apply an operation: message, clear, flash, timer.*, setList.*, presets.set',
    tags,
    auth: 'user',
    input: id.extend({ op: stageOpSchema }),
    output: stageResponse,
    trpc: 'mutation',
    rest: [
      {
        method: 'post',
        path: '/stages/:id/ops',
        params: id,
        body: stageOpSchema,
        input: ({ params, body }) => ({ id: params.id, op: body }),
      },
      {
        method: 'post',
        path: '/stages/:id/message',
        summary:
          'Show a message on every display of the stage, or with `target` (a connected display device id) on ' +
          'that one only (shortcut for Stream Deck buttons)',
        params: id,
        body: z.object({
          text: messageTextSchema,
          tone: toneSchema.default('normal'),
          flash: z.boolean().default(false),
          target: deviceIdSchema.optional(),
        }),
        input: ({ params, body }) => ({ id: params.id, op: { type: 'message', ...body } }),
      },
      {
        method: 'post',
        path: '/stages/:id/clear',
        summary: 'Clear the message',
        params: id,
        input: ({ params }) => ({ id: params.id, op: { type: 'clear' as const } }),
      },
      {
        method: 'post',
        path: '/stages/:id/flash',
        summary: 'Flash every display of the stage',
        params: id,
        input: ({ params }) => ({ id: params.id, op: { type: 'flash' as const } }),
      },
    ],
    handler: ({ deps, user, input }) => service.applyStageOp(deps, user, input.id, input.op),
  }),
}
