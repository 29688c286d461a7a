import type { Feature } from '../feature.ts'

export const directoryFeature: Feature = {
  name: 'directory',
}
