import type { Feature } from '../feature.ts'
import { restRoutesOf } from '../http/operation.ts'
import { photosOperations } from './operations.ts'

/** Photo galleries of directory entries: upload, delete, reorder (storage itself is the profile feature's). */
export const photosFeature: Feature = {
  name: 'photos',
  rest: restRoutesOf(photosOperations),
}
