import type { RouteName } from '../../src/routes.ts'
import { PlaceholderPage } from '../shell/PlaceholderPage.tsx'
import type { EntityKind } from './SearchPage.tsx'

const ROUTE: Record<EntityKind, RouteName> = {
  artist: 'artists-id-edit',
  venue: 'venues-id-edit',
  service: 'services-id-edit',
}

export default function EditPage({ kind }: { kind: EntityKind }) {
  return <PlaceholderPage route={ROUTE[kind]} />
}
