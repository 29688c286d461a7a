import type { Catalog } from '../types.ts'

/** Messages of the media feature, namespaced as `media.*`. */
export const media = {
  en: {},
  de: {},
  fr: {},
  es: {},
  it: {},
} satisfies Catalog
