import type { RouteName } from '../../src/routes.ts'
import { PlaceholderPage } from '../shell/PlaceholderPage.tsx'

export type EntityKind = 'artist' | 'venue' | 'service'
const ROUTE: Record<EntityKind, RouteName> = {
  artist: 'artists-search',
  venue: 'venues-search',
  service: 'services-search',
}

export default function SearchPage({ kind }: { kind: EntityKind }) {
  return <PlaceholderPage route={ROUTE[kind]} />
}
