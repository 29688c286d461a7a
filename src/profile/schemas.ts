import { z } from 'zod'
import { INT4_MAX } from '../validation/input.ts'

/** Shared by the server (validation) and the client (forms): profile, avatar and photo inputs. */
export const USERNAME_RULE = /^[a-z0-9][a-z0-9_.-]{2,29}$/
export const USERNAME_MESSAGE =
  'Username must be 3–30 characters: letters, digits, dots, dashes or underscores, starting with a letter or digit'

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v === '' || USERNAME_RULE.test(v), { message: USERNAME_MESSAGE })
  .transform((v) => (v === '' ? null : v))

export const profileUpdateSchema = z
  .object({
    username: usernameSchema.optional().nullable(),
    display_name: z.string().trim().max(80, 'Display name must be at most 80 characters').optional(),
    website: z
      .string()
      .trim()
      .max(300, 'Website must be at most 300 characters')
      .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), {
        message: 'Website must be a link starting with http:// or https://',
      })
      .optional(),
    bio: z.string().trim().max(1000, 'Bio must be at most 1000 characters').optional(),
  })
  .strict()
export type ProfileUpdate = z.input<typeof profileUpdateSchema>

export interface Profile {
  id: string
  username: string | null
  display_name: string
  website: string
  bio: string
  avatar_url: string | null
  updated_at: string | null
}

export const avatarUrlSchema = z.object({ avatarUrl: z.string().trim().min(1, 'avatarUrl is required').max(2000) })

/** "{entityId}/{uuid}.webp": the last two segments of a stored photo URL (SPEC.md §3). */
export const PHOTO_PATH = /^(\d{1,10})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/

/** The last two path segments of a URL (or of a path), without query or fragment. */
export function lastTwoSegments(url: string): string {
  const path = url.split(/[?#]/)[0] ?? ''
  return path.split('/').filter(Boolean).slice(-2).join('/')
}

/** DELETE body: the photo's last two path segments, as `{path}` (also accepted: `{photo}`, `{photoPath}`, a string). */
export const photoDeleteSchema = z
  .union([
    z.string(),
    z.object({ path: z.string() }),
    z.object({ photo: z.string() }),
    z.object({ photoPath: z.string() }),
  ])
  .transform((v) => (typeof v === 'string' ? v : 'path' in v ? v.path : 'photo' in v ? v.photo : v.photoPath))
  .pipe(z.string().trim().min(1, 'A photo path is required').max(200))

export const entityIdSchema = z.coerce.number().int().min(1).max(INT4_MAX)
