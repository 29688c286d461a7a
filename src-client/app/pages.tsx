import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { RouteName } from '../../src/routes.ts'

type Page = LazyExoticComponent<ComponentType>

/** A lazily loaded page with fixed props, so each route is its own chunk and the first page stays small. */
function page<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, props?: P): Page {
  return lazy(async () => {
    const { default: Component } = await load()
    return { default: () => <Component {...(props as P)} /> }
  })
}

const search = () => import('../directory/SearchPage.tsx')
const details = () => import('../directory/DetailsPage.tsx')
const edit = () => import('../directory/EditPage.tsx')

/** Which component renders each route of the shared table. */
export const PAGES: Record<RouteName, Page> = {
  index: page(() => import('../shell/HomePage.tsx')),
  account: page(() => import('../auth/AccountPage.tsx')),
  favorites: page(() => import('../favorites/FavoritesPage.tsx')),
  search: page(() => import('../directory/SearchAllPage.tsx')),
  riderGenerator: page(() => import('../riders/RiderGeneratorPage.tsx')),
  riderShare: page(() => import('../riders/RiderSharePage.tsx')),
  'artists-search': page(search, { kind: 'artist' }),
  'artists-id-details': page(details, { kind: 'artist' }),
  'artists-id-edit': page(edit, { kind: 'artist' }),
  'venues-search': page(search, { kind: 'venue' }),
  'venues-id-details': page(details, { kind: 'venue' }),
  'venues-id-edit': page(edit, { kind: 'venue' }),
  'services-search': page(search, { kind: 'service' }),
  'services-id-details': page(details, { kind: 'service' }),
  'services-id-edit': page(edit, { kind: 'service' }),
  'auth-login': page(() => import('../auth/LoginPage.tsx')),
  'auth-loginDrawer': page(() => import('../auth/LoginDrawerPage.tsx')),
  'auth-register': page(() => import('../auth/RegisterPage.tsx')),
  'auth-forgot': page(() => import('../auth/ForgotPage.tsx')),
  'auth-reset': page(() => import('../auth/ResetPage.tsx')),
  'auth-confirm': page(() => import('../auth/ConfirmPage.tsx')),
  'stageWhisperer-display': page(() => import('../stages/DisplayPage.tsx')),
  'stageWhisperer-manager': page(() => import('../stages/ManagerPage.tsx')),
  devMailbox: page(() => import('../auth/DevMailboxPage.tsx')),
  apiReference: page(() => import('../shell/ApiReferencePage.tsx')),
}

/** Routes that render without the default layout (the stage display fills the screen). */
export const BARE_ROUTES: ReadonlySet<RouteName> = new Set(['stageWhisperer-display'])
