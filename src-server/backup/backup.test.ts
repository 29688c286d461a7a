import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { acquireDataDir, DataDirInUse, SOCKET_NOTE_NAME } from '../data-dir/lock.ts'
import { form, jpeg } from '../media/test-images.ts'
import { createDatabase, startTestApp, type TestApp, type TestUser, usingPostgres } from '../test/harness.ts'
import { runCli, startCli } from '../test/processes.ts'
import type { BackupManifest } from './manifest.ts'

/**
 * `npm run backup` against a running server with users, a favourites list, an uploaded photo, an avatar and an
 * enquiry; `npm run restore` onto a fresh DATA_DIR (and, on Postgres, a fresh database); a server started there under
 * another PUBLIC_URL finds all of it, and a session signed before the backup is still valid. The commands run as
 * the operator runs them: separate processes next to the server.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-backup-'))
const sourceDir = path.join(root, 'source')
const restoredDir = path.join(root, 'restored')
const archive = path.join(root, 'site.tar.gz')
const NEW_ORIGIN = 'https://stagebook.example.org'

let source: TestApp
let restored: TestApp | null = null
let target: { url: string; drop: () => Promise<void> } | null = null
let owner: TestUser
let booker: TestUser
let venueId: number
let photoUrl: string
let photoBytes: Buffer

const command = (script: 'backup' | 'restore', args: string[], env: { DATA_DIR: string; DATABASE_URL?: string }) =>
  runCli(script, args, env)

beforeAll(async () => {
  source = await startTestApp({ dataDir: sourceDir, env: { PUBLIC_URL: 'http://198.51.100.4:3000' } })
  ;[owner, booker] = await Promise.all([source.newUser(), source.newUser()])
  venueId = (
    await source.deps.db
      .insertInto('venues')
      .values({
        name: 'Backup Hall',
        venue_type: 'club',
        city: 'Berlin',
        country: 'DE',
        lat: 52.5,
        lng: 13.4,
        owner_id: owner.id,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  const upload = await source.api(`/api/venues/owner/photo/${venueId}`, {
    method: 'POST',
    token: owner.token,
    body: form([{ field: 'photos', name: 'hall.jpg', type: 'image/jpeg', data: await jpeg(640, 480) }]),
  })
  expect(upload.status).toBe(200)
  photoUrl = (await upload.json()).responses[0]
  photoBytes = Buffer.from(await (await fetch(`${source.url}${new URL(photoUrl).pathname}`)).arrayBuffer())
  const avatar = await source.api('/api/user/avatar/update', {
    method: 'POST',
    token: booker.token,
    body: form([{ field: 'file', name: 'me.jpg', type: 'image/jpeg', data: await jpeg(300, 300) }]),
  })
  expect(avatar.status).toBe(200)
  const list = await source.api('/api/favorites/lists/add', {
    method: 'POST',
    token: booker.token,
    json: { name: 'Summer shortlist' },
  })
  expect(list.status).toBe(200)
  const listId = (await list.json()).id
  const added = await source.api('/api/favorites/add', {
    method: 'POST',
    token: booker.token,
    json: { entity_type: 'venue', entity_id: venueId, list_id: listId },
  })
  expect(added.status).toBe(200)
  const enquiry = await source.api('/api/enquiries', {
    method: 'POST',
    token: booker.token,
    json: {
      entity_type: 'venue',
      entity_id: venueId,
      event_date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
      event_time: '20:00',
      event_type: 'Release party',
      guests: 150,
      budget_amount: 2000,
      budget_currency: 'EUR',
      message: 'Is the hall free that night?',
    },
  })
  expect(enquiry.status).toBe(201)
}, 240_000)

afterAll(async () => {
  await restored?.stop()
  await source?.stop()
  await target?.drop()
  fs.rmSync(root, { recursive: true, force: true })
})

describe('backup and restore', () => {
  it('backs up the running server through its command socket', async () => {
    const run = await command('backup', [archive], {
      DATA_DIR: sourceDir,
      DATABASE_URL: source.deps.config.DATABASE_URL,
    })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('(written by the running server)')
    expect((fs.statSync(archive).mode & 0o777).toString(8)).toBe('600')

    const entries: string[] = []
    let manifest: BackupManifest | null = null
    await tar.list({
      file: archive,
      onReadEntry: (entry) => {
        entries.push(entry.path)
        if (entry.path === 'manifest.json') {
          let text = ''
          entry.on('data', (d: Buffer) => {
            text += d
          })
          entry.on('end', () => {
            manifest = JSON.parse(text)
          })
        } else entry.resume()
      },
    })
    expect(entries[0]).toBe('manifest.json')
    expect(entries).toContain(usingPostgres ? 'database/postgres.dump' : 'database/pglite.tar')
    // The auth server's keys travel inside the database: no keys file.
    expect(entries).not.toContain('auth/keys.json')
    // The photo and the avatar.
    expect(entries.filter((e) => /^storage\/objects\/[0-9a-f-]{36}$/.test(e))).toHaveLength(2)
    expect(manifest).toMatchObject({
      format: 'stagebook-backup',
      format_version: 1,
      engine: usingPostgres ? 'postgres' : 'pglite',
      supabase: 'embedded',
      storage: { objects: 2 },
      auth_keys: false,
    })
    expect(manifest!.migrations).toContain('0040_host_independent_storage_paths')
    // The server kept serving.
    expect((await source.api('/api/favorites/lists', { token: booker.token })).status).toBe(200)
  })

  it('restores onto an empty DATA_DIR (and an empty database), refusing targets that hold data', async () => {
    if (usingPostgres) target = await createDatabase(process.env.DATABASE_URL!)
    const env = { DATA_DIR: restoredDir, DATABASE_URL: target?.url }
    const run = await command('restore', [archive], env)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/Restored into/)
    expect(fs.readdirSync(path.join(restoredDir, 'storage', 'objects'))).toHaveLength(2)
    expect(fs.existsSync(path.join(restoredDir, 'tmp'))).toBe(false)

    const again = await command('restore', [archive], env)
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/^Restore refused: DATA_DIR .* is not empty/)
    const notAnArchive = path.join(root, 'notes.tar.gz')
    fs.writeFileSync(notAnArchive, 'not a backup\n')
    const empty = path.join(root, 'empty')
    const garbage = await command('restore', [notAnArchive], { DATA_DIR: empty })
    expect(garbage.code).toBe(1)
    expect(garbage.stderr).toMatch(/^Restore refused: .* is not a readable backup archive/)
    // An archive whose entries climb out of the directory is refused, and nothing lands outside.
    const inner = path.join(root, 'evil', 'inner')
    fs.mkdirSync(inner, { recursive: true })
    fs.writeFileSync(path.join(root, 'evil', 'escape.txt'), 'outside\n')
    const climbing = path.join(root, 'climbing.tar.gz')
    await tar.create({ gzip: true, file: climbing, cwd: inner, preservePaths: true }, ['../escape.txt'])
    const escaped = await command('restore', [climbing], { DATA_DIR: path.join(empty, 'data') })
    expect(escaped.code).toBe(1)
    expect(escaped.stderr).toMatch(/^Restore refused: .* is not a readable backup archive/)
    expect(fs.existsSync(path.join(empty, 'escape.txt'))).toBe(false)
    expect(fs.existsSync(path.join(empty, 'data', 'tmp', 'escape.txt'))).toBe(false)
    fs.rmSync(empty, { recursive: true, force: true })
    if (usingPostgres) {
      // The database holds the restored site now: a second restore into it is refused before anything is written.
      const full = await command('restore', [archive], { DATA_DIR: empty, DATABASE_URL: target!.url })
      expect(full.code).toBe(1)
      expect(full.stderr).toMatch(/^Restore refused: The database DATABASE_URL names is not empty/)
      expect(fs.existsSync(empty) ? fs.readdirSync(empty) : []).toEqual([])
    } else {
      // The machine's Postgres, when there is one, for an empty database of the other engine.
      const other = await createDatabase('postgres://postgres@127.0.0.1:5432/test').catch(() => null)
      if (other) {
        const wrongEngine = await command('restore', [archive], { DATA_DIR: empty, DATABASE_URL: other.url })
        await other.drop()
        expect(wrongEngine.code).toBe(1)
        expect(wrongEngine.stderr).toMatch(/embedded database \(PGlite\): restore it with DATABASE_URL unset/)
      }
    }
  }, 240_000)

  it('a restore holds DATA_DIR: refused where a process holds it, and refuses a server started meanwhile', async () => {
    const held = path.join(root, 'held')
    const holder = await acquireDataDir(held, { role: 'server', exclusive: true })
    try {
      const refused = await command('restore', [archive], { DATA_DIR: held })
      expect(refused.code).toBe(1)
      expect(refused.stderr.trim()).toBe(
        `Restore refused: DATA_DIR ${held} is in use by a running Stagebook server (pid ${process.pid}): ` +
          'one process at a time may open its database.',
      )
    } finally {
      await holder?.release()
    }
    expect(fs.readdirSync(held)).toEqual([])

    const during = path.join(root, 'during')
    const database = usingPostgres ? await createDatabase(process.env.DATABASE_URL!) : null
    try {
      const restore = startCli('restore', [archive], { DATA_DIR: during, DATABASE_URL: database?.url })
      const note = path.join(during, SOCKET_NOTE_NAME)
      await vi.waitFor(() => expect(fs.existsSync(note) && fs.readFileSync(note, 'utf8')).toContain('"restore"'), {
        timeout: 60_000,
        interval: 10,
      })
      // What a server starting now does first (app.ts): on either engine it may not share a restoring directory.
      const server = await acquireDataDir(during, { role: 'server', exclusive: !usingPostgres }).catch((e) => e)
      expect(server).toBeInstanceOf(DataDirInUse)
      expect((server as DataDirInUse).holder).toEqual({ pid: restore.child.pid, role: 'restore' })
      expect((server as DataDirInUse).message).toContain(`is in use by \`npm run restore\` (pid ${restore.child.pid})`)
      const done = await restore.finished
      expect(done.stderr).toBe('')
      expect(done.code).toBe(0)
      // Released: no socket or note left in the restored directory.
      expect(fs.readdirSync(during).sort()).toEqual([usingPostgres ? null : 'pglite', 'storage'].filter(Boolean))
    } finally {
      await database?.drop()
    }
  }, 240_000)

  it('a server on the restored data, under another PUBLIC_URL, has everything; old sessions still work', async () => {
    restored = await startTestApp({
      dataDir: restoredDir,
      ...(target ? { sharedDatabaseUrl: target.url } : {}),
      env: { PUBLIC_URL: NEW_ORIGIN },
    })
    const api = (p: string, token: string) => restored!.api(p, { token })

    const lists = await (await api('/api/favorites/lists', booker.token)).json()
    const summer = lists.find((l: { name: string }) => l.name === 'Summer shortlist')
    expect(summer.favorites.map((f: { entity_id: number }) => f.entity_id)).toEqual([venueId])

    const mine = await api('/api/enquiries/mine', booker.token)
    expect(mine.status).toBe(200)
    expect(JSON.stringify(await mine.json())).toContain('Is the hall free that night?')
    const inbox = await api('/api/enquiries/inbox', owner.token)
    expect(JSON.stringify(await inbox.json())).toContain('Release party')

    const venue = await (await api(`/api/venues/${venueId}`, owner.token)).json()
    expect(venue.photos).toEqual([`${NEW_ORIGIN}${new URL(photoUrl).pathname}`])
    const image = await fetch(`${restored.url}${new URL(venue.photos[0]).pathname}`)
    expect(image.status).toBe(200)
    expect(Buffer.from(await image.arrayBuffer()).equals(photoBytes)).toBe(true)

    const profile = (await (await api('/api/user/profile', booker.token)).json()).data
    expect(profile.avatar_url).toMatch(
      new RegExp(`^${NEW_ORIGIN}/storage/v1/object/public/avatars/${booker.id}\\.webp\\?v=\\d+$`),
    )
    expect((await fetch(`${restored.url}${new URL(profile.avatar_url).pathname}`)).status).toBe(200)
  }, 240_000)

  it('backs up without a running server too (the command opens the database itself)', async () => {
    await restored!.stop()
    restored = null
    const second = path.join(root, 'offline.tar.gz')
    const run = await command('backup', [second], { DATA_DIR: restoredDir, DATABASE_URL: target?.url })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).not.toContain('running server')
    expect(run.stdout).toMatch(/Backup done: \w+ database with \d+ migrations, 2 stored objects/)
  }, 240_000)
})
