import type { RouteName } from '../../src/routes.ts'
import { PlaceholderPage } from '../shell/PlaceholderPage.tsx'
import type { EntityKind } from './SearchPage.tsx'

const ROUTE: Record<EntityKind, RouteName> = {
  artist: 'artists-id-details',
  venue: 'venues-id-details',
  service: 'services-id-details',
}

export default function DetailsPage({ kind }: { kind: EntityKind }) {
  return <PlaceholderPage route={ROUTE[kind]} />
}
