import type { Catalog } from '../types.ts'

/** Messages of the directory feature, namespaced as `directory.*`. */
export const directory = {
  en: {},
  de: {},
  fr: {},
  es: {},
  it: {},
} satisfies Catalog
