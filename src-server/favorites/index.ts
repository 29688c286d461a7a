import type { Feature } from '../feature.ts'
import { restRoutesOf } from '../http/operation.ts'
import { favoritesOperations } from './operations.ts'

export const favoritesFeature: Feature = {
  name: 'favorites',
  rest: restRoutesOf(favoritesOperations),
}
