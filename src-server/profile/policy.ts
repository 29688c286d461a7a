import { type OwnScope, ownScope } from '../auth/policy.ts'
import type { AuthUser } from '../auth/verify.ts'
import { forbidden } from '../http/errors.ts'
import type { BucketName } from '../storage/client.ts'

export const AVATAR_BUCKET = 'avatars' satisfies BucketName
export const avatarKey = (userId: string) => `${userId}.webp`

const own = (user: AuthUser): OwnScope => ownScope(user)

/** Only `{userId}.webp` in the avatars bucket is the caller's own avatar: 403 for any other path or URL. */
function ownAvatar(me: AuthUser, urlOrPath: string): OwnScope {
  const path = (urlOrPath.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)
  const file = path.at(-1)
  const bucket = path.at(-2)
  if (file !== avatarKey(me.id) || (bucket !== undefined && path.length > 1 && bucket !== AVATAR_BUCKET)) {
    throw forbidden('media.errors.ownAvatarOnly')
  }
  return own(me)
}

/** A profile and its avatar are their user's: each user reads and changes only their own. */
export const profilePolicy = {
  read: own,
  change: own,
  /** An avatar named by the caller (a URL or stored path) must be their own one. */
  readAvatar: ownAvatar,
  changeAvatar: ownAvatar,
  deleteAvatar: ownAvatar,
}
