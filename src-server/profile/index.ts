import type { Feature } from '../feature.ts'

export const profileFeature: Feature = {
  name: 'profile',
}
