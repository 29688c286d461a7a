import sharp, { type FitEnum } from 'sharp'
import { RENDER_LIMITS, type ResizeMode, type Transform } from '../../src/photos/render-url.ts'
import { decodeOptions, IMAGE_LIMITS, Limiter, WEBP_EFFORT } from './images.ts'

/**
 * Resizing stored images for the render endpoint (storage/render.ts). Renders run beside uploads, two at a time,
 * and at most RENDER_QUEUE wait behind them: past that the caller is told to retry, so a flood of cold
 * transformations keeps memory bounded instead of queueing decoded images.
 */
export const RENDER_QUEUE = 100
export const renderLimiter = new Limiter(IMAGE_LIMITS.concurrency, RENDER_QUEUE)

/** What the encoder writes: the formats a source may keep (`format=origin`) and the ones it may ask for. */
export type OutputFormat = 'webp' | 'avif' | 'jpeg' | 'png' | 'gif'

export const OUTPUT_MIME: Record<OutputFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
}

/** The sources the renderer reads, and the format each keeps with `format=origin`. */
export const SOURCE_FORMATS: Record<string, OutputFormat> = {
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
}

/** storage-api's modes as imgproxy runs them: cover crops (fill), contain fits inside (fit), fill stretches (force). */
const FIT: Record<ResizeMode, keyof FitEnum> = { cover: 'cover', contain: 'inside', fill: 'fill' }

/** The source could not be decoded or is past the pixel limit. */
export class UnrenderableImage extends Error {}

/** Renders the image file at `file`; never enlarges (imgproxy's default). */
export async function renderImage(file: string, t: Transform, format: OutputFormat): Promise<Buffer> {
  return renderLimiter.run(async () => {
    try {
      let image = sharp(file, decodeOptions()).rotate()
      if (t.width || t.height) {
        image = image.resize({
          width: t.width,
          height: t.height,
          fit: FIT[t.resize ?? 'cover'],
          withoutEnlargement: true,
        })
      }
      const quality = t.quality ?? RENDER_LIMITS.defaultQuality
      if (format === 'webp') image = image.webp({ quality, effort: WEBP_EFFORT })
      else if (format === 'avif') image = image.avif({ quality, effort: 2 })
      else if (format === 'jpeg') image = image.jpeg({ quality, mozjpeg: true })
      else if (format === 'png') image = image.png()
      else image = image.gif()
      return await image.toBuffer()
    } catch (error) {
      throw new UnrenderableImage(error instanceof Error ? error.message : String(error))
    }
  })
}
