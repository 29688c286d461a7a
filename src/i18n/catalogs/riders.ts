import type { Catalog } from '../types.ts'

/** Messages of the riders feature, namespaced as `riders.*`. */
export const riders = {
  en: {},
  de: {},
  fr: {},
  es: {},
  it: {},
} satisfies Catalog
