/**
 * Memory of storing an object in an S3-compatible bucket (STORAGE_BACKEND=s3): the uploading process's peak RSS
 * while `s3Blobs.putFile` streams a spooled file up (one PutObject up to 5 MiB, 5 MiB parts above), against putting
 * the same bytes read whole into memory first, in the same run. The bucket is @20minutes/s3rver in a child process,
 * so its own memory is not counted.
 *
 *   node bench/storage-s3-memory.ts [megabytes=45]      (--smoke: 6 MB, just past one part; target not enforced)
 *
 * Target: streaming adds at most 25 MB peak RSS whatever the object's size (two parts and the reader's chunks).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import { loadConfig } from '../src-server/config.ts'
import { createLogger } from '../src-server/log.ts'
import { s3Blobs } from '../src-server/storage/s3-blobs.ts'
import { benchArgs, SMOKE, sized } from './smoke.ts'

const MB = 1024 * 1024
const SIZE_MB = Number(benchArgs[0] ?? sized(45, 6))
const TARGET_MB = 25
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-s3-memory-'))
const bucketDir = path.join(tmp, 'bucket')

// The bucket in another process, on a free loopback port it reports.
const server = spawn(
  process.execPath,
  [
    '-e',
    `const S3rver = require('@20minutes/s3rver')
     new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: ${JSON.stringify(bucketDir)},
       vhostBuckets: false, configureBuckets: [{ name: 'bench', configs: [] }] })
       .run().then((a) => console.log(a.port))`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
const port = await new Promise<number>((resolve) => server.stdout!.once('data', (d) => resolve(Number(String(d)))))

const config = loadConfig({
  STORAGE_BACKEND: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_BUCKET: 'bench',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
})
const store = s3Blobs(config, { tmpDir: tmp, log: createLogger('silent') })

// What is left of earlier allocations must not count: a full collection before each measurement.
v8.setFlagsFromString('--expose-gc')
const collectGarbage = vm.runInNewContext('gc') as () => void

/** JavaScript's own memory (heap and buffers): what a buffered body would show up in, unlike RSS's allocator noise. */
const jsBytes = () => {
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}

/** Peak growth of the process's memory while `work` runs, in MB (JavaScript's own, and RSS), and its duration. */
async function peakDuring(work: () => Promise<void>): Promise<{ mb: number; rssMb: number; ms: number }> {
  collectGarbage()
  const base = { js: jsBytes(), rss: process.memoryUsage().rss }
  const peak = { ...base }
  const sample = () => {
    peak.js = Math.max(peak.js, jsBytes())
    peak.rss = Math.max(peak.rss, process.memoryUsage().rss)
  }
  const timer = setInterval(sample, 5)
  const started = performance.now()
  await work()
  clearInterval(timer)
  sample()
  return { mb: (peak.js - base.js) / MB, rssMb: (peak.rss - base.rss) / MB, ms: performance.now() - started }
}

try {
  const file = path.join(tmp, 'object.bin')
  fs.writeFileSync(file, Buffer.alloc(SIZE_MB * MB, 5))
  await store.putBytes('warm-up', Buffer.from('x'))
  const streamed = await peakDuring(() => store.putFile('streamed', file, SIZE_MB * MB))
  const buffered = await peakDuring(() => store.putBytes('buffered', fs.readFileSync(file)))
  if ((await store.size('streamed')) !== SIZE_MB * MB) throw new Error('the streamed object is incomplete')
  console.log(`storing a ${SIZE_MB} MB object in the bucket:`)
  for (const [name, m] of [
    ['streamed from the spool file', streamed],
    ['read whole first (comparator)', buffered],
  ] as const) {
    console.log(
      `  ${name}: +${m.mb.toFixed(1)} MB heap and buffers, +${m.rssMb.toFixed(1)} MB RSS (${m.ms.toFixed(0)} ms)`,
    )
  }
  console.log(`ratio streamed/whole (heap and buffers): ${(streamed.mb / Math.max(buffered.mb, 0.1)).toFixed(2)}×`)
  const ok = streamed.mb <= TARGET_MB
  console.log(
    `target: at most +${TARGET_MB} MB streaming: ${ok ? 'met' : 'MISSED'}${SMOKE ? ' (smoke: not enforced)' : ''}`,
  )
  if (!ok && !SMOKE) process.exitCode = 1
} finally {
  store.close()
  server.kill()
  fs.rmSync(tmp, { recursive: true, force: true })
}
