import type { Feature } from '../feature.ts'

export const authFeature: Feature = {
  name: 'auth',
}
