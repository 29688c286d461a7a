/**
 * Image transformations as Supabase Storage serves them (`/storage/v1/render/image/…`, storage-js `transform`):
 * the parameters, their limits and the render URL of a stored image. No zod here: the home page's first bundle
 * builds its picture URLs with it (transform.ts has the validation).
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
  // A fragment (a photo's focus point, focus.ts) is the browser's; the render URL carries none.
  const hash = url.indexOf('#')
  const [path = '', query = ''] = (hash < 0 ? url : url.slice(0, hash)).split('?', 2)
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
