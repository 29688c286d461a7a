import { z } from 'zod'

/**
 * Image transformations as Supabase Storage serves them (`/storage/v1/render/image/…`, storage-js `transform`):
 * the parameters, their limits and the render URL of a stored image. Shared by the embedded storage (validation)
 * and the client (the one helper every picture's URL goes through).
 */
export const RENDER_LIMITS = {
  /** storage-api clamps width and height into this range (IMAGE_TRANSFORMATION_LIMIT_MIN_SIZE / _MAX_SIZE). */
  minSize: 1,
  maxSize: 2000,
  minQuality: 20,
  maxQuality: 100,
  /** imgproxy's default quality. */
  defaultQuality: 80,
} as const

export const RESIZE_MODES = ['cover', 'contain', 'fill'] as const
export const RENDER_FORMATS = ['origin', 'avif', 'webp'] as const

export type ResizeMode = (typeof RESIZE_MODES)[number]
export type RenderFormat = (typeof RENDER_FORMATS)[number]

export interface Transform {
  width?: number
  height?: number
  resize?: ResizeMode
  format?: RenderFormat
  quality?: number
}

const integer = (name: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,12}$/, `${name} must be integer`)
        .transform(Number),
    ],
    {
      error: `${name} must be integer`,
    },
  )

/** A size: an integer ≥ 0; 0 means "not set", anything above the limits is clamped (as storage-api does). */
const size = (name: string) =>
  integer(name)
    .pipe(z.number().int(`${name} must be integer`).min(0, `${name} must be >= 0`))
    .transform((n) => (n === 0 ? undefined : Math.min(Math.max(n, RENDER_LIMITS.minSize), RENDER_LIMITS.maxSize)))

/** One schema for query strings (`where` = querystring) and JSON bodies (`body/transform`); messages name the field as storage-api's. */
export function transformSchema(where: string) {
  const field = (name: string) => `${where}/${name}`
  return z.object({
    width: size(field('width')).optional(),
    height: size(field('height')).optional(),
    resize: z.enum(RESIZE_MODES, { error: `${field('resize')} must be equal to one of the allowed values` }).optional(),
    format: z
      .enum(RENDER_FORMATS, { error: `${field('format')} must be equal to one of the allowed values` })
      .optional(),
    quality: integer(field('quality'))
      .pipe(
        z
          .number()
          .int(`${field('quality')} must be integer`)
          .min(RENDER_LIMITS.minQuality, `${field('quality')} must be >= ${RENDER_LIMITS.minQuality}`)
          .max(RENDER_LIMITS.maxQuality, `${field('quality')} must be <= ${RENDER_LIMITS.maxQuality}`),
      )
      .optional(),
  })
}

/** A transform as storage-api writes it into a signed token: `width:300,height:200,resize:cover,quality:70`. */
export function transformToString(t: Transform): string {
  const parts: string[] = []
  if (t.height) parts.push(`height:${t.height}`)
  if (t.width) parts.push(`width:${t.width}`)
  if (t.width || t.height) parts.push(`resize:${t.resize ?? 'cover'}`)
  if (t.quality) parts.push(`quality:${t.quality}`)
  if (t.format && t.format !== 'origin') parts.push(`format:${t.format}`)
  return parts.join(',')
}

/** The reverse of transformToString, as a raw record for transformSchema (unknown names are skipped). */
export function transformFromString(value: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of value.split(',')) {
    const [name, v] = part.split(':')
    if (name && v && ['width', 'height', 'resize', 'format', 'quality'].includes(name)) out[name] = v
  }
  return out
}

const OBJECT_PUBLIC = '/storage/v1/object/public/'
const RENDER_PUBLIC = '/storage/v1/render/image/public/'

/**
 * The URL of a stored public image at a size: `…/object/public/{bucket}/{key}` becomes
 * `…/render/image/public/{bucket}/{key}?width=…`, keeping the origin and any `?v=` (embedded storage or hosted
 * Supabase alike). Any other URL (a data: preview, a foreign picture) is returned as it is.
 */
export function renderUrl(url: string, t: Transform): string {
  const at = url.indexOf(OBJECT_PUBLIC)
  if (at < 0) return url
  const [path = '', query = ''] = url.split('?', 2)
  const params = new URLSearchParams(query)
  for (const name of ['width', 'height', 'resize', 'format', 'quality'] as const) {
    const value = t[name]
    if (value !== undefined) params.set(name, String(value))
  }
  return `${path.slice(0, at)}${RENDER_PUBLIC}${path.slice(at + OBJECT_PUBLIC.length)}?${params.toString()}`
}

/** Whether a URL is a render URL made by renderUrl (the original is then `originalUrl`). */
export function isRenderUrl(url: string): boolean {
  return url.includes(RENDER_PUBLIC)
}
