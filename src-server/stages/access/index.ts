import type { Feature } from '../../feature.ts'
import { restRoutesOf } from '../../http/operation.ts'
import { controlOperations } from '../control-api.ts'
import { stageLinksOperations } from './operations.ts'

/** Role links of a stage (viewer, controller, API token) and the show-control API they open. */
export const stageAccessFeature: Feature = {
  name: 'stage-access',
  rest: [...restRoutesOf(stageLinksOperations), ...restRoutesOf(controlOperations)],
}
