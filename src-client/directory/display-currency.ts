import { CURRENCIES, DEFAULT_CURRENCY } from '../../src/directory/vocabulary.ts'

/**
 * The booker's display currency as stored: EUR for every locale (a pan-European directory), switchable in the
 * search filters and remembered in localStorage; a link's `?currency=GBP` sets it too (once per address, so the
 * select still switches it after). Its own module: the entry reads it to ask for a search page's first results
 * before the page's chunk has run (search-query.ts); the hook and the select are in common.tsx.
 */
export const CURRENCY_KEY = 'stagebook.currency'
/** The `?currency=` of the address last taken over: a link with it sets the display currency once. */
let adoptedFromUrl: string | null = null
function adoptUrlCurrency(): void {
  if (typeof window === 'undefined') return
  const wanted = new URLSearchParams(window.location.search).get('currency')?.toUpperCase() ?? null
  if (!wanted || wanted === adoptedFromUrl || !(CURRENCIES as readonly string[]).includes(wanted)) return
  adoptedFromUrl = wanted
  try {
    localStorage.setItem(CURRENCY_KEY, wanted)
  } catch {}
}
export function readCurrency(): string {
  adoptUrlCurrency()
  try {
    const v = localStorage.getItem(CURRENCY_KEY)
    return v && (CURRENCIES as readonly string[]).includes(v) ? v : DEFAULT_CURRENCY
  } catch {
    return DEFAULT_CURRENCY
  }
}
