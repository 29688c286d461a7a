export const ENTITY_TYPES = ['artist', 'venue', 'service'] as const
export type EntityType = (typeof ENTITY_TYPES)[number]

interface KindDefinition {
  /** URL segment, table and storage bucket: `/artists/search`, `/api/venues/12`, table `services`. */
  path: string
  /** The column of the kind's main filter, and its name in search URLs. */
  mainColumn: string
  mainParam: 'type' | 'category'
  /** Catalog group of the main filter's values: `directory.<mainLabels>.<value>`. */
  mainLabels: string
  /** Who edits the photo gallery besides admins (docs/product.md §7: venue owners; nobody else for now). */
  photoEditor: 'owner' | 'admin'
  /** Mantine colour of the kind's badge and icon. */
  color: string
  /** schema.org type and Open Graph type of a details page. */
  schemaOrg: string
  ogType: string
}

export const KINDS = {
  artist: {
    path: 'artists',
    mainColumn: 'act_type',
    mainParam: 'type',
    mainLabels: 'actTypes',
    photoEditor: 'admin',
    color: 'violet',
    schemaOrg: 'MusicGroup',
    ogType: 'profile',
  },
  venue: {
    path: 'venues',
    mainColumn: 'venue_type',
    mainParam: 'type',
    mainLabels: 'venueTypes',
    photoEditor: 'owner',
    color: 'teal',
    schemaOrg: 'MusicVenue',
    ogType: 'place',
  },
  service: {
    path: 'services',
    mainColumn: 'category',
    mainParam: 'category',
    mainLabels: 'categories',
    photoEditor: 'admin',
    color: 'orange',
    schemaOrg: 'LocalBusiness',
    ogType: 'website',
  },
} as const satisfies Record<EntityType, KindDefinition>

export type KindPath = (typeof KINDS)[EntityType]['path']

/** One value per kind, computed from the kind: `kindMap((k) => KINDS[k].path)`. */
export function kindMap<T>(value: (kind: EntityType) => T): Record<EntityType, T> {
  return Object.fromEntries(ENTITY_TYPES.map((kind) => [kind, value(kind)])) as Record<EntityType, T>
}

/** URL segment of each kind: `/artists/search`, `/api/venues/12` (also the table and bucket name). */
export const KIND_PATH = kindMap((kind) => KINDS[kind].path) as { [K in EntityType]: (typeof KINDS)[K]['path'] }
export const TYPE_BY_PATH = Object.fromEntries(ENTITY_TYPES.map((kind) => [KINDS[kind].path, kind])) as Record<
  KindPath,
  EntityType
>

export function isEntityType(value: unknown): value is EntityType {
  return (ENTITY_TYPES as readonly unknown[]).includes(value)
}
