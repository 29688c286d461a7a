import type { Feature } from '../feature.ts'
import { restRoutesOf } from '../http/operation.ts'
import { profileOperations } from './operations.ts'

/** Profile and avatar (objects through deps.storage; buckets are the storage feature's). */
export const profileFeature: Feature = {
  name: 'profile',
  rest: restRoutesOf(profileOperations),
}
