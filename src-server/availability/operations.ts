import { z } from 'zod'
import {
  blockParams,
  blockSchema,
  calendarInput,
  calendarQuerySchema,
  calendarSchema,
  clearBody,
  clearInput,
  listingParams,
  removeBlockInput,
  setBlockBody,
  setBlockInput,
  settingsBody,
  settingsInput,
  weeklyBody,
  weeklyInput,
} from '../../src/availability/schemas.ts'
import { ENTITY_TYPES, type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import { operation, type RestBinding } from '../http/operation.ts'
import * as service from './service.ts'

const tags = ['availability']
const who = (type: EntityType) => (type === 'venue' ? 'owner or admin' : 'admin')
const base = (type: EntityType) => `/${KIND_PATH[type]}/:id/availability`

/**
 * One REST binding per kind: `/api/{kind}/{id}/availability…`. The kind comes from the path, the listing id from
 * the path parameters, the rest from the query string or the body (tRPC takes them all in one object).
 */
function perKind<I>(binding: (type: EntityType) => RestBinding<I>): RestBinding<I>[] {
  return ENTITY_TYPES.map(binding)
}

/** A listing's calendar (docs/product.md), for every kind; each write asks the directory's listing policy. */
export const availabilityOperations = {
  get: operation({
    summary:
      "A listing's calendar from..to (default this month and the next two, at most 400 days): blocked ranges with status, closed weekdays; notes only for its editors",
    tags,
    auth: 'optional',
    input: calendarInput,
    output: calendarSchema,
    trpc: 'query',
    rest: perKind((type) => ({
      method: 'get',
      path: base(type),
      summary: `A ${type}'s calendar from..to (default this month and the next two, at most 400 days): blocked ranges with status, closed weekdays; notes only for the ${who(type)}`,
      params: listingParams,
      query: calendarQuerySchema,
      input: ({ params, query }) => ({ ...query, type, id: params.id }),
    })),
    handler: ({ deps, user, input }) => service.getCalendar(deps, user, input.type, input.id, input),
  }),
  set: operation({
    summary:
      "Mark start_date..end_date (≤ 366 days) booked, hold or unavailable with an optional note (the listing's editors); replaces what those days said",
    tags,
    auth: 'user',
    input: setBlockInput,
    output: z.object({ success: z.literal(true), block: blockSchema }),
    jsonLimit: '16kb',
    trpc: 'mutation',
    rest: perKind((type) => ({
      method: 'post',
      path: `${base(type)}/blocks`,
      status: 201,
      summary: `Mark start_date..end_date (≤ 366 days) booked, hold or unavailable with an optional note (${who(type)}); replaces what those days said`,
      params: listingParams,
      body: setBlockBody,
      input: ({ params, body }) => ({ ...body, type, id: params.id }),
    })),
    handler: ({ deps, user, input }) => service.setBlock(deps, user, input.type, input.id, input),
  }),
  clear: operation({
    summary: "Free start_date..end_date: blocks there are removed or cut back (the listing's editors)",
    tags,
    auth: 'user',
    input: clearInput,
    output: z.object({ success: z.literal(true), changed: z.number() }),
    jsonLimit: '16kb',
    trpc: 'mutation',
    rest: perKind((type) => ({
      method: 'post',
      path: `${base(type)}/clear`,
      summary: `Free start_date..end_date: blocks there are removed or cut back (${who(type)})`,
      params: listingParams,
      body: clearBody,
      input: ({ params, body }) => ({ ...body, type, id: params.id }),
    })),
    handler: ({ deps, user, input }) => service.clearRange(deps, user, input.type, input.id, input),
  }),
  remove: operation({
    summary: "Remove one block of a listing's calendar (its editors)",
    tags,
    auth: 'user',
    input: removeBlockInput,
    output: z.object({ success: z.literal(true) }),
    trpc: 'mutation',
    rest: perKind((type) => ({
      method: 'delete',
      path: `${base(type)}/blocks/:blockId`,
      summary: `Remove one block of a ${type}'s calendar (${who(type)})`,
      params: blockParams,
      input: ({ params }) => ({ type, id: params.id, block_id: params.blockId }),
    })),
    handler: ({ deps, user, input }) => service.removeBlock(deps, user, input.type, input.id, input.block_id),
  }),
  weekly: operation({
    summary:
      "Set the weekdays a listing is always closed, ISO 1 = Monday … 7 = Sunday; [] = open every day (the listing's editors)",
    tags,
    auth: 'user',
    input: weeklyInput,
    output: z.object({ success: z.literal(true), closed_weekdays: z.array(z.number()) }),
    jsonLimit: '16kb',
    trpc: 'mutation',
    rest: perKind((type) => ({
      method: 'put',
      path: `${base(type)}/weekly`,
      summary: `Set the weekdays a ${type} is always closed, ISO 1 = Monday … 7 = Sunday; [] = open every day (${who(type)})`,
      params: listingParams,
      body: weeklyBody,
      input: ({ params, body }) => ({ ...body, type, id: params.id }),
    })),
    handler: ({ deps, user, input }) => service.setWeekly(deps, user, input.type, input.id, input),
  }),
  settings: operation({
    summary:
      "Set whether a listing takes several events a day (multiple_events_per_day; default false: one booking holds the day) (the listing's editors)",
    tags,
    auth: 'user',
    input: settingsInput,
    output: z.object({ success: z.literal(true), multiple_events_per_day: z.boolean() }),
    jsonLimit: '4kb',
    trpc: 'mutation',
    rest: perKind((type) => ({
      method: 'put',
      path: `${base(type)}/settings`,
      summary: `Set whether a ${type} takes several events a day (multiple_events_per_day; default false: one booking holds the day) (${who(type)})`,
      params: listingParams,
      body: settingsBody,
      input: ({ params, body }) => ({ ...body, type, id: params.id }),
    })),
    handler: ({ deps, user, input }) => service.setSettings(deps, user, input.type, input.id, input),
  }),
}
