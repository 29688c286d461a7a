import type { IncomingMessage } from 'node:http'
import busboy from 'busboy'
import { AppError } from '../http/errors.ts'
import { IMAGE_LIMITS } from './images.ts'

export interface UploadedFile {
  field: string
  filename: string
  mimeType: string
  data: Buffer
}

export interface MultipartResult {
  fields: Record<string, string>
  files: UploadedFile[]
}

const MB = 1024 * 1024
/** Parts of any kind (files + fields) one request may carry: far above what the forms send. */
const MAX_PARTS = 50

const malformed = () => new AppError(400, 'Malformed multipart body', 'media.errors.multipart')

/**
 * Reads a multipart/form-data request into memory with limits: per file (15 MB), per request (10 files, 50 parts).
 * Every stream involved (the request, busboy, each file part) has its errors handled here, so no body, however
 * broken or cut off, can raise an unhandled 'error' event; the first problem decides the 4xx. On a problem the
 * rest of the body is drained (so the client can read the answer).
 */
export function readMultipart(
  req: IncomingMessage,
  options: { fileFields: string[]; maxFiles?: number; maxFileBytes?: number },
): Promise<MultipartResult> {
  const maxFiles = options.maxFiles ?? IMAGE_LIMITS.maxFiles
  const maxFileBytes = options.maxFileBytes ?? IMAGE_LIMITS.maxFileBytes
  const type = req.headers['content-type'] ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    req.resume()
    return Promise.reject(new AppError(400, 'Expected a multipart/form-data body', 'media.errors.multipart'))
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
    const fields: Record<string, string> = {}
    const files: UploadedFile[] = []
    let failure: AppError | null = null
    let settled = false

    /** Records the first problem; the body keeps being read (and discarded) until busboy is done. */
    const fail = (error: AppError) => {
      failure ??= error
    }
    /** Settles once: on an error busboy stops, and whatever the client still sends is drained. */
    const settle = (error: AppError | null) => {
      if (settled) return
      settled = true
      req.off('close', onClose)
      if (error) {
        req.unpipe(bb)
        req.resume()
        reject(error)
      } else resolve({ fields, files })
    }
    // The client went away before the body was complete: nobody reads the answer, but the promise must settle.
    const onClose = () => {
      if (!req.complete) settle(new AppError(400, 'The upload was interrupted', 'media.errors.multipart'))
    }
    req.on('close', onClose)
    req.on('error', () => settle(new AppError(400, 'The upload was interrupted', 'media.errors.multipart')))

    bb.on('field', (name, value) => {
      fields[name] = value
    })
    bb.on('file', (name, stream, info) => {
      // busboy destroys a part with an error when the body ends inside it; this listener keeps that local.
      stream.on('error', () => fail(malformed()))
      if (failure || !options.fileFields.includes(name)) {
        if (!options.fileFields.includes(name)) {
          fail(new AppError(400, `Unexpected file field "${name}"`, 'media.errors.multipart'))
        }
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => {
        if (!failure) chunks.push(c)
      })
      stream.on('limit', () => fail(tooLarge(maxFileBytes)))
      stream.on('end', () => {
        if (failure) return
        files.push({ field: name, filename: info.filename ?? '', mimeType: info.mimeType, data: Buffer.concat(chunks) })
      })
    })
    bb.on('filesLimit', () =>
      fail(new AppError(413, `Too many files: at most ${maxFiles} per request.`, 'media.errors.tooManyFiles')),
    )
    bb.on('partsLimit', () =>
      fail(new AppError(413, `Too many parts: at most ${MAX_PARTS} per request.`, 'media.errors.multipart')),
    )
    bb.on('error', () => settle(failure ?? malformed()))
    bb.on('close', () => settle(failure))
    req.pipe(bb)
  })
}

function tooLarge(maxFileBytes: number): AppError {
  return new AppError(
    413,
    `File is too large: at most ${Math.round(maxFileBytes / MB)} MB.`,
    'media.errors.fileTooLarge',
  )
}
