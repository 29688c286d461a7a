import type { Feature } from '../feature.ts'

export const ridersFeature: Feature = {
  name: 'riders',
}
