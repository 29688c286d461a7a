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

/**
 * Reads a multipart/form-data request into memory with limits: per file (15 MB), per request (10 files).
 * On a limit the rest of the body is drained (so the client can read the answer) and a 413 is thrown.
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
        limits: { files: maxFiles, fileSize: maxFileBytes, fields: 20, fieldSize: 64 * 1024 },
      })
    } catch {
      req.resume()
      reject(new AppError(400, 'Malformed multipart body', 'media.errors.multipart'))
      return
    }
    const fields: Record<string, string> = {}
    const files: UploadedFile[] = []
    let failure: AppError | null = null
    const fail = (error: AppError) => {
      failure ??= error
    }
    bb.on('field', (name, value) => {
      fields[name] = value
    })
    bb.on('file', (name, stream, info) => {
      if (failure || !options.fileFields.includes(name)) {
        if (!failure && !options.fileFields.includes(name)) {
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
    bb.on('error', () => {
      req.resume()
      reject(new AppError(400, 'Malformed multipart body', 'media.errors.multipart'))
    })
    bb.on('close', () => (failure ? reject(failure) : resolve({ fields, files })))
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
