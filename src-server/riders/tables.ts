/** Kysely table types of the riders feature; the migration that creates them is in migrations/. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in as the feature grows
export interface RidersTables {}
