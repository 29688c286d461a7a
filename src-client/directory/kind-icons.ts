import { type Icon, IconBuildingCommunity, IconMicrophone2, IconTool } from '@tabler/icons-react'
import type { EntityType } from '../../src/directory/kinds.ts'

/** The icon of each directory kind, the same on cards, details pages and favourites. */
export const KIND_ICON = {
  artist: IconMicrophone2,
  venue: IconBuildingCommunity,
  service: IconTool,
} as const satisfies Record<EntityType, Icon>
