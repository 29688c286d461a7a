import type { z } from 'zod'
import type { Profile, profileUpdateSchema } from '../../src/profile/schemas.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../http/errors.ts'
import { signUpNamesOf } from '../mail/recipients.ts'
import { avatarToWebp, type ImageInput } from '../media/images.ts'
import { storageFailure } from '../storage/client.ts'
import type { ObjectStorage } from '../storage/driver.ts'
import { shownObjectUrlOrNull, storedObjectPath } from '../storage/public-paths.ts'
import { AVATAR_BUCKET, avatarKey, profilePolicy } from './policy.ts'
import { type ProfileRecord, profileRepo } from './repository.ts'

/** Profile and avatar rules; REST and tRPC are thin doors onto these functions. Access: policy.ts. */
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

export { avatarKey }

/** The profile; before the user saved a display name, the one given at sign-up (user metadata) stands in. */
export async function getProfile(deps: Deps, me: AuthUser): Promise<Profile> {
  const { ownerId } = profilePolicy.read(me)
  const profile = toProfile(deps.storage, ownerId, await profileRepo.get(deps.db, ownerId))
  if (profile.display_name) return profile
  const signUpName = (await signUpNamesOf(deps, [ownerId])).get(ownerId)
  return signUpName ? { ...profile, display_name: signUpName } : profile
}

export async function updateProfile(deps: Deps, me: AuthUser, patch: ProfileChanges): Promise<Profile> {
  const { ownerId } = profilePolicy.change(me)
  if (patch.username && (await profileRepo.usernameTaken(deps.db, patch.username, ownerId))) {
    throw AppError.of(409, 'media.errors.usernameTaken')
  }
  try {
    return toProfile(deps.storage, ownerId, await profileRepo.upsert(deps.db, ownerId, patch))
  } catch (error) {
    // Two users racing for one name: the unique index decides.
    if ((error as { code?: string }).code === '23505') {
      throw AppError.of(409, 'media.errors.usernameTaken')
    }
    throw error
  }
}

export async function updateAvatar(
  deps: Deps,
  me: AuthUser,
  /** The image as bytes or a spooled file's path, or a reader called once the caller is known. */
  source: AvatarSource | (() => Promise<AvatarSource>),
): Promise<Profile> {
  const { ownerId } = profilePolicy.change(me)
  const input = typeof source === 'function' ? await source() : source
  if (input.filePath) profilePolicy.changeAvatar(me, input.filePath)
  if (!input.file) throw AppError.of(400, 'media.errors.noAvatarFile')
  const image = await avatarToWebp(input.file)
  const key = avatarKey(ownerId)
  await deps.storage
    .upload(AVATAR_BUCKET, key, image.data, { contentType: 'image/webp', cacheControl: ONE_YEAR, upsert: true })
    .catch((error) => {
      throw storageFailure(deps, error, 'avatar upload')
    })
  // The version makes browsers fetch the new picture; the object keeps its name.
  const stored = `${storedObjectPath(AVATAR_BUCKET, key)}?v=${Date.now()}`
  return toProfile(deps.storage, ownerId, await profileRepo.upsert(deps.db, ownerId, { avatar_url: stored }))
}

export async function fetchAvatar(deps: Deps, me: AuthUser, avatarUrl: string): Promise<Buffer> {
  const { ownerId } = profilePolicy.readAvatar(me, avatarUrl)
  const data = await deps.storage.download(AVATAR_BUCKET, avatarKey(ownerId)).catch((error) => {
    throw storageFailure(deps, error, 'avatar download')
  })
  if (!data) throw AppError.of(404, 'media.errors.avatarNotFound')
  return data
}

export async function removeAvatar(deps: Deps, me: AuthUser, avatarUrl: string): Promise<Profile> {
  const { ownerId } = profilePolicy.deleteAvatar(me, avatarUrl)
  await deps.storage.remove(AVATAR_BUCKET, [avatarKey(ownerId)]).catch((error) => {
    throw storageFailure(deps, error, 'avatar removal')
  })
  return toProfile(deps.storage, ownerId, await profileRepo.upsert(deps.db, ownerId, { avatar_url: null }))
}
