import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * A local S3-compatible server for tests (@20minutes/s3rver, in this process, on a free loopback port, objects in
 * a temp folder): PutObject, multipart uploads, GetObject with Range, HeadObject, CopyObject, DeleteObjects,
 * ListObjectsV2, signature v4 checked against its fixed key pair.
 */
interface S3rverInstance {
  run(): Promise<AddressInfo>
  close(): Promise<void>
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass

export const TEST_BUCKET = 'stagebook-test'

export interface TestS3 {
  /** The environment that points the app at this server. */
  env: Record<string, string>
  /** Where the server keeps its files (`<dir>/<bucket>/…`). */
  dir: string
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
    async stop() {
      await server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
