import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { AppError } from '../http/errors.ts'
import { IMAGE_LIMITS } from './images.ts'
import { SPOOL_RETRY_AFTER_S, type SpoolTicket, UPLOADS_PER_USER, UploadRefused, type UploadSpool } from './spool.ts'

/** One uploaded file, spooled to disk: the converter reads it from there (memory stays flat however many). */
export interface UploadedFile {
  field: string
  filename: string
  mimeType: string
  /** A temp file, removed by `MultipartUpload.dispose()`. */
  path: string
  size: number
}

export interface MultipartResult {
  fields: Record<string, string>
  files: UploadedFile[]
}

export interface MultipartOptions {
  /** Where file parts are spooled (under DATA_DIR, not /tmp, which may be RAM). */
  tmpDir: string
  /** This upload's place in the process-wide spool (admitUpload): its bytes count there; dispose() releases it. */
  ticket: SpoolTicket
  fileFields: string[]
  maxFiles?: number
  maxFileBytes?: number
}

const MB = 1024 * 1024
/** Parts of any kind (files + fields) one request may carry: far above what the forms send. */
const MAX_PARTS = 50

const malformed = () => AppError.of(400, 'media.errors.multipartMalformed')
const interrupted = () => AppError.of(400, 'media.errors.uploadInterrupted')

/** The spool's admission for a door: 429 past the user's uploads in flight. */
export function admitUpload(spool: UploadSpool, userId: string, req: IncomingMessage): SpoolTicket {
  try {
    return spool.admit(userId, req)
  } catch (error) {
    if (error instanceof UploadRefused)
      throw AppError.of(429, 'media.errors.uploadsInFlight', { max: UPLOADS_PER_USER })
    throw error
  }
}

const spoolFull = () => AppError.of(503, 'media.errors.uploadsBusy', { seconds: SPOOL_RETRY_AFTER_S })

/** Temp directory for spooled upload parts. */
export function uploadTmpDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads')
}

const swept = new Set<string>()
/** Once per directory and process: removes parts a killed process left behind (older than an hour). */
function sweepOnce(dir: string): void {
  if (swept.has(dir)) return
  swept.add(dir)
  const cutoff = Date.now() - 3600_000
  void fs.promises
    .readdir(dir)
    .then((names) =>
      Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name)
          if ((await fs.promises.stat(file)).mtimeMs < cutoff) await fs.promises.rm(file, { force: true })
        }),
      ),
    )
    .catch(() => {})
}

/**
 * A multipart/form-data request read lazily (`read()`, once access is granted) and cleaned up by `dispose()`
 * in a `finally`, whatever happened. Limits: per file (15 MB), per request (10 files, 50 parts), and the
 * process-wide spool's (spool.ts: bytes on disk over all uploads, uploads per user, a stalled body is dropped).
 *
 * Every stream involved (the request, busboy, each file part, each temp file) has its errors handled here, so
 * no body, however broken or cut off, can raise an unhandled 'error' event; the first problem decides the 4xx.
 * On a problem the rest of the body is drained (so the client can read the answer). File parts go to disk with
 * backpressure, so the bytes of a request in memory are a few stream buffers, not the files.
 */
export class MultipartUpload {
  private readonly req: IncomingMessage
  private readonly options: MultipartOptions
  private readonly tmpFiles: string[] = []
  private reading: Promise<MultipartResult> | null = null

  constructor(req: IncomingMessage, options: MultipartOptions) {
    this.req = req
    this.options = options
  }

  read(): Promise<MultipartResult> {
    this.reading ??= this.parse()
    return this.reading
  }

  /** Removes the temp files and frees the upload's spool place; waits for a read in progress first. */
  async dispose(): Promise<void> {
    try {
      await this.reading?.catch(() => {})
      await Promise.all(this.tmpFiles.map((f) => fs.promises.rm(f, { force: true })))
    } finally {
      this.options.ticket.release()
    }
  }

  private parse(): Promise<MultipartResult> {
    const { req, options } = this
    const maxFiles = options.maxFiles ?? IMAGE_LIMITS.maxFiles
    const maxFileBytes = options.maxFileBytes ?? IMAGE_LIMITS.maxFileBytes
    const type = req.headers['content-type'] ?? ''
    if (!type.toLowerCase().startsWith('multipart/form-data')) {
      req.resume()
      return Promise.reject(AppError.of(400, 'media.errors.notMultipart'))
    }
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > maxFiles * maxFileBytes + MB) {
      req.resume()
      return Promise.reject(tooLarge(maxFileBytes))
    }
    return new Promise((resolve, reject) => {
      let bb: busboy.Busboy
      try {
        bb = busboy({
          headers: req.headers,
          limits: { files: maxFiles, fileSize: maxFileBytes, fields: 20, fieldSize: 64 * 1024, parts: MAX_PARTS },
        })
      } catch {
        // No or a broken boundary.
        req.resume()
        reject(malformed())
        return
      }
      fs.mkdirSync(options.tmpDir, { recursive: true })
      sweepOnce(options.tmpDir)
      const fields: Record<string, string> = {}
      // In the order the parts were sent (the writes may finish in any order); null until a part is complete.
      const files: (UploadedFile | null)[] = []
      const writes: Promise<void>[] = []
      let failure: AppError | null = null
      let settled = false

      /** Records the first problem; the body keeps being read (and discarded) until busboy is done. */
      const fail = (error: AppError) => {
        failure ??= error
      }
      /** Settles once, after every temp file is closed: on an error busboy stops and the rest is drained. */
      const settle = (error: AppError | null) => {
        if (settled) return
        settled = true
        req.off('close', onClose)
        if (error) {
          req.unpipe(bb)
          req.resume()
          // Ends a part being written (its pipeline rejects), so the temp files close and the wait below ends.
          bb.destroy()
        }
        void Promise.allSettled(writes).then(() => {
          const problem = error ?? failure
          if (problem) reject(problem)
          else resolve({ fields, files: files.filter((f): f is UploadedFile => f !== null) })
        })
      }
      // The client went away before the body was complete: nobody reads the answer, but the promise must settle.
      const onClose = () => {
        if (!req.complete) settle(interrupted())
      }
      req.on('close', onClose)
      req.on('error', () => settle(interrupted()))

      bb.on('field', (name, value) => {
        fields[name] = value
      })
      bb.on('file', (name, stream, info) => {
        // busboy destroys a part with an error when the body ends inside it; this listener keeps that local.
        stream.on('error', () => fail(malformed()))
        if (failure || !options.fileFields.includes(name)) {
          if (!options.fileFields.includes(name)) {
            fail(AppError.of(400, 'media.errors.unexpectedField', { field: name }))
          }
          stream.resume()
          return
        }
        const file = path.join(options.tmpDir, randomUUID())
        this.tmpFiles.push(file)
        const slot = files.push(null) - 1
        let size = 0
        stream.on('data', (c: Buffer) => {
          size += c.length
        })
        stream.on('limit', () => fail(tooLarge(maxFileBytes)))
        writes.push(
          pipeline(stream, options.ticket.meter(spoolFull), fs.createWriteStream(file)).then(
            () => {
              files[slot] = { field: name, filename: info.filename ?? '', mimeType: info.mimeType, path: file, size }
            },
            (error: NodeJS.ErrnoException) => {
              // The spool is full, the part broke (handled above) or the disk did: the last is ours, not the client's.
              if (error instanceof AppError) fail(error)
              else if (error.syscall) fail(AppError.of(503, 'media.errors.storage'))
              else fail(malformed())
              stream.resume()
            },
          ),
        )
      })
      bb.on('filesLimit', () => fail(AppError.of(413, 'media.errors.tooManyFiles', { max: maxFiles })))
      bb.on('partsLimit', () => fail(AppError.of(413, 'media.errors.tooManyParts', { max: MAX_PARTS })))
      bb.on('error', () => settle(failure ?? malformed()))
      bb.on('close', () => settle(failure))
      req.pipe(bb)
      // From here on the body is read: a stall drops the request (its 'close' above settles the read).
      options.ticket.watch()
    })
  }
}

function tooLarge(maxFileBytes: number): AppError {
  return AppError.of(413, 'media.errors.fileTooLarge', { mb: Math.round(maxFileBytes / MB) })
}
