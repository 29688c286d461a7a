import fs from 'node:fs'
import sharp, { type Sharp, type SharpOptions } from 'sharp'
import { IMAGE_UPLOAD_MAX_BYTES } from '../../src/photos/schemas.ts'
import { AppError, englishText } from '../http/errors.ts'

/**
 * The one place images are decoded. Everything stored is re-encoded here: EXIF orientation applied, metadata
 * stripped, WebP quality 80 (docs/product.md §7), with a pixel limit against decompression bombs and a small number
 * of images in flight so parallel uploads cannot exhaust memory on a 2-core machine.
 */
export const IMAGE_LIMITS = {
  /** Per uploaded file. */
  maxFileBytes: IMAGE_UPLOAD_MAX_BYTES,
  /** Per request. */
  maxFiles: 10,
  /** Decoded width × height; a 20000×20000 "bomb" is far above, a 48 MP phone photo below. */
  maxPixels: 64_000_000,
  /** Images converted at the same time (docs/architecture.md: two in flight give 1.9× on 2 cores, more gives nothing). */
  concurrency: 2,
} as const

export const PHOTO_SIZE = { width: 1920, height: 1080 } as const
export const AVATAR_SIZE = 512
export const WEBP_QUALITY = 80
/**
 * libwebp's effort (0–6; sharp's default is 4). Measured on this 2-core machine, a 1920×1080 photo-like image:
 * effort 2 encodes in 0.41× the time of 4 for 5 % more bytes (demo scenes: 0.22× the time, 10 % more bytes).
 * An upload of ten photos then waits seconds less; the few kilobytes matter less since cards and galleries get
 * resized renders (storage/render.ts).
 */
export const WEBP_EFFORT = 2

export const CONVERT_FAILED = englishText('media.errors.convert')

// One libvips thread per image (we run two images at once instead); no operation cache (memory).
sharp.concurrency(1)
sharp.cache(false)

/** Refused by a full Limiter queue. */
export class QueueFull extends Error {}

/** A tiny counting semaphore; with `maxQueue`, a task that would wait behind that many others is refused. */
export class Limiter {
  private active = 0
  private readonly queue: (() => void)[] = []
  private readonly max: number
  private readonly maxQueue: number

  constructor(max: number, maxQueue = Number.POSITIVE_INFINITY) {
    this.max = max
    this.maxQueue = maxQueue
  }

  get running(): number {
    return this.active
  }

  get waiting(): number {
    return this.queue.length
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) {
      if (this.queue.length >= this.maxQueue) throw new QueueFull('queue full')
      await new Promise<void>((resolve) => this.queue.push(resolve))
    } else this.active++
    try {
      return await task()
    } finally {
      const next = this.queue.shift()
      if (next) next()
      else this.active--
    }
  }
}

const limiter = new Limiter(IMAGE_LIMITS.concurrency)

export interface ConvertedImage {
  data: Buffer
  width: number
  height: number
  format: 'webp'
}

export function decodeOptions(): SharpOptions {
  return { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error', sequentialRead: true }
}

function mapError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error)
  if (/pixel limit/i.test(message)) {
    return AppError.of(413, 'media.errors.tooManyPixels', { megapixels: IMAGE_LIMITS.maxPixels / 1_000_000 })
  }
  return AppError.of(422, 'media.errors.convert')
}

/** An image as bytes or as the path of a file (an upload spooled to disk: libvips reads it as it decodes). */
export type ImageInput = Buffer | string

async function convert(input: ImageInput, build: (s: Sharp) => Sharp): Promise<ConvertedImage> {
  const size = typeof input === 'string' ? (await fs.promises.stat(input)).size : input.length
  if (size === 0) throw AppError.of(422, 'media.errors.convert')
  return limiter.run(async () => {
    try {
      const { data, info } = await build(sharp(input, decodeOptions()).rotate())
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true })
      return { data, width: info.width, height: info.height, format: 'webp' as const }
    } catch (error) {
      throw mapError(error)
    }
  })
}

/** Photos: fit inside 1920×1080, never enlarged. */
export function photoToWebp(input: ImageInput): Promise<ConvertedImage> {
  return convert(input, (s) =>
    s.resize({ width: PHOTO_SIZE.width, height: PHOTO_SIZE.height, fit: 'inside', withoutEnlargement: true }),
  )
}

/** Avatars: 512×512, cover, centred. */
export function avatarToWebp(input: ImageInput): Promise<ConvertedImage> {
  return convert(input, (s) => s.resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'centre' }))
}
