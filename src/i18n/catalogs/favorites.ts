import type { Catalog } from '../types.ts'

/** Messages of the favorites feature, namespaced as `favorites.*`. */
export const favorites = {
  en: {},
  de: {},
  fr: {},
  es: {},
  it: {},
} satisfies Catalog
