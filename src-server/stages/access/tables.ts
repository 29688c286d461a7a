/**
 * Kysely table types of stage role links; the migration that creates them is migrations/0033_stage_links.ts, and
 * migrations/0056_stage_link_tombstones.ts keeps revoked ones as tombstones.
 */
import type { ColumnType, Generated } from 'kysely'

export interface StageLinksTable {
  id: Generated<string>
  stage_id: string
  role: 'viewer' | 'controller' | 'api'
  label: Generated<string>
  token_hash: string
  created_at: ColumnType<Date, never, never>
  last_used_at: ColumnType<Date | null, string | undefined, string | null>
  /** Set once, when the link is revoked; the row then stays as a tombstone that no update changes. */
  revoked_at: ColumnType<Date | null, never, string>
}

export interface StageLinkDevicesTable {
  link_id: string
  device_id: string
  user_agent: Generated<string>
  last_seen_at: ColumnType<Date, string | undefined, string>
}

/** Devices that opened the stage's display link (migrations/0036_stage_display_devices.ts). */
export interface StageDisplayDevicesTable {
  stage_id: string
  device_id: string
  user_agent: Generated<string>
  last_seen_at: ColumnType<Date, string | undefined, string>
  /** Connected right now (migrations/0045_stage_display_online.ts). */
  online: Generated<boolean>
  /** The name the screen's operator gave it, and whether it may play its cue (migrations/0058_stage_display_screens.ts). */
  name: Generated<string>
  sound: Generated<boolean>
}

export interface StageAccessTables {
  stage_links: StageLinksTable
  stage_link_devices: StageLinkDevicesTable
  stage_display_devices: StageDisplayDevicesTable
}
