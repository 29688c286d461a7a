import type { Feature } from '../feature.ts'
import { ensureBuckets } from '../storage/client.ts'
import { embeddedStorage } from '../storage/embedded.ts'
import { profileRest } from './rest.ts'

/** Profile, avatars, the storage buckets and (when SUPABASE_URL is unset) the embedded Storage API. */
export const profileFeature: Feature = {
  name: 'profile',
  rest: profileRest,
  mount(app, deps) {
    if (deps.config.embeddedSupabase) app.use(embeddedStorage(deps))
  },
  async setup(deps) {
    await ensureBuckets(deps)
  },
}
