import { z } from 'zod'
import { generateInputList } from '../../src/riders/inputs.ts'
import {
  createRiderInput,
  duplicateRiderInput,
  LIMITS,
  lookupInput,
  markVersionInput,
  memberSchema,
  riderId,
  shareToken,
  updateRiderInput,
  venueIdInput,
} from '../../src/riders/schema.ts'
import { operation } from '../http/operation.ts'
import * as service from './service.ts'

const tags = ['Riders']
const byId = z.object({ id: riderId })

/**
 * The riders operations, each one service call (the policy is asked inside). Order matters for the REST mirror:
 * `/riders/shared/:token` is declared before `/riders/:id`.
 */
export const ridersOperations = {
  list: operation({
    summary: 'List your riders (newest change first)',
    tags,
    auth: 'user',
    trpc: 'query',
    rest: { method: 'get', path: '/riders' },
    handler: ({ deps, user }) => service.listRiders(deps, user),
  }),
  create: operation({
    summary: 'Create a rider',
    tags,
    auth: 'user',
    input: createRiderInput,
    trpc: 'mutation',
    rest: { method: 'post', path: '/riders', status: 201 },
    handler: ({ deps, user, input }) => service.createRider(deps, user, input),
  }),
  inputList: operation({
    summary: 'Generate an input list from a line-up (no storage)',
    tags,
    auth: 'public',
    input: z.object({ members: z.array(memberSchema).max(LIMITS.members) }),
    rest: { method: 'post', path: '/riders/input-list' },
    handler: ({ input }) => ({ inputs: generateInputList(input.members) }),
  }),
  shared: operation({
    summary: 'Read a shared rider (current document, named by its latest version; counts the view)',
    description:
      'Read-only, no account needed. Each read counts as a view of the link, once per client address and link ' +
      'per 10 minutes; the owner sees the count as `shareViews` / `shareLastViewedAt` on the rider.',
    tags,
    auth: 'public',
    input: z.object({ token: shareToken }),
    trpc: 'query',
    rest: { method: 'get', path: '/riders/shared/:token' },
    handler: ({ ctx, deps, input }) => service.getShared(deps, input.token, ctx.ip),
  }),
  get: operation({
    summary: 'Read one of your riders',
    tags,
    auth: 'user',
    input: byId,
    trpc: 'query',
    rest: { method: 'get', path: '/riders/:id' },
    handler: ({ deps, user, input }) => service.getRider(deps, user, input.id),
  }),
  update: operation({
    summary: 'Change a rider (send baseRevision to refuse overwriting a newer save: 409)',
    tags,
    auth: 'user',
    input: byId.extend({ changes: updateRiderInput }),
    trpc: 'mutation',
    // REST: the changes are the whole body; tRPC wraps them in `changes`.
    rest: {
      method: 'put',
      path: '/riders/:id',
      params: byId,
      body: updateRiderInput,
      input: ({ params, body }) => ({ id: params.id, changes: body }),
    },
    handler: ({ deps, user, input }) => service.updateRider(deps, user, input.id, input.changes),
  }),
  revision: operation({
    summary: "A rider's save and version counters (cheap: poll it to notice a save from another tab)",
    tags,
    auth: 'user',
    input: byId,
    trpc: 'query',
    rest: { method: 'get', path: '/riders/:id/revision' },
    handler: ({ deps, user, input }) => service.getRevision(deps, user, input.id),
  }),
  versions: operation({
    summary: "A rider's recent versions, newest first (who, when, why, which sections changed)",
    tags,
    auth: 'user',
    input: byId,
    trpc: 'query',
    rest: { method: 'get', path: '/riders/:id/versions' },
    handler: ({ deps, user, input }) => service.listVersions(deps, user, input.id),
  }),
  markVersion: operation({
    summary: 'Mark the current state as the next version (no new version when nothing changed since the last)',
    tags,
    auth: 'user',
    input: byId.extend(markVersionInput.shape),
    trpc: 'mutation',
    rest: { method: 'post', path: '/riders/:id/versions' },
    handler: ({ deps, user, input }) => service.markVersion(deps, user, input.id, input.reason),
  }),
  delete: operation({
    summary: 'Delete a rider',
    tags,
    auth: 'user',
    input: byId,
    trpc: 'mutation',
    rest: { method: 'delete', path: '/riders/:id' },
    handler: ({ deps, user, input }) => service.deleteRider(deps, user, input.id),
  }),
  duplicate: operation({
    summary: 'Duplicate a rider to make a variant',
    tags,
    auth: 'user',
    input: byId.extend(duplicateRiderInput.shape),
    trpc: 'mutation',
    rest: { method: 'post', path: '/riders/:id/duplicate', status: 201 },
    handler: ({ deps, user, input: { id, ...changes } }) => service.duplicateRider(deps, user, id, changes),
  }),
  share: operation({
    summary: 'Create (or return) the read-only share link',
    tags,
    auth: 'user',
    input: byId,
    trpc: 'mutation',
    rest: { method: 'post', path: '/riders/:id/share' },
    handler: ({ deps, user, input }) => service.shareRider(deps, user, input.id),
  }),
  revokeShare: operation({
    summary: 'Revoke the share link',
    tags,
    auth: 'user',
    input: byId,
    trpc: 'mutation',
    rest: { method: 'delete', path: '/riders/:id/share' },
    handler: ({ deps, user, input }) => service.revokeShare(deps, user, input.id),
  }),
  fit: operation({
    summary: 'Venue fit check: which needs the venue does not cover',
    tags,
    auth: 'user',
    input: byId.extend({ venueId: venueIdInput }),
    trpc: 'query',
    rest: { method: 'get', path: '/riders/:id/fit' },
    handler: ({ deps, user, input }) => service.venueFit(deps, user, input.id, input.venueId),
  }),
  lookup: operation({
    summary: 'Picker options for the venue fit check and the artist link',
    tags,
    auth: 'user',
    input: lookupInput,
    trpc: 'query',
    handler: ({ deps, input }) => service.lookup(deps, input),
  }),
}
