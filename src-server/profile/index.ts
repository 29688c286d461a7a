import type { Feature } from '../feature.ts'
import { ensureBuckets, setInternalStorageUrl } from '../storage/client.ts'
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
  attach(server, deps) {
    if (deps.config.embeddedSupabase) {
      const address = server.address()
      if (address && typeof address === 'object') {
        const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
        const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host
        setInternalStorageUrl(deps, `http://${reachable}:${address.port}`)
      }
    }
    return undefined
  },
}
