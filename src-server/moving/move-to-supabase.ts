import type { SupabaseClient } from '@supabase/supabase-js'
import type { Kysely } from 'kysely'
import { mfaRepo } from '../auth/embedded/mfa-repo.ts'
import { importableHash } from '../auth/embedded/passwords.ts'
import { repo as authRepo, parseJson, type UserRow } from '../auth/embedded/repo.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { createLogger } from '../log.ts'
import { openBlobStore } from '../storage/backend.ts'
import type { BucketName } from '../storage/client.ts'
import { directStorage } from '../storage/direct-driver.ts'
import type { ObjectStorage } from '../storage/driver.ts'
import { storageRepo } from '../storage/repository.ts'

/**
 * `npm run move-to-supabase`: copies an embedded site's users (same ids, password hashes GoTrue imports, confirmed
 * state, metadata), buckets and objects into a Supabase project, through its GoTrue admin API and Storage API only,
 * with the service key. Safe to run again: users and buckets already there are left as they are, objects are
 * written over. The app's own tables stay where DATABASE_URL points; the site then runs with SUPABASE_URL set.
 */
export interface MoveTarget {
  url: string
  serviceKey: string
}

export interface MoveReport {
  users: { created: number; existing: number; withoutPassword: number; skipped: string[]; withFactors: number }
  buckets: { created: number; existing: number }
  objects: { copied: number; missing: string[] }
}

const USER_PAGE = 500
const PARALLEL_UPLOADS = 4

export async function moveToSupabase(
  source: { db: Kysely<Database>; config: Config },
  target: MoveTarget,
  print: (line: string) => void,
): Promise<MoveReport> {
  const { createClient } = await import('@supabase/supabase-js')
  const client = createClient(target.url, target.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  const report: MoveReport = {
    users: { created: 0, existing: 0, withoutPassword: 0, skipped: [], withFactors: 0 },
    buckets: { created: 0, existing: 0 },
    objects: { copied: 0, missing: [] },
  }

  for (let offset = 0; ; offset += USER_PAGE) {
    const { rows } = await authRepo.listUsers(source.db, USER_PAGE, offset)
    for (const user of rows) await moveUser(source.db, client, user, report)
    if (rows.length < USER_PAGE) break
  }
  print(
    `Users: ${report.users.created} created, ${report.users.existing} already there${report.users.skipped.length ? `, ${report.users.skipped.length} without an email skipped (anonymous)` : ''}.`,
  )

  // The source's objects wherever its settings keep them (disk or an S3 bucket).
  const blobs = await openBlobStore(source.config, createLogger('warn'))
  try {
    await copyObjects(directStorage({ ...source, blobs }))
  } finally {
    await blobs.close()
  }
  return report

  async function copyObjects(storage: ObjectStorage): Promise<void> {
    const { data: targetBuckets, error: listError } = await client.storage.listBuckets()
    if (listError) throw new MoveFailed(`listing the target's buckets: ${listError.message}`)
    const there = new Set(targetBuckets.map((b) => b.id))
    for (const bucket of await storageRepo.listBuckets(source.db, {})) {
      if (there.has(bucket.id)) report.buckets.existing++
      else {
        const { error } = await client.storage.createBucket(bucket.id, {
          public: bucket.public,
          fileSizeLimit: bucket.file_size_limit ?? undefined,
          allowedMimeTypes: bucket.allowed_mime_types ?? undefined,
        })
        if (error) throw new MoveFailed(`creating bucket ${bucket.id}: ${error.message}`)
        report.buckets.created++
      }
      const objects = await storageRepo.objectsUnder(source.db, bucket.id, '')
      for (let i = 0; i < objects.length; i += PARALLEL_UPLOADS) {
        await Promise.all(
          objects.slice(i, i + PARALLEL_UPLOADS).map(async (object) => {
            const bytes = await storage.download(bucket.id as BucketName, object.name)
            if (!bytes) {
              report.objects.missing.push(`${bucket.id}/${object.name}`)
              return
            }
            const { error } = await client.storage.from(bucket.id).upload(object.name, bytes, {
              contentType: object.mimetype,
              cacheControl: object.cache_control.replace(/^max-age=/, ''),
              upsert: true,
            })
            if (error) throw new MoveFailed(`copying ${bucket.id}/${object.name}: ${error.message}`)
            report.objects.copied++
          }),
        )
      }
      print(`Bucket ${bucket.id}: ${objects.length} objects.`)
    }
  }
}

async function moveUser(
  db: Kysely<Database>,
  client: SupabaseClient,
  user: UserRow,
  report: MoveReport,
): Promise<void> {
  if (!user.email) {
    report.users.skipped.push(user.id)
    return
  }
  const passwordHash = importableHash(user.encrypted_password || null)
  if (!passwordHash) report.users.withoutPassword++
  // GoTrue sets provider and providers itself; the rest of app_metadata goes along.
  const { provider: _provider, providers: _providers, ...appMetadata } = parseJson(user.app_metadata)
  const { error } = await client.auth.admin.createUser({
    id: user.id,
    email: user.email,
    ...(passwordHash ? { password_hash: passwordHash } : {}),
    email_confirm: Boolean(user.email_confirmed_at),
    user_metadata: parseJson(user.user_metadata),
    app_metadata: appMetadata,
  } as Parameters<typeof client.auth.admin.createUser>[0])
  if (error) {
    if (error.code === 'email_exists' || error.code === 'user_already_exists') {
      report.users.existing++
      return
    }
    throw new MoveFailed(`creating user ${user.id} (${user.email}): ${error.message}`)
  }
  report.users.created++
  if (await mfaRepo.hasVerifiedFactor(db, user.id)) report.users.withFactors++
}

export class MoveFailed extends Error {
  override name = 'MoveFailed'
}

/** What the operator does next, as lines to print. */
export function nextSteps(target: MoveTarget, report: MoveReport): string[] {
  const lines = [
    `Copied ${report.objects.copied} objects.`,
    '',
    'Now set, on every server copy, and restart:',
    `  SUPABASE_URL=${target.url}`,
    "  SUPABASE_ANON_KEY=<the project's anon (publishable) key>",
    '  SUPABASE_SERVICE_ROLE_KEY=<the service key you used here>',
    '  DATABASE_URL=<the Postgres that holds the app tables, as now>',
    'Users sign in there with their passwords; photos and avatars load from the project.',
  ]
  if (report.users.withoutPassword) {
    lines.push(`${report.users.withoutPassword} users had no password (invited or magic link): they sign in by email.`)
  }
  if (report.users.withFactors) {
    lines.push(
      `${report.users.withFactors} users had two-factor sign-in: GoTrue cannot import factors, they enrol again.`,
    )
  }
  if (report.objects.missing.length) {
    lines.push(`Not copied, their files are missing here: ${report.objects.missing.join(', ')}`)
  }
  return lines
}
