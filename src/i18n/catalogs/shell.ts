import type { Catalog } from '../types.ts'

/** Messages of the shell feature, namespaced as `shell.*`. */
export const shell = {
  en: {},
  de: {},
  fr: {},
  es: {},
  it: {},
} satisfies Catalog
