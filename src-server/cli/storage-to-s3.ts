/**
 * `npm run storage:to-s3`: copies the embedded storage's objects from DATA_DIR/storage/objects into the S3 bucket
 * the S3_* variables name (docs/operating.md, "Moving the storage to S3"). Run it while the site still runs on
 * disk, again after stopping it (only what is new is copied), then start with STORAGE_BACKEND=s3.
 */
import os from 'node:os'
import { megabytes } from '../backup/backup.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { createLogger } from '../log.ts'
import { copyObjectsToStore } from '../storage/copy-to-s3.ts'
import { s3Blobs } from '../storage/s3-blobs.ts'
import { objectsDir } from '../storage/wire.ts'

let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig({ ...process.env, STORAGE_BACKEND: 's3' })
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(2)
}

const from = objectsDir({ config })
const target = s3Blobs(config, { tmpDir: os.tmpdir(), log: createLogger('warn') })
console.log(
  `Copying ${from} into the bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}…`,
)
let shown = 0
try {
  const report = await copyObjectsToStore(from, target, (r, total) => {
    const done = r.copied + r.skipped
    if (done - shown >= 100 || done === total) {
      shown = done
      console.log(`  ${done} of ${total}`)
    }
  })
  console.log(
    `Done: ${report.copied} objects copied (${megabytes(report.copiedBytes)}), ${report.skipped} already in the bucket.`,
  )
  console.log('Start the server with STORAGE_BACKEND=s3 (and the same S3_* variables) to serve them from there.')
} catch (error) {
  console.error(`Copy to S3 failed: ${error instanceof Error ? error.message : String(error)}`)
  console.error('Run the command again: what is in the bucket already is skipped.')
  process.exitCode = 1
} finally {
  target.close()
}
