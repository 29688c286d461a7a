import { describe, expect, it } from 'vitest'
import { localizePath, matchRoute, pathFor, splitLocale } from './routes.ts'

describe('route table', () => {
  it('matches every path with and without a locale prefix', () => {
    expect(matchRoute('/venues/search')?.route.name).toBe('venues-search')
    expect(matchRoute('/de/venues/search')).toMatchObject({ locale: 'de', route: { name: 'venues-search' } })
    expect(matchRoute('/artists/12/details')?.params).toEqual({ id: '12' })
    expect(matchRoute('/fr')?.route.name).toBe('index')
    expect(matchRoute('/venues/search/')?.route.name).toBe('venues-search')
  })

  it("applies a route's own param checks", () => {
    expect(matchRoute('/artists/abc/details')).toBeNull()
    expect(matchRoute('/artists/0/details')).toBeNull()
    expect(matchRoute('/nope')).toBeNull()
    expect(matchRoute('/en/venues/search')).toBeNull() // the default locale has no prefix
    // Malformed percent-escapes in a param are no page (was a URIError, answered 500).
    for (const bad of ['%E0%A4%A', '%ED%A0%80', '%F0%9F', '%C0%80']) {
      expect(matchRoute(`/artists/${bad}/details`)).toBeNull()
      expect(matchRoute(`/riders/shared/${bad}`)).toBeNull()
    }
  })

  it('builds localized paths', () => {
    expect(localizePath('/', 'de')).toBe('/de')
    expect(localizePath('/search', 'en')).toBe('/search')
    expect(pathFor('venues-id-details', { id: 7 }, 'it')).toBe('/it/venues/7/details')
    expect(splitLocale('/es/search')).toEqual({ locale: 'es', path: '/search', prefixed: true })
  })
})
