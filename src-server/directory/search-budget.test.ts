import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMIT_RULES } from '../limits/limits.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'

/**
 * The search budget per client address (limits.ts `search`), over every search door at once: a person typing with
 * type-ahead never meets it; a script looping searches is answered 429 within seconds, on REST and tRPC alike,
 * while other addresses search on. The server trusts one proxy hop here, so X-Forwarded-For picks the address.
 */
let t: TestApp
beforeAll(async () => {
  // The window is an hour here: a test that spends the whole budget cannot count on a busy machine doing it within
  // the real minute (the counter would start again and the script would pass).
  t = await startTestApp({
    env: { TRUST_PROXY: '1' },
    limitRules: { search: { ...LIMIT_RULES.search, durationS: 3600 } },
  })
})
afterAll(async () => {
  await t?.stop()
})

const from = (address: string, path: string) => t.api(path, { headers: { 'x-forwarded-for': address } })
const trpcSearch = (address: string) =>
  from(
    address,
    `/trpc/directory.search?input=${encodeURIComponent(JSON.stringify({ kind: 'venue', query: { q: 'jazz' } }))}`,
  )

describe('the search budget', () => {
  it('lets a person type: type-ahead on every keystroke, then the search, its relaxations and the cities', async () => {
    const person = '198.51.100.5'
    let requests = 0
    for (const [kind, query, city] of [
      ['venues', 'Philharmonie am See', 'Berlin'],
      ['artists', 'Jazz quartet from Hamburg', 'Hamburg'],
      ['services', 'Lichttechnik und Bühne', 'Köln'],
    ] as const) {
      for (let n = 2; n <= query.length; n++) {
        const res = await from(person, `/api/directory/typeahead?q=${encodeURIComponent(query.slice(0, n))}`)
        expect(res.status).toBe(200)
        requests++
      }
      for (let n = 2; n <= city.length; n++) {
        expect((await from(person, `/api/directory/cities?q=${encodeURIComponent(city.slice(0, n))}`)).status).toBe(200)
        requests++
      }
      const search = `/api/${kind}/search?q=${encodeURIComponent(query)}&city=${encodeURIComponent(city)}`
      for (const path of [
        search,
        `/api/${kind}/search/relax?q=${encodeURIComponent(query)}`,
        `/api/search?q=${query}`,
      ]) {
        expect((await from(person, path)).status).toBe(200)
        requests++
      }
      expect((await trpcSearch(person)).status).toBe(200)
      requests++
    }
    // Three searches typed out in well under a minute use a third of the budget.
    expect(requests).toBeLessThan(LIMIT_RULES.search.points / 2)
  })

  it('stops a script looping searches, on every search door, and only its own address', async () => {
    const script = '203.0.113.66'
    const { points } = LIMIT_RULES.search
    const doors = ['/api/venues/search?q=zzyzxq', '/api/search?q=zzyzxq', '/api/directory/typeahead?q=zzyzxq']
    let ok = 0
    for (let i = 0; i < points; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, points - i) }, (_, j) => from(script, doors[(i + j) % doors.length]!)),
      )
      ok += batch.filter((r) => r.status === 200).length
    }
    expect(ok).toBe(points)
    for (const path of [...doors, '/api/artists/search/relax?q=x', '/api/directory/cities?q=Ber']) {
      const res = await from(script, path)
      expect(res.status, path).toBe(429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await res.json()) as { i18nKey: string }).i18nKey).toBe('common.errors.tooManyRequests')
    }
    const trpc = await trpcSearch(script)
    expect(trpc.status).toBe(429)
    expect(((await trpc.json()) as any).error.data.code).toBe('TOO_MANY_REQUESTS')
    // Everyone else searches on.
    expect((await from('198.51.100.77', '/api/venues/search?q=zzyzxq')).status).toBe(200)
    expect((await trpcSearch('198.51.100.77')).status).toBe(200)
  })
})
