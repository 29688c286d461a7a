import type { Feature } from '../feature.ts'
import { ridersRest } from './rest.ts'

export const ridersFeature: Feature = {
  name: 'riders',
  rest: ridersRest,
}
