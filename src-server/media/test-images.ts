import { deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** Real images for tests and the benchmark, generated on the fly. */
export async function jpeg(width: number, height: number, options: { orientation?: number } = {}): Promise<Buffer> {
  let img = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="0" y="0" width="${Math.round(width / 2)}" height="${Math.round(height / 2)}" fill="#3050e0"/><circle cx="${width * 0.7}" cy="${height * 0.7}" r="${Math.min(width, height) / 5}" fill="#f0e020"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
  if (options.orientation) img = img.withMetadata({ orientation: options.orientation })
  return img.toBuffer()
}

/** A detailed (noisy) photo-like JPEG, e.g. 6000×4000 = 24 MP for the benchmark. */
export async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer()
  return noise
}

export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 160, b: 90, alpha: 0.8 } } })
    .png()
    .toBuffer()
}

export function avif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#446688' } })
    .avif()
    .toBuffer()
}

/** An ISO-BMFF file that says "HEIC" (HEVC), which this sharp build cannot decode. */
export function fakeHeic(): Buffer {
  const ftyp = Buffer.alloc(24)
  ftyp.writeUInt32BE(24, 0)
  ftyp.write('ftypheic', 4, 'latin1')
  ftyp.writeUInt32BE(0, 12)
  ftyp.write('mif1heic', 16, 'latin1')
  return Buffer.concat([ftyp, Buffer.alloc(2000, 7)])
}

/** A JPEG cut in half after its header. */
export async function corruptJpeg(): Promise<Buffer> {
  const good = await jpeg(300, 200)
  const broken = Buffer.from(good.subarray(0, Math.floor(good.length / 3)))
  broken.fill(0x55, 400)
  return broken
}

function crc32(buf: Buffer): number {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
  }
  return ~c >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}

/** A decompression bomb: a valid 20000×20000 1-bit PNG of zeros, a few kB on the wire. */
export function pngBomb(size = 20_000): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr[8] = 1 // bit depth
  ihdr[9] = 0 // greyscale
  const rowBytes = 1 + Math.ceil(size / 8)
  const raw = Buffer.alloc(rowBytes * size)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Multipart body helper for fetch. */
export function form(
  files: { field: string; name: string; type: string; data: Buffer }[],
  fields: Record<string, string> = {},
) {
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields)) fd.append(k, v)
  for (const f of files) fd.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name)
  return fd
}
