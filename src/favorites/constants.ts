/** Favourites constants without zod, so the client can import them cheaply. */

export const LIST_NAME_MAX = 100

/** Per-account caps (abuse guard): lists, and favourites over all lists. */
export const FAVORITE_LISTS_MAX = 100
export const FAVORITES_MAX = 2000
