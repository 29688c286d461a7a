/** The `/api` REST mirror of the riders feature: thin doors onto the same service functions as tRPC. */
import { z } from 'zod'
import { generateInputList } from '../../src/riders/inputs.ts'
import {
  createRiderInput,
  duplicateRiderInput,
  LIMITS,
  memberSchema,
  riderId,
  shareToken,
  updateRiderInput,
  venueIdInput,
} from '../../src/riders/schema.ts'
import { restRoute } from '../http/rest.ts'
import * as service from './service.ts'

const tags = ['Riders']
const idParams = z.object({ id: riderId })

export const ridersRest = [
  restRoute({
    method: 'get',
    path: '/riders',
    summary: 'List your riders (newest change first)',
    tags,
    auth: 'user',
    handler: ({ deps, user }) => service.listRiders(deps, user),
  }),
  restRoute({
    method: 'post',
    path: '/riders',
    summary: 'Create a rider',
    tags,
    auth: 'user',
    body: createRiderInput,
    status: 201,
    handler: ({ deps, user, body }) => service.createRider(deps, user, body),
  }),
  restRoute({
    method: 'post',
    path: '/riders/input-list',
    summary: 'Generate an input list from a line-up (no storage)',
    tags,
    auth: 'public',
    body: z.object({ members: z.array(memberSchema).max(LIMITS.members) }),
    handler: async ({ body }) => ({ inputs: generateInputList(body.members) }),
  }),
  restRoute({
    method: 'get',
    path: '/riders/shared/:token',
    summary: 'Read a shared rider (current version, read-only, no account needed)',
    tags,
    auth: 'public',
    params: z.object({ token: shareToken }),
    handler: ({ deps, params }) => service.getShared(deps, params.token),
  }),
  restRoute({
    method: 'get',
    path: '/riders/:id',
    summary: 'Read one of your riders',
    tags,
    auth: 'user',
    params: idParams,
    handler: ({ deps, user, params }) => service.getRider(deps, user, params.id),
  }),
  restRoute({
    method: 'put',
    path: '/riders/:id',
    summary: 'Change a rider (send baseVersion to refuse overwriting a newer save)',
    tags,
    auth: 'user',
    params: idParams,
    body: updateRiderInput,
    handler: ({ deps, user, params, body }) => service.updateRider(deps, user, params.id, body),
  }),
  restRoute({
    method: 'delete',
    path: '/riders/:id',
    summary: 'Delete a rider',
    tags,
    auth: 'user',
    params: idParams,
    handler: ({ deps, user, params }) => service.deleteRider(deps, user, params.id),
  }),
  restRoute({
    method: 'post',
    path: '/riders/:id/duplicate',
    summary: 'Duplicate a rider to make a variant',
    tags,
    auth: 'user',
    params: idParams,
    body: duplicateRiderInput,
    status: 201,
    handler: ({ deps, user, params, body }) => service.duplicateRider(deps, user, params.id, body),
  }),
  restRoute({
    method: 'post',
    path: '/riders/:id/share',
    summary: 'Create (or return) the read-only share link',
    tags,
    auth: 'user',
    params: idParams,
    handler: ({ deps, user, params }) => service.shareRider(deps, user, params.id),
  }),
  restRoute({
    method: 'delete',
    path: '/riders/:id/share',
    summary: 'Revoke the share link',
    tags,
    auth: 'user',
    params: idParams,
    handler: ({ deps, user, params }) => service.revokeShare(deps, user, params.id),
  }),
  restRoute({
    method: 'get',
    path: '/riders/:id/fit',
    summary: 'Venue fit check: which needs the venue does not cover',
    tags,
    auth: 'user',
    params: idParams,
    query: z.object({ venueId: venueIdInput }),
    handler: ({ deps, user, params, query }) => service.venueFit(deps, user, params.id, query.venueId),
  }),
]
