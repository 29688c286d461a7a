import { type Kysely, sql } from 'kysely'

/**
 * What a venue's tech spec says about monitoring, for the rider fit check and the details page:
 * - `monitor_mixes`: separate monitor mixes (aux sends) the house desk or monitor desk offers; a stereo mix takes two.
 * - `monitor_wedges`: wedge cabinets (a drum fill counts as one).
 * - `iem_systems`: in-ear transmitter/receiver systems the house provides.
 * Null means the venue has not said (the fit check shows "not listed"), 0 that it has none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table venues
      add column monitor_mixes integer check (monitor_mixes between 0 and 64),
      add column monitor_wedges integer check (monitor_wedges between 0 and 64),
      add column iem_systems integer check (iem_systems between 0 and 64)
  `.execute(db)
}
