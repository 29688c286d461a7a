import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createLogger } from '../log.ts'
import { createDatabase, startTestApp, type TestApp, usingPostgres } from '../test/harness.ts'
import { runCli } from '../test/processes.ts'
import { startS3Server, type TestS3 } from '../test/s3-server.ts'
import { PART_BYTES, s3Blobs } from './s3-blobs.ts'

/**
 * `npm run storage:to-s3` moves a site's objects from DATA_DIR into the bucket: run twice it copies nothing the
 * second time, run after a cut-off copy it copies what is missing or incomplete, and a start with
 * STORAGE_BACKEND=s3 on the same database then serves every object with its bytes, without DATA_DIR's files.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-to-s3-'))
const opts = { auth: { persistSession: false, autoRefreshToken: false } }
let database: { url: string; drop: () => Promise<void> } | null = null
let s3: TestS3
let t: TestApp | null = null

const files: Record<string, Buffer> = {
  'notes/a.txt': Buffer.from('first object'),
  'notes/b.txt': Buffer.from('second object'),
  'empty.txt': Buffer.alloc(0),
  // Past one part: the bucket gets it as a multipart upload.
  'big.bin': Buffer.alloc(PART_BYTES + 123_456, 9),
}

const start = (env: Record<string, string> = {}) =>
  startTestApp({ dataDir, ...(database ? { sharedDatabaseUrl: database.url } : {}), env })
const copy = () => runCli('storage-to-s3', [], { DATA_DIR: dataDir, ...s3.env, STORAGE_BACKEND: 'disk' })

beforeAll(async () => {
  s3 = await startS3Server()
  if (usingPostgres) database = await createDatabase(process.env.DATABASE_URL!)
  t = await start()
  const admin = createClient(t.url, t.deps.supabaseServiceRoleKey, opts)
  await admin.storage.createBucket('files', { public: false })
  for (const [key, bytes] of Object.entries(files)) {
    const { error } = await admin.storage.from('files').upload(key, bytes, { contentType: 'application/octet-stream' })
    expect(error).toBeNull()
  }
  await t.stop()
  t = null
})
afterAll(async () => {
  await t?.stop()
  await database?.drop()
  await s3.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('npm run storage:to-s3', () => {
  it('copies every object, then nothing the second time', async () => {
    const first = await copy()
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(/Done: 4 objects copied \(5\.1 MB\), 0 already in the bucket/)
    const again = await copy()
    expect(again.code).toBe(0)
    expect(again.stdout).toMatch(/Done: 0 objects copied \(0\.0 MB\), 4 already in the bucket/)
  })

  it('resumes: copies again what is missing or of another size in the bucket', async () => {
    const objects = path.join(dataDir, 'storage', 'objects')
    const [gone, cut] = fs.readdirSync(objects).sort()
    const bucket = s3Blobs(loadConfig(s3.env), { tmpDir: os.tmpdir(), log: createLogger('silent') })
    try {
      await bucket.remove([gone!])
      await bucket.putBytes(cut!, Buffer.from('a cut-off upload'))
    } finally {
      bucket.close()
    }
    const resumed = await copy()
    expect(resumed.code).toBe(0)
    expect(resumed.stdout).toMatch(/Done: 2 objects copied .*, 2 already in the bucket/)
  })

  it('a start with STORAGE_BACKEND=s3 serves every object from the bucket', async () => {
    // Out of the way: what the server answers now comes from the bucket.
    fs.renameSync(path.join(dataDir, 'storage', 'objects'), path.join(dataDir, 'storage', 'objects-before-s3'))
    t = await start(s3.env)
    expect(t.deps.blobs?.backend).toBe('s3')
    const admin = createClient(t.url, t.deps.supabaseServiceRoleKey, opts)
    for (const [key, bytes] of Object.entries(files)) {
      const { data, error } = await admin.storage.from('files').download(key)
      expect(error, key).toBeNull()
      const got = Buffer.from(await data!.arrayBuffer())
      expect(createHash('md5').update(got).digest('hex'), key).toBe(createHash('md5').update(bytes).digest('hex'))
    }
  })

  it('names what is missing and copies nothing without the bucket settings', async () => {
    const result = await runCli('storage-to-s3', [], { DATA_DIR: dataDir, S3_BUCKET: '' })
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/S3_BUCKET: is required when STORAGE_BACKEND=s3/)
    expect(result.stderr).toMatch(/S3_SECRET_ACCESS_KEY: is required/)
  })
})
