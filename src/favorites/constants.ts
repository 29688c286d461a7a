/** Favourites constants without zod, so the client can import them cheaply. */
export const ENTITY_TYPES = ['artist', 'venue', 'service'] as const
export type FavoriteEntityType = (typeof ENTITY_TYPES)[number]

export const LIST_NAME_MAX = 100
