import { jwtVerify } from 'jose'
import type Koa from 'koa'
import type { Deps } from '../deps.ts'
import { noSuchBucket } from './errors.ts'
import { type Bucket, storageRepo } from './repository.ts'
import { bucketId } from './wire.ts'

/**
 * Who calls the embedded Storage API, and what they may see. The service role bypasses every policy (the app
 * writes through it); for the anon key and user tokens the app decides (docs/architecture.md, "Supabase contract": storage).
 *
 * A public bucket serves any object whose name the caller already knows (public URL, download, info). Listing
 * is different: it enumerates names, so it only shows objects a select policy grants, like Supabase's RLS on
 * storage.objects, where a public bucket opens `/object/public` and nothing else.
 */
export type Role = 'service_role' | 'anon' | 'authenticated'

export interface Principal {
  role: Role
  /** The user behind an authenticated token. */
  userId: string | null
}

/** The caller's role from the Bearer token (or the apikey header); null for a missing or invalid token. */
export async function principalOf(ctx: Koa.Context, deps: Deps): Promise<Principal | null> {
  const auth = ctx.get('authorization')
  const token = auth.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : ctx.get('apikey')
  if (!token) return null
  if (token === deps.supabaseServiceRoleKey) return { role: 'service_role', userId: null }
  if (token === deps.supabaseAnonKey) return { role: 'anon', userId: null }
  const user = ctx.state.user as { id: string } | null | undefined
  if (user) return { role: 'authenticated', userId: user.id }
  if (deps.authKeys) {
    try {
      const { payload } = await jwtVerify(token, deps.authKeys.jwtSecret, { algorithms: ['HS256'] })
      if (payload.role === 'service_role') return { role: 'service_role', userId: null }
      if (payload.role === 'anon') return { role: 'anon', userId: null }
    } catch {
      // fall through
    }
  }
  try {
    return { role: 'authenticated', userId: (await deps.verifier.verify(token)).id }
  } catch {
    return null
  }
}

/**
 * The select policies: which objects a caller may enumerate, as "all" or the exact names. Avatars: a signed-in
 * user sees their own `{userId}.webp` and nothing else. Every other bucket: nobody but the service role
 * (galleries are read through the photo lists in the database, never by listing a bucket).
 */
export function selectable(principal: Principal, bucketId: string): 'all' | string[] {
  if (principal.role === 'service_role') return 'all'
  if (bucketId === 'avatars' && principal.role === 'authenticated') return [`${principal.userId}.webp`]
  return []
}

/** Service role reads any bucket; others only public ones (a private bucket looks absent to them). */
export async function readableBucket(deps: Deps, raw: string | undefined, service: boolean): Promise<Bucket> {
  const bucket = await storageRepo.getBucket(deps.db, bucketId(raw))
  if (!bucket || (!service && !bucket.public)) throw noSuchBucket()
  return bucket
}
