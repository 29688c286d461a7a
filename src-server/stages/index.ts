import type { Feature } from '../feature.ts'
import { restRoutesOf } from '../http/operation.ts'
import { stagesOperations } from './operations.ts'
import { attachStages } from './realtime.ts'
import { runOrderOperations } from './running-order/operations.ts'

/** Stage whisperer: its operations (tRPC and REST, operations.ts) and the realtime WebSocket at /realtime/stages. */
export const stagesFeature: Feature = {
  name: 'stages',
  rest: [...restRoutesOf(stagesOperations), ...restRoutesOf(runOrderOperations)],
  attach: (server, deps) => attachStages(server, deps),
}
