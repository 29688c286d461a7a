import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type Json<T> = ColumnType<T, string | T | undefined, string | T>

export interface Contacts {
  email?: string
  phone?: string
  website?: string
  person?: string
}

interface EntityColumns {
  id: Generated<number>
  name: string
  description: Generated<string>
  city: string
  /** ISO 3166-1 alpha-2 */
  country: string
  lat: number
  lng: number
  contacts: Json<Contacts>
  /** Ordered public photo URLs; keys are `{entityId}/{uuid}.webp` in the kind's bucket. */
  photos: ColumnType<string[], string[] | undefined, string[]>
  created_at: Timestamp
  updated_at: Timestamp
  last_confirmed_at: Timestamp
}

export interface ArtistRow extends EntityColumns {
  act_type: string
  genres: ColumnType<string[], string[] | undefined, string[]>
  lineup_size: number | null
  fee_min: number | null
  fee_max: number | null
  currency: Generated<string>
  languages: ColumnType<string[], string[] | undefined, string[]>
  links: Json<{ website?: string; audio?: string; video?: string }>
}

export interface VenueRow extends EntityColumns {
  venue_type: string
  address: Generated<string>
  capacity_standing: number | null
  capacity_seated: number | null
  stage_width_m: number | null
  stage_depth_m: number | null
  stage_height_m: number | null
  desk_channels: number | null
  has_pa: Generated<boolean>
  pa_description: Generated<string>
  has_lighting: Generated<boolean>
  lighting_description: Generated<string>
  backline: ColumnType<string[], string[] | undefined, string[]>
  power: Generated<string>
  power_amps: number | null
  accessibility: ColumnType<string[], string[] | undefined, string[]>
  owner_id: string | null
}

export interface ServiceRow extends EntityColumns {
  category: string
  radius_km: Generated<number>
  price_info: Generated<string>
}

export interface DirectoryTables {
  artists: ArtistRow
  venues: VenueRow
  services: ServiceRow
}

export type EntityType = 'artist' | 'venue' | 'service'
export const TABLE_BY_TYPE = { artist: 'artists', venue: 'venues', service: 'services' } as const
