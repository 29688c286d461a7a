import type { Feature } from '../feature.ts'
import { ensureBuckets } from './client.ts'
import { embeddedStorage } from './embedded.ts'

/** The app's buckets, and (when SUPABASE_URL is unset) the embedded Storage API at `/storage/v1`. */
export const storageFeature: Feature = {
  name: 'storage',
  mount(app, deps) {
    if (deps.config.embeddedSupabase) app.use(embeddedStorage(deps))
  },
  async setup(deps) {
    await deps.blobs?.check()
    await ensureBuckets(deps)
  },
}
