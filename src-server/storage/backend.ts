import path from 'node:path'
import type { Config } from '../config.ts'
import type { Logger } from '../log.ts'
import { type BlobStore, diskBlobs } from './blobs.ts'
import { s3Blobs } from './s3-blobs.ts'
import { objectsDir } from './wire.ts'

/** The embedded storage's bytes as STORAGE_BACKEND says: DATA_DIR/storage/objects or the S3 bucket. */
export function openBlobStore(config: Config, log: Logger): BlobStore {
  if (config.STORAGE_BACKEND === 's3') {
    return s3Blobs(config, { tmpDir: path.join(config.dataDir, 'storage', 'tmp'), log })
  }
  return diskBlobs(objectsDir({ config }))
}
