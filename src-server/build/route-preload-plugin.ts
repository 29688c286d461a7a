import path from 'node:path'
import type { OutputBundle, OutputChunk } from 'rollup'
import type { Plugin } from 'vite'
import type { DictionaryPart } from '../../src/i18n/index.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { ROUTES } from '../../src/routes.ts'
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../http/route-preloads.ts'

/**
 * Writes `builds/preload.json`: for each route of the table, the chunks and styles of its page that the entry
 * does not load already, so the server can list them as preloads in the HTML it serves and the browser fetches
 * them while it runs the entry (rather than after it, one round trip later).
 */
export function routePreloadPlugin(): Plugin {
  let root = ''
  return {
    name: 'stagebook-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(routePreloads(bundle, root)),
      })
    },
  }
}

export function routePreloads(bundle: OutputBundle, root: string): RoutePreloads {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (start: OutputChunk, into = new Set<OutputChunk>()) => {
    if (into.has(start)) return into
    into.add(start)
    for (const file of start.imports) {
      const next = byFile.get(file)
      if (next) closure(next, into)
    }
    return into
  }
  const loadedByEntry = new Set<OutputChunk>()
  for (const entry of chunks.filter((c) => c.isEntry)) closure(entry, loadedByEntry)

  const routes: RoutePreloads['routes'] = {}
  for (const route of ROUTES) {
    const module = path.join(root, route.page)
    const chunk = chunks.find((c) => c.moduleIds.includes(module))
    if (!chunk) throw new Error(`route ${route.name}: no chunk holds ${module}`)
    const needed = [...closure(chunk)].filter((c) => !loadedByEntry.has(c))
    routes[route.name] = {
      js: needed.map((c) => `/${c.fileName}`),
      css: [...new Set(needed.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))].map((f) => `/${f}`),
    }
  }
  const dictionaries: RoutePreloads['dictionaries'] = {}
  const dictionaryFile = (locale: Locale, part: DictionaryPart) => {
    const chunk = chunks.find((c) => c.facadeModuleId === `\0virtual:i18n-dict/${locale}/${part}`)
    return chunk && `/${chunk.fileName}`
  }
  for (const locale of LOCALES) {
    dictionaries[locale] = { core: dictionaryFile(locale, 'core'), rest: dictionaryFile(locale, 'rest') }
  }
  return { routes, dictionaries }
}
