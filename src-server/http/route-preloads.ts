import type { DictionaryPart } from '../../src/i18n/index.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import type { RouteName } from '../../src/routes.ts'

/**
 * The file the build writes (build/route-preload-plugin.ts) and the server reads (spa.ts). Here, not in the
 * plugin, so the server never loads build-time code.
 */
export const ROUTE_PRELOADS_FILE = 'builds/preload.json'

/** What a page needs beyond the entry: its chunks and styles, and each language's message chunks. */
export interface RoutePreloads {
  routes: Partial<Record<RouteName, { js: string[]; css: string[] }>>
  dictionaries: Partial<Record<Locale, Partial<Record<DictionaryPart, string>>>>
}
