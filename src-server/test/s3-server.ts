import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * A local S3-compatible server for tests (@20minutes/s3rver, in this process, on a free loopback port, objects in
 * a temp folder). It checks SigV4 signatures against its fixed key pair and serves every call the app makes:
 * PutObject, multipart uploads, GetObject with Range, HeadObject, CopyObject, DeleteObject. Calls on the bucket
 * itself (ListObjectsV2, DeleteObjects) fail its signature check: the SDK signs the path `/bucket/`, s3rver
 * `/bucket`. The app makes none, and tests see what the bucket holds through `objectKeys`.
 */
interface S3rverInstance {
  run(): Promise<AddressInfo>
  close(): Promise<void>
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass

export const TEST_BUCKET = 'stagebook-test'
/** s3rver keeps an object's bytes in `<key>._S3rver_object`. */
const OBJECT_SUFFIX = '._S3rver_object'

export interface TestS3 {
  /** The environment that points the app at this server. */
  env: Record<string, string>
  /** Where the server keeps its files (`<dir>/<bucket>/…`). */
  dir: string
  /** The keys under `prefix` (a folder, ending in `/`) the bucket holds. */
  objectKeys(prefix: string): string[]
  stop(): Promise<void>
}

export async function startS3Server(): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    vhostBuckets: false,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  })
  const address = await server.run()
  return {
    env: {
      STORAGE_BACKEND: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: TEST_BUCKET,
      // s3rver's one account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    dir,
    objectKeys(prefix) {
      const folder = path.join(dir, TEST_BUCKET, prefix)
      if (!fs.existsSync(folder)) return []
      return fs
        .readdirSync(folder)
        .filter((name) => name.endsWith(OBJECT_SUFFIX))
        .map((name) => `${prefix}${name.slice(0, -OBJECT_SUFFIX.length)}`)
    },
    async stop() {
      await server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
