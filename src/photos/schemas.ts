import { z } from 'zod'
import { INT4_MAX } from '../validation/input.ts'

/** Shared by the server (validation, limits) and the client (forms): photo gallery inputs. */

const MB = 1024 * 1024

/** The one upload limit for an image file (gallery photos and avatars): client check, multipart reader. */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * MB
/** Stored objects are the re-encoded WebP (≤ 1920 × 1080, q80, rarely past 1 MB), so a third of the upload limit. */
export const PHOTO_STORED_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES / 3

/** "{entityId}/{uuid}.webp": the last two segments of a stored photo URL (docs/product.md §7). */
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

/** A photo's focus point (src/photos/focus.ts): the photo by its last two path segments, x and y in percent. */
export const photoFocusSchema = z.object({
  path: z.string().trim().min(1, 'A photo path is required').max(200),
  x: z.number().int().min(0).max(100),
  y: z.number().int().min(0).max(100),
})
