import type { Feature } from '../feature.ts'
import { favoritesRest } from './rest.ts'

export const favoritesFeature: Feature = {
  name: 'favorites',
  rest: favoritesRest,
}
