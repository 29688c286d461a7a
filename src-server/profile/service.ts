import type { z } from 'zod'
import type { Profile, profileUpdateSchema } from '../../src/profile/schemas.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError, forbidden } from '../http/errors.ts'
import { signUpNamesOf } from '../mail/recipients.ts'
import { avatarToWebp, type ImageInput } from '../media/images.ts'
import { type BucketName, storageFailure } from '../storage/client.ts'
import type { ObjectStorage } from '../storage/driver.ts'
import { shownObjectUrlOrNull, storedObjectPath } from '../storage/public-paths.ts'
import { type ProfileRecord, profileRepo } from './repository.ts'

/** Profile and avatar rules; REST and tRPC are thin doors onto these functions. */
const AVATAR_BUCKET = 'avatars' satisfies BucketName
const ONE_YEAR = String(365 * 24 * 3600)

/** `avatar_url` is kept as a host-independent path (storage/public-paths.ts) and shown as this start's URL. */
function toProfile(storage: ObjectStorage, userId: string, row: ProfileRecord | undefined): Profile {
  return {
    id: userId,
    username: row?.username ?? null,
    display_name: row?.display_name ?? '',
    website: row?.website ?? '',
    bio: row?.bio ?? '',
    avatar_url: shownObjectUrlOrNull(storage, row?.avatar_url ?? null),
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  }
}

/** What the doors hand over after parsing with `profileUpdateSchema` (trimmed, checked). */
type ProfileChanges = z.output<typeof profileUpdateSchema>

type AvatarSource = { file: ImageInput | null; filePath?: string }

export const avatarKey = (userId: string) => `${userId}.webp`

/** The profile; before the user saved a display name, the one given at sign-up (user metadata) stands in. */
export async function getProfile(deps: Deps, me: AuthUser): Promise<Profile> {
  const profile = toProfile(deps.storage, me.id, await profileRepo.get(deps.db, me.id))
  if (profile.display_name) return profile
  const signUpName = (await signUpNamesOf(deps, [me.id])).get(me.id)
  return signUpName ? { ...profile, display_name: signUpName } : profile
}

export async function updateProfile(deps: Deps, me: AuthUser, patch: ProfileChanges): Promise<Profile> {
  if (patch.username && (await profileRepo.usernameTaken(deps.db, patch.username, me.id))) {
    throw AppError.of(409, 'media.errors.usernameTaken')
  }
  try {
    return toProfile(deps.storage, me.id, await profileRepo.upsert(deps.db, me.id, patch))
  } catch (error) {
    // Two users racing for one name: the unique index decides.
    if ((error as { code?: string }).code === '23505') {
      throw AppError.of(409, 'media.errors.usernameTaken')
    }
    throw error
  }
}

/** Only `{userId}.webp` in the avatars bucket is the caller's own avatar. */
function assertOwnAvatar(me: AuthUser, urlOrPath: string): void {
  const path = (urlOrPath.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)
  const file = path.at(-1)
  const bucket = path.at(-2)
  if (file !== avatarKey(me.id) || (bucket !== undefined && path.length > 1 && bucket !== AVATAR_BUCKET)) {
    throw forbidden('media.errors.ownAvatarOnly')
  }
}

export async function updateAvatar(
  deps: Deps,
  me: AuthUser,
  /** The image as bytes or a spooled file's path, or a reader called once the caller is known. */
  source: AvatarSource | (() => Promise<AvatarSource>),
): Promise<Profile> {
  const input = typeof source === 'function' ? await source() : source
  if (input.filePath) assertOwnAvatar(me, input.filePath)
  if (!input.file) throw AppError.of(400, 'media.errors.noAvatarFile')
  const image = await avatarToWebp(input.file)
  const key = avatarKey(me.id)
  await deps.storage
    .upload(AVATAR_BUCKET, key, image.data, { contentType: 'image/webp', cacheControl: ONE_YEAR, upsert: true })
    .catch((error) => {
      throw storageFailure(deps, error, 'avatar upload')
    })
  // The version makes browsers fetch the new picture; the object keeps its name.
  const stored = `${storedObjectPath(AVATAR_BUCKET, key)}?v=${Date.now()}`
  return toProfile(deps.storage, me.id, await profileRepo.upsert(deps.db, me.id, { avatar_url: stored }))
}

export async function fetchAvatar(deps: Deps, me: AuthUser, avatarUrl: string): Promise<Buffer> {
  assertOwnAvatar(me, avatarUrl)
  const data = await deps.storage.download(AVATAR_BUCKET, avatarKey(me.id)).catch((error) => {
    throw storageFailure(deps, error, 'avatar download')
  })
  if (!data) throw AppError.of(404, 'media.errors.avatarNotFound')
  return data
}

export async function removeAvatar(deps: Deps, me: AuthUser, avatarUrl: string): Promise<Profile> {
  assertOwnAvatar(me, avatarUrl)
  await deps.storage.remove(AVATAR_BUCKET, [avatarKey(me.id)]).catch((error) => {
    throw storageFailure(deps, error, 'avatar removal')
  })
  return toProfile(deps.storage, me.id, await profileRepo.upsert(deps.db, me.id, { avatar_url: null }))
}
