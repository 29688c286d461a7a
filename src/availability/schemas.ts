/** The availability feature's zod schemas, shared by the client's forms and both server doors. */
import { z } from 'zod'
import { ENTITY_TYPES, idSchema } from '../directory/schema.ts'
import { AVAILABILITY_STATUSES, BLOCK_MAX_DAYS, daysBetween, isIsoDate, NOTE_MAX } from './constants.ts'

export * from './constants.ts'

/** A calendar day `YYYY-MM-DD`. */
export const dateSchema = (label: string) =>
  z.string({ error: `${label}: expected a date YYYY-MM-DD` }).refine(isIsoDate, {
    error: `${label}: expected a date YYYY-MM-DD`,
  })

/** Query-string date: '' → absent. */
const optionalDate = (label: string) =>
  z.preprocess((v) => {
    const s = Array.isArray(v) ? v[0] : v
    return s === '' || s === null ? undefined : s
  }, dateSchema(label).optional())

export const statusSchema = z.enum(AVAILABILITY_STATUSES, { error: () => 'status: booked, hold or unavailable' })

const noteSchema = z
  .string({ error: 'note: expected text' })
  .max(NOTE_MAX, `note: at most ${NOTE_MAX} characters`)
  .transform((s) => s.trim())

const rangeFields = {
  start_date: dateSchema('start_date'),
  end_date: dateSchema('end_date'),
}
const rangeOk = (r: { start_date: string; end_date: string }) => daysBetween(r.start_date, r.end_date) >= 0
const rangeShort = (r: { start_date: string; end_date: string }) =>
  daysBetween(r.start_date, r.end_date) < BLOCK_MAX_DAYS
const RANGE_ORDER = { error: 'end_date must not be before start_date', path: ['end_date'] }
const RANGE_LENGTH = { error: `A range spans at most ${BLOCK_MAX_DAYS} days`, path: ['end_date'] }

/** REST query of a calendar read: from/to (default: this month and the next two). */
export const calendarQuerySchema = z.object({
  from: optionalDate('from'),
  to: optionalDate('to'),
})
export type CalendarQuery = z.infer<typeof calendarQuerySchema>

export const setBlockBody = z
  .object({ ...rangeFields, status: statusSchema, note: noteSchema.optional() })
  .refine(rangeOk, RANGE_ORDER)
  .refine(rangeShort, RANGE_LENGTH)
export type SetBlockBody = z.infer<typeof setBlockBody>

export const clearBody = z.object(rangeFields).refine(rangeOk, RANGE_ORDER).refine(rangeShort, RANGE_LENGTH)
export type ClearBody = z.infer<typeof clearBody>

export const weeklyBody = z.object({
  closed_weekdays: z
    .array(z.number({ error: 'closed_weekdays: ISO weekdays 1-7' }).int().min(1).max(7), {
      error: 'closed_weekdays: ISO weekdays 1-7',
    })
    .max(7, 'closed_weekdays: at most 7 days'),
})
export type WeeklyBody = z.infer<typeof weeklyBody>

/** The listing's calendar settings: whether it takes several events a day (then a booking does not hold the day). */
export const settingsBody = z.object({
  multiple_events_per_day: z.boolean({ error: 'multiple_events_per_day: expected true or false' }),
})
export type SettingsBody = z.infer<typeof settingsBody>

export const listingParams = z.object({ id: idSchema })
export const blockParams = z.object({ id: idSchema, blockId: idSchema })

/** tRPC inputs: the listing and the REST body in one object. */
const listing = { type: z.enum(ENTITY_TYPES, { error: () => 'Unknown type' }), id: idSchema }
export const calendarInput = z.object({ ...listing, from: optionalDate('from'), to: optionalDate('to') })
export const setBlockInput = z
  .object({ ...listing, ...rangeFields, status: statusSchema, note: noteSchema.optional() })
  .refine(rangeOk, RANGE_ORDER)
  .refine(rangeShort, RANGE_LENGTH)
export const clearInput = z
  .object({ ...listing, ...rangeFields })
  .refine(rangeOk, RANGE_ORDER)
  .refine(rangeShort, RANGE_LENGTH)
export const removeBlockInput = z.object({ ...listing, block_id: idSchema })
export const weeklyInput = z.object({ ...listing, closed_weekdays: weeklyBody.shape.closed_weekdays })
export const settingsInput = z.object({ ...listing, ...settingsBody.shape })

/** A block as the API answers it; `note` only for the listing's editors. */
export const blockSchema = z.object({
  id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  status: statusSchema,
  note: z.string().optional(),
})
export type Block = z.infer<typeof blockSchema>

export const calendarSchema = z.object({
  type: z.enum(ENTITY_TYPES),
  id: z.number(),
  from: z.string(),
  to: z.string(),
  /** ISO weekdays (1 = Monday) the listing is always closed. */
  closed_weekdays: z.array(z.number()),
  blocks: z.array(blockSchema),
  /** The listing takes several events a day: booked days stay open for enquiries. */
  multiple_events_per_day: z.boolean(),
  /** Whether the caller may edit this calendar (then notes are included). */
  can_edit: z.boolean(),
})
export type Calendar = z.infer<typeof calendarSchema>

export const changeResultSchema = z.object({ success: z.literal(true), calendar: calendarSchema })
