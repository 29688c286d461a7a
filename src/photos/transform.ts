import { z } from 'zod'
import { RENDER_FORMATS, RENDER_LIMITS, RESIZE_MODES, type Transform } from './render-url.ts'

/** Validation of image transformations (render-url.ts has the parameters and limits), for the embedded storage. */

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

/** storage-api's resize modes as its renderer (imgproxy) names them: cover crops, contain fits, fill stretches. */
const RESIZING_TYPE = { cover: 'fill', contain: 'fit', fill: 'force' } as const

/**
 * A render's `X-Transformations` header as storage-api sends it: the applied (clamped) options in imgproxy's words,
 * e.g. `height:200,width:200,resizing_type:fill,quality:60`.
 */
export function transformationsHeader(t: Transform): string {
  const parts: string[] = []
  if (t.height) parts.push(`height:${t.height}`)
  if (t.width) parts.push(`width:${t.width}`)
  if (t.width || t.height) parts.push(`resizing_type:${RESIZING_TYPE[t.resize ?? 'cover']}`)
  if (t.quality) parts.push(`quality:${t.quality}`)
  if (t.format && t.format !== 'origin') parts.push(`format:${t.format}`)
  return parts.join(',')
}
