import { z } from 'zod'

/** Shared by the server (validation) and the client (forms): profile and avatar inputs (photo inputs: src/photos/schemas.ts). */
export const USERNAME_RULE = /^[a-z0-9][a-z0-9_.-]{2,29}$/
export const USERNAME_MESSAGE =
  'Username must be 3–30 characters: letters, digits, dots, dashes or underscores, starting with a letter or digit'

/** Longest display name (profile, and the optional name at sign-up). */
export const DISPLAY_NAME_MAX = 80

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v === '' || USERNAME_RULE.test(v), { message: USERNAME_MESSAGE })
  .transform((v) => (v === '' ? null : v))

export const profileUpdateSchema = z
  .object({
    username: usernameSchema.optional().nullable(),
    display_name: z
      .string()
      .trim()
      .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`)
      .optional(),
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
