/** Kysely table types of the riders feature; the migration that creates them is migrations/0006_riders.ts. */
import type { ColumnType, Generated } from 'kysely'
import type { RiderDoc } from '../../src/riders/schema.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface RiderRow {
  id: Generated<string>
  owner_id: string
  artist_id: number | null
  name: string
  variant: Generated<string>
  doc_locale: Generated<string>
  doc: ColumnType<RiderDoc, string, string>
  version: Generated<number>
  share_token: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface RidersTables {
  riders: RiderRow
}
