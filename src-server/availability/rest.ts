import { z } from 'zod'
import {
  blockParams,
  blockSchema,
  calendarQuerySchema,
  calendarSchema,
  clearBody,
  listingParams,
  setBlockBody,
  settingsBody,
  weeklyBody,
} from '../../src/availability/schemas.ts'
import { ENTITY_TYPES, type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import { type RestRoute, restRoute } from '../http/rest.ts'
import * as service from './service.ts'

const tags = ['availability']
const who = (type: EntityType) => (type === 'venue' ? 'owner or admin' : 'admin')

/** The REST mirror of a listing's calendar, for every kind: `/api/{kind}/{id}/availability…`. */
function kindRoutes(type: EntityType): RestRoute[] {
  const base = `/${KIND_PATH[type]}/:id/availability`
  return [
    restRoute({
      method: 'get',
      path: base,
      summary: `A ${type}'s calendar from..to (default this month and the next two, at most 400 days): blocked ranges with status, closed weekdays; notes only for the ${who(type)}`,
      tags,
      auth: 'optional',
      params: listingParams,
      query: calendarQuerySchema,
      response: calendarSchema,
      handler: ({ deps, user, params, query }) => service.getCalendar(deps, user, type, params.id, query),
    }),
    restRoute({
      method: 'post',
      path: `${base}/blocks`,
      summary: `Mark start_date..end_date (≤ 366 days) booked, hold or unavailable with an optional note (${who(type)}); replaces what those days said`,
      tags,
      auth: 'user',
      params: listingParams,
      body: setBlockBody,
      jsonLimit: '16kb',
      response: z.object({ success: z.literal(true), block: blockSchema }),
      status: 201,
      handler: ({ deps, user, params, body }) => service.setBlock(deps, user, type, params.id, body),
    }),
    restRoute({
      method: 'post',
      path: `${base}/clear`,
      summary: `Free start_date..end_date: blocks there are removed or cut back (${who(type)})`,
      tags,
      auth: 'user',
      params: listingParams,
      body: clearBody,
      jsonLimit: '16kb',
      response: z.object({ success: z.literal(true), changed: z.number() }),
      handler: ({ deps, user, params, body }) => service.clearRange(deps, user, type, params.id, body),
    }),
    restRoute({
      method: 'delete',
      path: `${base}/blocks/:blockId`,
      summary: `Remove one block of a ${type}'s calendar (${who(type)})`,
      tags,
      auth: 'user',
      params: blockParams,
      response: z.object({ success: z.literal(true) }),
      handler: ({ deps, user, params }) => service.removeBlock(deps, user, type, params.id, params.blockId),
    }),
    restRoute({
      method: 'put',
      path: `${base}/weekly`,
      summary: `Set the weekdays a ${type} is always closed, ISO 1 = Monday … 7 = Sunday; [] = open every day (${who(type)})`,
      tags,
      auth: 'user',
      params: listingParams,
      body: weeklyBody,
      jsonLimit: '16kb',
      response: z.object({ success: z.literal(true), closed_weekdays: z.array(z.number()) }),
      handler: ({ deps, user, params, body }) => service.setWeekly(deps, user, type, params.id, body),
    }),
    restRoute({
      method: 'put',
      path: `${base}/settings`,
      summary: `Set whether a ${type} takes several events a day (multiple_events_per_day; default false: one booking holds the day) (${who(type)})`,
      tags,
      auth: 'user',
      params: listingParams,
      body: settingsBody,
      jsonLimit: '4kb',
      response: z.object({ success: z.literal(true), multiple_events_per_day: z.boolean() }),
      handler: ({ deps, user, params, body }) => service.setSettings(deps, user, type, params.id, body),
    }),
  ]
}

export const availabilityRest: RestRoute[] = ENTITY_TYPES.flatMap(kindRoutes)
