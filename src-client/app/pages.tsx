import { type ComponentType, lazy, type ReactElement } from 'react'
import { type EntityType, type KindPath, TYPE_BY_PATH } from '../../src/directory/vocabulary.ts'
import { ROUTES, type RouteDef, type RouteName, splitLocale } from '../../src/routes.ts'
import { loadTranslator, type MessageSet } from './dictionaries.ts'

type PageModule<P> = () => Promise<{ default: ComponentType<P> }>

export interface Page {
  (): ReactElement
  /** Loads the page's chunk and messages; a page loaded before it first renders never shows the loader. */
  preload: () => Promise<void>
}

/**
 * A lazily loaded page with fixed props, so each route is its own chunk and the first page stays small. It
 * renders once its chunk and every feature's messages in the page's language have arrived.
 */
function page<P extends object>(load: PageModule<P>, props?: P, messages: MessageSet = 'all'): Page {
  let Loaded: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  const preload = () => {
    loading ??= Promise.all([load(), loadTranslator(splitLocale(window.location.pathname).locale, messages)]).then(
      ([module]) => {
        Loaded = module.default
      },
      (error: unknown) => {
        loading = undefined // the next render tries again (and the chunk-reload guard may step in)
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })))
  const Page = () => (Loaded ? <Loaded {...(props as P)} /> : <Lazy {...(props as P)} />)
  return Object.assign(Page, { preload })
}

// Every page module is its own lazy chunk; the route table names the module of each route.
const PAGE_MODULES = import.meta.glob<{ default: ComponentType<object> }>('../*/*Page.tsx')

/** Directory routes (`artists-search`, `venues-id-details`…) tell their page which kind it shows. */
function propsOf(route: RouteDef): { kind: EntityType } | undefined {
  const kind = TYPE_BY_PATH[route.name.split('-')[0] as KindPath]
  return kind ? { kind } : undefined
}

/** Which component renders each route of the shared table. */
export const PAGES = Object.fromEntries(
  ROUTES.map((route) => {
    const load = PAGE_MODULES[`../${route.page}`]
    if (!load) throw new Error(`route ${route.name}: no page module src-client/${route.page}`)
    return [route.name, page(load, propsOf(route), route.coreMessages ? 'core' : 'all')]
  }),
) as Record<RouteName, Page>

/** Routes that render without the default layout (the stage display fills the screen). */
export const BARE_ROUTES: ReadonlySet<RouteName> = new Set(['stageWhisperer-display'])
