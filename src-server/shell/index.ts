import type { Feature } from '../feature.ts'
import { clientErrorsRoute } from './client-errors.ts'

export const shellFeature: Feature = {
  name: 'shell',
  rest: [clientErrorsRoute],
}
