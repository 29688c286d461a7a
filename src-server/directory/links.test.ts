import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { artistEditSchema, isSafeLink, LINK_MESSAGE } from '../../src/directory/schema.ts'
import { DEMO_OWNER } from '../demo-accounts.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'
import { seedDemo } from './seed.ts'

/** Listing links become `href`s, so only http(s), mailto and tel links are stored. */
const HOSTILE_LINKS = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/',
]

describe('isSafeLink', () => {
  it('accepts web, mail and phone links and nothing else', () => {
    for (const ok of [
      'https://band.example/live',
      'http://venue.example',
      'mailto:booking@band.example',
      'tel:+4930123',
    ])
      expect(isSafeLink(ok), ok).toBe(true)
    for (const bad of [...HOSTILE_LINKS, 'https://', 'mailto:', 'ftp://files.example'])
      expect(isSafeLink(bad), bad).toBe(false)
  })
})

let t: TestApp
let admin: TestUser
let owner: TestUser
let venueId: number
let artistId: number

beforeAll(async () => {
  t = await startTestApp({ setup: false })
  await seedDemo(t.deps.db, 0)
  admin = await t.newUser({ admin: true })
  owner = { id: DEMO_OWNER.id, email: DEMO_OWNER.email, token: await t.tokenFor(DEMO_OWNER.id) }
  venueId = (await t.deps.db.selectFrom('venues').select('id').where('name', '=', 'Glutwerk').executeTakeFirstOrThrow())
    .id
  artistId = (await t.deps.db.selectFrom('artists').select('id').orderBy('id').executeTakeFirstOrThrow()).id
})
afterAll(() => t?.stop())

const artistData = (links: Record<string, string>, website = '') => ({
  name: 'Link Test',
  description: '',
  city: 'Berlin',
  country: 'DE',
  lat: 52.5,
  lng: 13.4,
  contacts: { website },
  act_type: 'solo',
  genres: [],
  lineup_size: 1,
  fee_min: null,
  fee_max: null,
  currency: 'EUR',
  languages: [],
  links,
})

describe('listing links over HTTP', () => {
  it('refuses javascript:, data: and vbscript: links with a clear message, on REST and tRPC', async () => {
    for (const link of HOSTILE_LINKS) {
      const rest = await t.api(`/api/artists/${artistId}`, {
        method: 'PUT',
        token: admin.token,
        json: artistData({ website: link }),
      })
      expect(rest.status, link).toBe(400)
      expect((await rest.json()).statusMessage).toBe(LINK_MESSAGE)
      const trpc = await t.api('/trpc/directory.update', {
        method: 'POST',
        token: admin.token,
        json: { type: 'artist', id: artistId, data: artistData({ video: link }) },
      })
      expect(trpc.status, link).toBe(400)
    }
    const venue = (await (await t.api(`/api/venues/${venueId}`, { token: owner.token })).json()) as Record<
      string,
      unknown
    >
    const { id: _id, ...rest } = venue
    const res = await t.api(`/api/venues/${venueId}`, {
      method: 'PUT',
      token: owner.token,
      json: { ...rest, contacts: { website: 'data:text/html,<script>alert(1)</script>' } },
    })
    expect(res.status).toBe(400)
  })

  it('stores http(s), mailto and tel links', async () => {
    const links = { website: 'https://band.example/', audio: 'mailto:demo@band.example', video: 'tel:+4930123' }
    const res = await t.api(`/api/artists/${artistId}`, {
      method: 'PUT',
      token: admin.token,
      json: artistData(links, 'http://old.band.example/'),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const stored = (await (await t.api(`/api/artists/${artistId}`)).json()) as { links: unknown; contacts: unknown }
    expect(stored.links).toMatchObject(links)
    expect(stored.contacts).toMatchObject({ website: 'http://old.band.example/' })
    expect(artistEditSchema.safeParse(artistData(links)).success).toBe(true)
  })
})
