/** REST door of stage role links (`/api/stages/:id/links…`): the stage's owner creates, lists and revokes them. */
import { z } from 'zod'
import { createLinkInput, LINK_ROLES } from '../../../src/stages/access.ts'
import { restRoute } from '../../http/rest.ts'
import * as service from './service.ts'

const tags = ['stage links']
const stageParams = z.object({ id: z.string().max(64) })
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

export const linksRest = [
  restRoute({
    method: 'get',
    path: '/stages/:id/links',
    summary: 'The role links of one of my stages (viewer, controller, API token) with the devices that used them',
    tags,
    auth: 'user',
    params: stageParams,
    response: z.array(link),
    handler: ({ deps, user, params }) => service.listLinks(deps, user, params.id),
  }),
  restRoute({
    method: 'get',
    path: '/stages/:id/display-devices',
    summary:
      "The devices that opened one of my stages' display link (its code), most recently seen first: `online` " +
      'while connected; otherwise lost since `last_seen_at` (when the server last heard from it)',
    tags,
    auth: 'user',
    params: stageParams,
    response: z.array(device.extend({ online: z.boolean() })),
    handler: ({ deps, user, params }) => service.listDisplayDevices(deps, user, params.id),
  }),
  restRoute({
    method: 'post',
    path: '/stages/:id/links',
    summary:
      'Create a role link: viewer (reads the show), controller (operates it, no account) or api (the stage API ' +
      'token for Companion / Stream Deck; creating one replaces the previous token). The token is answered once.',
    tags,
    auth: 'user',
    params: stageParams,
    body: createLinkInput,
    jsonLimit: '4kb',
    status: 201,
    response: link.extend({ token: z.string(), url: z.string().nullable() }),
    handler: ({ deps, user, params, body }) => service.createLink(deps, user, params.id, body),
  }),
  restRoute({
    method: 'delete',
    path: '/stages/:id/links/:linkId',
    summary: 'Revoke a role link: it stops working at once and the pages using it are disconnected',
    tags,
    auth: 'user',
    params: stageParams.extend({ linkId: z.string().max(64) }),
    status: 204,
    handler: ({ deps, user, params }) => service.revokeLink(deps, user, params.id, params.linkId),
  }),
]
