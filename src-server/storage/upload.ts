import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import type Koa from 'koa'
import type { Deps } from '../deps.ts'
import { SPOOL_RETRY_AFTER_S, type SpoolTicket } from '../media/spool.ts'
import { entityTooLarge, invalidRequest, StorageError, slowDown } from './errors.ts'
import type { Bucket } from './repository.ts'
import { cleanJson, normaliseCacheControl } from './wire.ts'

/** Hard ceiling for one object when the bucket sets no limit. */
export const MAX_OBJECT_BYTES = 50 * 1024 * 1024

export interface Incoming {
  tmpFile: string
  size: number
  etag: string
  mimetype: string
  cacheControl: string
  metadata: string | null
}

/**
 * Streams the upload (raw body or multipart with the first file part) to a temp file, enforcing the limit. Its
 * bytes count in the process-wide spool (`ticket`, released by the caller once the temp file is gone).
 */
export async function receiveUpload(
  ctx: Koa.Context,
  deps: Deps,
  bucket: Bucket,
  ticket: SpoolTicket,
): Promise<Incoming> {
  const limit = Math.min(bucket.file_size_limit ?? MAX_OBJECT_BYTES, MAX_OBJECT_BYTES)
  const declared = Number(ctx.get('content-length') || 0)
  const contentType = ctx.get('content-type') || 'text/plain;charset=UTF-8'
  const isMultipart = contentType.toLowerCase().startsWith('multipart/form-data')
  // A raw body's size is known up front; a multipart body carries some framing on top.
  if (!isMultipart && declared > limit) throw entityTooLarge()
  const tmpDir = path.join(deps.config.dataDir, 'storage', 'tmp')
  fs.mkdirSync(tmpDir, { recursive: true })
  const tmpFile = path.join(tmpDir, randomUUID())

  const sink = async (source: NodeJS.ReadableStream) => {
    const hash = createHash('md5')
    let size = 0
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length
        if (size > limit) return cb(entityTooLarge())
        hash.update(chunk)
        cb(null, chunk)
      },
    })
    await pipeline(source, counter, ticket.meter(slowDown), fs.createWriteStream(tmpFile))
    return { size, etag: hash.digest('hex') }
  }

  try {
    if (!isMultipart) {
      const receiving = sink(ctx.req)
      // The body is being read: a stall drops the request, which fails the pipeline.
      ticket.watch()
      const { size, etag } = await receiving
      const metaHeader = ctx.get('x-metadata')
      let metadata: string | null = null
      if (metaHeader) {
        let parsed: unknown
        try {
          parsed = JSON.parse(Buffer.from(metaHeader, 'base64').toString('utf8'))
        } catch {
          throw invalidRequest('x-metadata must be base64-encoded JSON')
        }
        metadata = JSON.stringify(cleanJson(parsed))
      }
      return {
        tmpFile,
        size,
        etag,
        mimetype: contentType,
        cacheControl: normaliseCacheControl(ctx.get('cache-control')),
        metadata,
      }
    }
    return await new Promise<Incoming>((resolve, reject) => {
      let bb: busboy.Busboy
      try {
        bb = busboy({ headers: ctx.req.headers, limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } })
      } catch {
        reject(invalidRequest('Malformed multipart body'))
        return
      }
      const fields: Record<string, string> = {}
      let filePromise: Promise<{ size: number; etag: string; mimetype: string }> | null = null
      bb.on('field', (name, value) => {
        fields[name] = value
      })
      bb.on('file', (_name, stream, info) => {
        // A body cut off inside a part destroys that part with an error: keep it from becoming unhandled.
        stream.on('error', () => {})
        if (filePromise) {
          stream.resume()
          return
        }
        filePromise = sink(stream).then((r) => ({ ...r, mimetype: info.mimeType || 'application/octet-stream' }))
        // Refused midway (too large, spool full): answer now. Busboy would wait for the rest of a body nobody reads
        // any more, and the client would get no answer before the idle timeout drops the connection.
        filePromise.catch((error) => {
          ctx.req.unpipe(bb)
          reject(error)
        })
      })
      bb.on('error', () => reject(invalidRequest('Malformed multipart body')))
      ctx.req.on('close', () => {
        if (!ctx.req.complete) reject(invalidRequest('The upload was interrupted'))
      })
      bb.on('close', async () => {
        if (!filePromise) return reject(invalidRequest('No file in the multipart body'))
        try {
          const file = await filePromise
          let metadata: string | null = null
          if (fields.metadata) {
            let parsed: unknown = null
            try {
              parsed = JSON.parse(fields.metadata)
            } catch {
              parsed = null
            }
            if (parsed !== null) metadata = JSON.stringify(cleanJson(parsed))
          }
          resolve({
            tmpFile,
            ...file,
            cacheControl: normaliseCacheControl(fields.cacheControl),
            metadata,
          })
        } catch (error) {
          reject(error)
        }
      })
      ctx.req.pipe(bb)
      ticket.watch()
    })
  } catch (error) {
    fs.rmSync(tmpFile, { force: true })
    // Drain what is left so the client can read the answer; a body cut off midway (a failed pipeline destroys
    // the request) leaves the connection unusable for another request, so it closes after the answer.
    ctx.req.resume()
    if (!ctx.req.complete) ctx.set('Connection', 'close')
    if (error instanceof StorageError && error.code === 'SlowDown') ctx.set('Retry-After', String(SPOOL_RETRY_AFTER_S))
    if (ticket.dropped || (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw invalidRequest('The upload was interrupted')
    }
    throw error
  }
}
