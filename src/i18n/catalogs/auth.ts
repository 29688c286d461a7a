import type { Catalog } from '../types.ts'

/** Messages of the auth feature, namespaced as `auth.*`. */
export const auth = {
  en: {},
  de: {},
  fr: {},
  es: {},
  it: {},
} satisfies Catalog
