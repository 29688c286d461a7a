/**
 * The operations of stage role links: the manager page (tRPC) and the REST door (`/api/stages/:id/links…`). The
 * stage's owner creates, lists and revokes them; each is one service call.
 */
import { z } from 'zod'
import { createLinkInput, LINK_ROLES } from '../../../src/stages/access.ts'
import { operation } from '../../http/operation.ts'
import * as service from './service.ts'

const tags = ['stage links']
const stageId = z.string().max(64)
const stage = z.object({ stageId })
/** The REST paths name the stage `:id`; the tRPC input calls it `stageId`. */
const stageParams = z.object({ id: stageId })
const device = z.object({ device_id: z.string(), user_agent: z.string(), last_seen_at: z.string() })
const link = z.object({
  id: z.string(),
  stage_id: z.string(),
  role: z.enum(LINK_ROLES),
  label: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  devices: z.array(device),
})

export const stageLinksOperations = {
  list: operation({
    summary: 'The role links of one of my stages (viewer, controller, API token) with the devices that used them',
    tags,
    auth: 'user',
    input: stage,
    output: z.array(link),
    trpc: 'query',
    rest: {
      method: 'get',
      path: '/stages/:id/links',
      params: stageParams,
      input: ({ params }) => ({ stageId: params.id }),
    },
    handler: ({ deps, user, input }) => service.listLinks(deps, user, input.stageId),
  }),
  displays: operation({
    summary:
      "The devices that opened one of my stages' display link (its code), most recently seen first: `online` " +
      'while connected; otherwise lost since `last_seen_at` (when the server last heard from it). `name` is what ' +
      'the screen was named on the display (a message can target it), `sound` whether it allowed its audible cue',
    tags,
    auth: 'user',
    input: stage,
    output: z.array(device.extend({ online: z.boolean(), name: z.string(), sound: z.boolean() })),
    trpc: 'query',
    rest: {
      method: 'get',
      path: '/stages/:id/display-devices',
      params: stageParams,
      input: ({ params }) => ({ stageId: params.id }),
    },
    handler: ({ deps, user, input }) => service.listDisplayDevices(deps, user, input.stageId),
  }),
  create: operation({
    summary:
      'Create a role link: viewer (reads the show), controller (operates it, no account) or api (the stage API ' +
      'token for Companion / Stream Deck; creating one replaces the previous token). The token is answered once.',
    tags,
    auth: 'user',
    input: stage.extend({ link: createLinkInput }),
    output: link.extend({ token: z.string(), url: z.string().nullable() }),
    jsonLimit: '4kb',
    trpc: 'mutation',
    rest: {
      method: 'post',
      path: '/stages/:id/links',
      status: 201,
      params: stageParams,
      body: createLinkInput,
      input: ({ params, body }) => ({ stageId: params.id, link: body }),
    },
    handler: ({ deps, user, input }) => service.createLink(deps, user, input.stageId, input.link),
  }),
  revoke: operation({
    summary: 'Revoke a role link: it stops working at once and the pages using it are disconnected',
    tags,
    auth: 'user',
    input: stage.extend({ linkId: z.string().max(64) }),
    output: z.void(),
    trpc: 'mutation',
    rest: {
      method: 'delete',
      path: '/stages/:id/links/:linkId',
      status: 204,
      params: stageParams.extend({ linkId: z.string().max(64) }),
      input: ({ params }) => ({ stageId: params.id, linkId: params.linkId }),
    },
    handler: async ({ deps, user, input }) => void (await service.revokeLink(deps, user, input.stageId, input.linkId)),
  }),
}
