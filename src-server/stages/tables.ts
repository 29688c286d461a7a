/** Kysely table types of the stages feature; the migration that creates them is migrations/0007_stages.ts. */
import type { ColumnType, Generated } from 'kysely'
import type { StageState } from '../../src/stages/protocol.ts'

export interface StagesTable {
  id: Generated<string>
  owner_id: string
  name: string
  code: string
  state: ColumnType<StageState, string, string>
  version: Generated<number>
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, string | undefined, string>
}

export interface StagesTables {
  stages: StagesTable
}
