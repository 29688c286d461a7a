import type { Feature } from '../feature.ts'

export const favoritesFeature: Feature = {
  name: 'favorites',
}
