import path from 'node:path'
import type { Config } from '../config.ts'
import type { Logger } from '../log.ts'
import { type BlobStore, diskBlobs } from './blobs.ts'
import { objectsDir } from './wire.ts'

/**
 * The embedded storage's bytes as STORAGE_BACKEND says: DATA_DIR/storage/objects or the S3 bucket. The S3 client
 * (the AWS SDK, about 70 modules) is loaded only when the bucket is used.
 */
export async function openBlobStore(config: Config, log: Logger): Promise<BlobStore> {
  if (config.STORAGE_BACKEND === 's3') {
    const { s3Blobs } = await import('./s3-blobs.ts')
    return s3Blobs(config, { tmpDir: path.join(config.dataDir, 'storage', 'tmp'), log })
  }
  return diskBlobs(objectsDir({ config }))
}
