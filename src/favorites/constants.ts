/** Favourites constants without zod, so the client can import them cheaply. */

export const LIST_NAME_MAX = 100
