import type Koa from 'koa'
import type { Deps } from '../deps.ts'
import { StorageError } from './errors.ts'
import { dispatch } from './routes.ts'

/**
 * The embedded Storage API at `/storage/v1`: the subset supabase-js uses (buckets, upload/update, remove, list,
 * info/exists, download, public objects, signed URLs), bytes under DATA_DIR/storage/objects, metadata in the DB.
 * Auth: the service_role key (HS256 with the auth secret) may do everything; other callers (anon key, user
 * tokens) may only read objects of public buckets and list what policy.ts grants — the app itself writes
 * through the service role.
 *
 * routes.ts: the routes table and who may call each; buckets.ts, objects.ts: the handlers; upload.ts: receiving
 * an upload; wire.ts: request parsing and response shapes; policy.ts: callers and select policies.
 */
export const STORAGE_PREFIX = '/storage/v1'
export { MAX_OBJECT_BYTES } from './upload.ts'
export { objectsDir, parseKey, parseSizeLimit } from './wire.ts'

/** Koa middleware serving `/storage/v1/*`. */
export function embeddedStorage(deps: Deps): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== STORAGE_PREFIX && !ctx.path.startsWith(`${STORAGE_PREFIX}/`)) return next()
    try {
      const segments = ctx.path
        .slice(STORAGE_PREFIX.length)
        .split('/')
        .filter((s, i) => i > 0 || s !== '')
      await dispatch(ctx, deps, segments)
    } catch (error) {
      if (error instanceof StorageError) {
        ctx.status = error.httpStatus
        ctx.body = error.body()
        return
      }
      deps.log.error({ err: error, requestId: ctx.state.requestId }, 'storage request failed')
      ctx.status = 500
      ctx.body = { statusCode: '500', code: 'InternalError', error: 'internal', message: 'Internal Server Error' }
    }
  }
}
