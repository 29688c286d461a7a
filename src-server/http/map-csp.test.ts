import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { cspDirectives } from './security-headers.ts'

const base = { PORT: '3000', HOST: '127.0.0.1' }

describe('MAP_STYLE_URL in the CSP', () => {
  it('allows the default style origin (OpenFreeMap) for map data and images, and blob: workers', () => {
    const config = loadConfig(base)
    expect(config.MAP_STYLE_URL).toBe('https://tiles.openfreemap.org/styles/liberty')
    const csp = cspDirectives(config)
    expect(csp['connect-src']).toContain('https://tiles.openfreemap.org')
    expect(csp['img-src']).toContain('https://tiles.openfreemap.org')
    expect(csp['worker-src']).toEqual(["'self'", 'blob:'])
    expect(csp['child-src']).toEqual(["'self'", 'blob:'])
    // Scripts never come from the map's origin.
    expect(csp['script-src']).toEqual(["'self'"])
  })

  it('follows a configured style: its origin only, not its path, and not the default any more', () => {
    const csp = cspDirectives(loadConfig({ ...base, MAP_STYLE_URL: 'https://maps.example.com:8443/styles/dark.json' }))
    expect(csp['connect-src']).toContain('https://maps.example.com:8443')
    expect(csp['connect-src']?.join(' ')).not.toContain('openfreemap')
    expect(csp['connect-src']?.join(' ')).not.toContain('/styles/')
  })

  it('refuses a style URL that is not http(s)', () => {
    expect(() => loadConfig({ ...base, MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/)
    expect(() => loadConfig({ ...base, MAP_STYLE_URL: 'not a url' })).toThrow(/MAP_STYLE_URL/)
  })
})
