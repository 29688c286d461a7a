/** Kysely table types of the running order; the migration that creates them is migrations/0032_running_orders.ts. */
import type { ColumnType, Generated } from 'kysely'
import type { RunKind, StartMode } from '../../../src/stages/running-order.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface StageRunningOrderRow {
  id: Generated<string>
  stage_id: string
  date: ColumnType<Date | string, string, string>
  timezone: string
  language: string
  current_item_id: string | null
  started_at: Timestamp | null
  paused_at: Timestamp | null
  paused_ms: Generated<number>
  nudge_ms: Generated<number>
  created_at: ColumnType<Date, never, never>
  updated_at: Timestamp
}

export interface StageRunningOrderItemRow {
  id: Generated<string>
  running_order_id: string
  position: number
  title: string
  kind: RunKind
  planned_start: number | null
  duration_min: number
  start_mode: StartMode
  artist_id: number | null
  rider_id: string | null
  notes: string
  skipped: boolean
}

export interface RunningOrderTables {
  stage_running_orders: StageRunningOrderRow
  stage_running_order_items: StageRunningOrderItemRow
}
