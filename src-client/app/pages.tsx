import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { type EntityType, type KindPath, TYPE_BY_PATH } from '../../src/directory/kinds.ts'
import { ROUTES, type RouteDef, type RouteName, splitLocale } from '../../src/routes.ts'
import { loadTranslator, type MessageSet } from './dictionaries.ts'

type PageModule = () => Promise<{ default: ComponentType<object> }>

/**
 * A route's page: a lazily loaded chunk with fixed props, so each route is its own chunk and the first page stays
 * small. It renders once its chunk and every feature's messages in the page's language have arrived.
 */
export class Page {
  private Loaded: ComponentType<object> | undefined
  private loading: Promise<void> | undefined
  private readonly load: PageModule
  private readonly messages: MessageSet
  readonly props: object
  readonly Lazy: LazyExoticComponent<ComponentType<object>>

  constructor(load: PageModule, props: object = {}, messages: MessageSet = 'all') {
    this.load = load
    this.props = props
    this.messages = messages
    this.Lazy = lazy(() => this.preload().then(() => ({ default: this.Loaded! })))
  }

  /** The component once loaded: a page loaded before it first renders never shows the loader. */
  get component(): ComponentType<object> | undefined {
    return this.Loaded
  }

  /** Loads the page's chunk and messages (once). */
  preload(): Promise<void> {
    this.loading ??= Promise.all([
      this.load(),
      loadTranslator(splitLocale(window.location.pathname).locale, this.messages),
    ]).then(
      ([module]) => {
        this.Loaded = module.default
      },
      (error: unknown) => {
        this.loading = undefined // the next render tries again (and the chunk-reload guard may step in)
        throw error
      },
    )
    return this.loading
  }
}

/**
 * Renders a route's page: directly when it is loaded, else through React.lazy (with the layout's loader). React
 * Router reuses this instance from route to route, so the choice is made on every render; a suspended render is
 * retried after the chunk arrives and then takes the loaded component, so the two never swap on a mounted page.
 */
export function RoutePage({ page }: { page: Page }) {
  const Component = page.component ?? page.Lazy
  return <Component {...page.props} />
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
    return [route.name, new Page(load, propsOf(route), route.coreMessages ? 'core' : 'all')]
  }),
) as Record<RouteName, Page>

/** Routes that render without the default layout (the stage display fills the screen). */
export const BARE_ROUTES: ReadonlySet<RouteName> = new Set(['stageWhisperer-display'])
