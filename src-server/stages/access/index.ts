import type { Feature } from '../../feature.ts'
import { controlRest } from '../control-api.ts'
import { linksRest } from './rest.ts'

/** Role links of a stage (viewer, controller, API token) and the show-control API they open. */
export const stageAccessFeature: Feature = {
  name: 'stage-access',
  rest: [...linksRest, ...controlRest],
}
