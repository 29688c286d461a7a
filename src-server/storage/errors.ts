/**
 * Errors of the embedded Storage API in the shape storage-js reads: HTTP 400 (almost always) with the "real"
 * status inside the body (docs/architecture.md, "Supabase contract": storage).
 */
export class StorageError extends Error {
  readonly httpStatus: number
  readonly statusCode: string
  readonly code: string
  readonly error: string

  constructor(statusCode: number, code: string, error: string, message: string, httpStatus = 400) {
    super(message)
    this.name = 'StorageError'
    this.statusCode = String(statusCode)
    this.code = code
    this.error = error
    this.httpStatus = httpStatus
  }

  body() {
    return { statusCode: this.statusCode, code: this.code, error: this.error, message: this.message }
  }
}

export const noSuchBucket = () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found')
export const noSuchKey = () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found')
export const keyExists = () => new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists')
export const bucketExists = () =>
  new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists')
export const bucketNotEmpty = () =>
  new StorageError(409, 'BucketNotEmpty', 'Bucket not empty', 'The bucket you tried to delete is not empty')
export const entityTooLarge = () =>
  new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size')
export const invalidMime = (mime: string) =>
  new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`)
export const accessDenied = (message = 'new row violates row-level security policy') =>
  new StorageError(403, 'AccessDenied', 'Unauthorized', message)
export const invalidKey = (key: string) => new StorageError(400, 'InvalidKey', 'Invalid key', `Invalid key: ${key}`)
export const invalidBucketName = (name: string) =>
  new StorageError(400, 'InvalidBucketName', 'Invalid Input', `Bucket name invalid: ${name}`)
export const invalidRequest = (message: string) => new StorageError(400, 'InvalidRequest', 'Invalid Input', message)
export const invalidSignature = (message = 'invalid signature') =>
  new StorageError(400, 'InvalidSignature', 'Invalid JWT', message)
/** A path no route serves (storage-api's Fastify answer names the route). */
export const routeNotFound = (method: string, path: string) =>
  new StorageError(404, 'NotFound', 'Not Found', `Route ${method}:${path} not found`, 404)
/** storage-api validates the headers before anything else: no Authorization header, no call. */
export const missingAuthorization = () =>
  new StorageError(400, 'InvalidRequest', 'Bad Request', "headers must have required property 'authorization'", 400)
/** The caller has its uploads in flight already (media/spool.ts UPLOADS_PER_USER). */
export const tooManyUploads = (max: number) =>
  new StorageError(
    429,
    'TooManyRequests',
    'too_many_requests',
    `Too many uploads in progress (at most ${max} at once); wait for one to finish`,
    429,
  )
/** The upload spool is full of uploads that are moving: storage-api's answer to an overloaded backend. */
export const slowDown = () =>
  new StorageError(503, 'SlowDown', 'Service Unavailable', 'Please reduce your request rate', 503)
