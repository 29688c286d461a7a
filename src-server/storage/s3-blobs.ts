import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { Config } from '../config.ts'
import type { Logger } from '../log.ts'
import { StartError } from '../start-failure.ts'
import type { BlobStore } from './blobs.ts'

/** Object versions live under this prefix of the bucket, named as under DATA_DIR/storage/objects. */
export const S3_OBJECT_PREFIX = 'objects/'

/**
 * A spooled file up to SINGLE_PUT_MAX_BYTES goes up in one PutObject, streamed from the file as the socket takes it
 * (every object the app stores: uploads are capped at 50 MB). A larger one goes as a multipart upload of parts of
 * PART_BYTES (S3's smallest), at most UPLOAD_QUEUE of them in memory at once.
 */
export const PART_BYTES = 5 * 1024 * 1024
const UPLOAD_QUEUE = 2
const SINGLE_PUT_MAX_BYTES = 100 * 1024 * 1024
const DELETES_AT_ONCE = 8

export type S3Settings = Pick<
  Config,
  'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID!, secretAccessKey: settings.S3_SECRET_ACCESS_KEY! },
    // Checksums only where S3 requires them: many S3-compatible servers do not read the SDK's newer trailing
    // checksums (aws-chunked bodies), and every object's MD5 is kept in the database anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  })
}

/** What the start-up check says for the usual mistakes. */
const CHECK_REASONS: Record<string, string> = {
  NoSuchBucket: 'there is no such bucket (create it, or fix S3_BUCKET)',
  InvalidAccessKeyId: 'the server does not know S3_ACCESS_KEY_ID',
  SignatureDoesNotMatch: 'S3_SECRET_ACCESS_KEY does not match S3_ACCESS_KEY_ID',
  // AWS also answers a missing key so when the key may not list the bucket: missing objects must read as missing.
  AccessDenied: 'access denied (the key needs s3:GetObject, s3:PutObject, s3:DeleteObject and s3:ListBucket on it)',
  PermanentRedirect: 'the bucket is in another region (fix S3_REGION)',
  ECONNREFUSED: 'connection refused (check S3_ENDPOINT)',
  ENOTFOUND: 'host not found (check S3_ENDPOINT)',
  EAI_AGAIN: 'host name lookup failed (check S3_ENDPOINT)',
  ETIMEDOUT: 'connection timed out (check S3_ENDPOINT)',
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}

/**
 * The bytes in an S3-compatible bucket (AWS S3, R2, B2, MinIO...). Uploads arrive spooled to a local file
 * (upload.ts enforces the limits there), so a refused upload never reaches the bucket, and the file streams up.
 * `tmpDir`: where a render's source is copied to (sharp reads files).
 */
export function s3Blobs(
  settings: S3Settings,
  options: { tmpDir: string; log: Logger; singlePutMaxBytes?: number },
): BlobStore {
  const singlePutMaxBytes = options.singlePutMaxBytes ?? SINGLE_PUT_MAX_BYTES
  const client = s3Client(settings)
  const Bucket = settings.S3_BUCKET!
  const keyOf = (version: string) => `${S3_OBJECT_PREFIX}${version}`
  const upload = (version: string, Body: Readable | Buffer) =>
    new Upload({
      client,
      params: { Bucket, Key: keyOf(version), Body, ContentType: 'application/octet-stream' },
      partSize: PART_BYTES,
      queueSize: UPLOAD_QUEUE,
      leavePartsOnError: false,
    }).done()
  return {
    backend: 's3',
    async putFile(version, file, size) {
      if (size > singlePutMaxBytes) return void (await upload(version, fs.createReadStream(file)))
      // One PutObject with the file as a stream of known length: its bytes go to the socket as they are read.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(version),
          Body: fs.createReadStream(file),
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
      )
    },
    async putBytes(version, bytes) {
      await upload(version, bytes)
    },
    async open(version, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(version),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        return answer.Body as Readable
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
    },
    async size(version) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(version) }))
        return head.ContentLength ?? 0
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
    },
    async copy(from, to) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: keyOf(to),
            CopySource: `${Bucket}/${keyOf(from).split('/').map(encodeURIComponent).join('/')}`,
          }),
        )
        return true
      } catch (error) {
        if (notFound(error)) return false
        throw error
      }
    },
    async remove(versions) {
      // One DeleteObject each, a few at a time: every S3-compatible server has it, while DeleteObjects is not
      // everywhere alike (the test server, s3rver, refuses the SDK's signature of it), and the app removes a
      // handful of versions at once. The rows are gone already: bytes a failed delete leaves behind cost space,
      // not correctness.
      for (let i = 0; i < versions.length; i += DELETES_AT_ONCE) {
        await Promise.all(
          versions.slice(i, i + DELETES_AT_ONCE).map((version) =>
            client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(version) })).catch((error) => {
              options.log.warn({ err: error, version }, 'storage: S3 delete failed; the bytes stay behind')
            }),
          ),
        )
      }
    },
    async withLocalFile(version, use) {
      const stream = await this.open(version)
      if (!stream) return null
      await fs.promises.mkdir(options.tmpDir, { recursive: true })
      const file = path.join(options.tmpDir, `source-${randomUUID()}`)
      try {
        await pipeline(stream, fs.createWriteStream(file))
        return await use(file)
      } finally {
        await fs.promises.rm(file, { force: true })
      }
    },
    async check() {
      // An object-level read: it tells a missing bucket from a missing key, and needs no right on the bucket itself.
      try {
        await client.send(new GetObjectCommand({ Bucket, Key: `${S3_OBJECT_PREFIX}.reachable` }))
      } catch (error) {
        const e = error as { name?: string; code?: string; message?: string }
        if (e.name === 'NoSuchKey') return
        const where = `the S3 bucket ${Bucket}${settings.S3_ENDPOINT ? ` at ${settings.S3_ENDPOINT}` : ''}`
        const reason =
          CHECK_REASONS[e.name ?? ''] ?? CHECK_REASONS[e.code ?? ''] ?? `${e.name ?? 'error'}: ${e.message ?? ''}`
        throw new StartError(`Cannot use ${where}: ${reason}.`)
      }
    },
    close() {
      client.destroy()
    },
  }
}
