import type { Locale } from './locales.ts'

export interface Messages {
  [key: string]: string | Messages
}

/** One feature's messages in every shipped language. English is the reference; the catalog test fails on gaps. */
export type Catalog = Record<Locale, Messages>
