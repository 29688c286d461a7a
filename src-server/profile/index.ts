import type { Feature } from '../feature.ts'
import { profileRest } from './rest.ts'

/** Profile and avatar (objects through deps.storage; buckets are the storage feature's). */
export const profileFeature: Feature = {
  name: 'profile',
  rest: profileRest,
}
