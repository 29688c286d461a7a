import type { Feature } from '../feature.ts'

export const stagesFeature: Feature = {
  name: 'stages',
}
