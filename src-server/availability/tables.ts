import type { ColumnType, Generated } from 'kysely'
import type { AvailabilityStatus } from '../../src/availability/constants.ts'
import type { EntityType } from '../../src/directory/kinds.ts'

/** Kysely table types of availability; the migration that creates them is migrations/0029_availability.ts. */
type Day = ColumnType<string, string, string>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface AvailabilityBlockRow {
  id: Generated<number>
  entity_type: EntityType
  entity_id: number
  /** Calendar days, both included; read them as `::text` (node-pg would turn a date into a local Date). */
  start_date: Day
  end_date: Day
  status: AvailabilityStatus
  note: Generated<string>
  created_by: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface AvailabilityWeeklyRow {
  entity_type: EntityType
  entity_id: number
  /** ISO weekdays closed, bit 0 = Monday … bit 6 = Sunday (1..127). */
  closed_weekdays: number
  updated_by: string | null
  updated_at: Timestamp
}

/** Per-listing calendar settings (migration 0041); no row: the defaults. */
export interface AvailabilitySettingsRow {
  entity_type: EntityType
  entity_id: number
  /** The listing takes several events a day: bookings do not hold the whole day. */
  multiple_events_per_day: ColumnType<boolean, boolean | undefined, boolean>
  updated_by: string | null
  updated_at: Timestamp
}

export interface AvailabilityTables {
  availability_blocks: AvailabilityBlockRow
  availability_weekly: AvailabilityWeeklyRow
  availability_settings: AvailabilitySettingsRow
}
