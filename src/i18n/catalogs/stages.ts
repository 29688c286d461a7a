import type { Catalog } from '../types.ts'

/** Messages of the stages feature, namespaced as `stages.*`. */
export const stages = {
  en: {},
  de: {},
  fr: {},
  es: {},
  it: {},
} satisfies Catalog
