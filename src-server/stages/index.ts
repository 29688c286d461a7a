import type { Feature } from '../feature.ts'
import { attachStages } from './realtime.ts'
import { stagesRest } from './rest.ts'
import { runOrderRest } from './running-order/rest.ts'

/** Stage whisperer: tRPC (router.ts), REST (rest.ts) and the realtime WebSocket at /realtime/stages. */
export const stagesFeature: Feature = {
  name: 'stages',
  rest: [...stagesRest, ...runOrderRest],
  attach: (server, deps) => attachStages(server, deps),
}
