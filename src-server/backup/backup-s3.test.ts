import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { form, jpeg } from '../media/test-images.ts'
import { S3_OBJECT_PREFIX } from '../storage/s3-blobs.ts'
import { pgliteTemplate, pgliteTemplateFile } from '../test/db-template.ts'
import { createDatabase, startTestApp, type TestApp, usingPostgres } from '../test/harness.ts'
import { runCli } from '../test/processes.ts'
import { startS3Server, type TestS3 } from '../test/s3-server.ts'
import { loadPgliteDump } from './database-dump.ts'

/**
 * `npm run backup` of a site whose photos and avatars live in an S3 bucket (STORAGE_BACKEND=s3): the archive holds
 * their bytes, as it does for DATA_DIR storage, and `npm run restore` onto a site with another (empty) bucket puts
 * them there, after which every avatar and photo loads.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-backup-s3-'))
const sourceDir = path.join(root, 'source')
const restoredDir = path.join(root, 'restored')
const archive = path.join(root, 'site.tar.gz')

let source: TestApp
let restored: TestApp | null = null
let targetBucket: TestS3 | null = null
let target: { url: string; drop: () => Promise<void> } | null = null
const avatars: { path: string; bytes: Buffer }[] = []

beforeAll(async () => {
  if (!usingPostgres) {
    // A migrated embedded database to start from (quicker than migrating one on disk).
    await pgliteTemplate()
    await loadPgliteDump(pgliteTemplateFile(), path.join(sourceDir, 'pglite'))
  }
  source = await startTestApp({ dataDir: sourceDir, storage: 's3' })
  for (const size of [300, 420]) {
    const user = await source.newUser()
    const res = await source.api('/api/user/avatar/update', {
      method: 'POST',
      token: user.token,
      body: form([{ field: 'file', name: 'me.jpg', type: 'image/jpeg', data: await jpeg(size, size) }]),
    })
    expect(res.status).toBe(200)
    const url = new URL((await res.json()).avatarUrl as string, source.url)
    const p = `${url.pathname}${url.search}`
    avatars.push({ path: p, bytes: Buffer.from(await (await fetch(`${source.url}${p}`)).arrayBuffer()) })
  }
}, 240_000)

afterAll(async () => {
  await restored?.stop()
  await source?.stop()
  await targetBucket?.stop()
  await target?.drop()
  fs.rmSync(root, { recursive: true, force: true })
})

describe('backup and restore with STORAGE_BACKEND=s3', () => {
  it('the archive holds the objects of the bucket', async () => {
    const run = await runCli('backup', [archive], {
      DATA_DIR: sourceDir,
      DATABASE_URL: source.deps.config.DATABASE_URL,
      ...source.s3!.env,
    })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`storage: object bytes from the S3 bucket ${source.s3!.env.S3_BUCKET}`)
    expect(run.stdout).toContain('archive: 2 stored objects')

    const entries: string[] = []
    await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) })
    const inArchive = entries.filter((e) => /^storage\/objects\/[0-9a-f-]{36}$/.test(e)).map((e) => e.slice(16))
    const inBucket = source.s3!.objectKeys(S3_OBJECT_PREFIX).map((k) => k.slice(S3_OBJECT_PREFIX.length))
    expect(inArchive.sort()).toEqual(inBucket.sort())
    expect(inArchive).toHaveLength(2)
    // Nothing of it was kept on the source's disk.
    expect(fs.existsSync(path.join(sourceDir, 'storage', 'objects'))).toBe(false)
  })

  it('a restore onto a site with an empty bucket puts the objects there; every avatar loads', async () => {
    targetBucket = await startS3Server()
    if (usingPostgres) target = await createDatabase(process.env.DATABASE_URL!)
    const run = await runCli('restore', [archive], {
      DATA_DIR: restoredDir,
      DATABASE_URL: target?.url,
      ...targetBucket.env,
    })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(new RegExp(`storage: 2 objects \\(.*\\) in the S3 bucket ${targetBucket.env.S3_BUCKET}`))
    expect(targetBucket.objectKeys(S3_OBJECT_PREFIX)).toHaveLength(2)
    expect(fs.existsSync(path.join(restoredDir, 'storage', 'objects'))).toBe(false)

    restored = await startTestApp({
      dataDir: restoredDir,
      env: targetBucket.env,
      ...(target ? { sharedDatabaseUrl: target.url } : {}),
    })
    for (const avatar of avatars) {
      const res = await fetch(`${restored.url}${avatar.path}`)
      expect(res.status).toBe(200)
      expect(Buffer.from(await res.arrayBuffer()).equals(avatar.bytes)).toBe(true)
    }
  })
})
