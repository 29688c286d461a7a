import type { Feature } from '../feature.ts'
import { photosRest } from './rest.ts'

/** Photo galleries of directory entries: upload, delete, reorder (storage itself is the profile feature's). */
export const photosFeature: Feature = {
  name: 'photos',
  rest: photosRest,
}
