/** Kysely table types of the riders feature; migrations 0006_riders.ts and 0043_rider_versions.ts create them. */
import type { ColumnType, Generated } from 'kysely'
import type { RiderDoc, RiderSection } from '../../src/riders/schema.ts'
import type { RiderState } from '../../src/riders/versions.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface RiderRow {
  id: Generated<string>
  owner_id: string
  artist_id: number | null
  name: string
  variant: Generated<string>
  doc_locale: Generated<string>
  doc: ColumnType<RiderDoc, string, string>
  /** Counts saves: the optimistic-concurrency guard of autosave. */
  revision: Generated<number>
  /** The version people refer to (0 = none marked yet). */
  version: Generated<number>
  /** The revision the latest version was made at (null = none). */
  version_revision: number | null
  share_token: string | null
  share_views: Generated<number>
  share_last_viewed_at: Date | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface RiderVersionRow {
  id: Generated<string>
  rider_id: string
  number: number
  revision: number
  created_by: string
  reason: 'manual' | 'share' | 'print'
  sections: ColumnType<RiderSection[], string | undefined, string>
  snapshot: ColumnType<RiderState, string, string>
  created_at: Timestamp
}

export interface RidersTables {
  riders: RiderRow
  rider_versions: RiderVersionRow
}
