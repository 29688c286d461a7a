import { describe, expect, it } from 'vitest'
import { GUARD_CONFIG, isGuarded, isSafeReturnPath } from '../../src-client/auth/guard-config.ts'
import { ROUTE_BY_NAME } from '../routes.ts'

describe('route guard configuration', () => {
  it('guards exactly the protected routes of the table', () => {
    expect(isGuarded(ROUTE_BY_NAME.account, '/account')).toBe(true)
    expect(isGuarded(ROUTE_BY_NAME.favorites, '/favorites')).toBe(true)
    expect(isGuarded(ROUTE_BY_NAME['venues-id-edit'], '/venues/3/edit')).toBe(true)
    expect(isGuarded(ROUTE_BY_NAME['stageWhisperer-manager'], '/stageWhisperer/manager')).toBe(true)
    expect(isGuarded(ROUTE_BY_NAME.riderGenerator, '/riderGenerator')).toBe(true)
    expect(isGuarded(ROUTE_BY_NAME['venues-id-details'], '/venues/3/details')).toBe(false)
    expect(isGuarded(ROUTE_BY_NAME['auth-login'], '/auth/login')).toBe(false)
  })

  it('never guards the login and callback paths, honours excluded paths and included patterns', () => {
    const fakeProtectedLogin = { ...ROUTE_BY_NAME['auth-login'], protected: true }
    expect(isGuarded(fakeProtectedLogin, '/auth/login')).toBe(false)
    expect(isGuarded({ ...ROUTE_BY_NAME['auth-confirm'], protected: true }, '/auth/confirm')).toBe(false)

    GUARD_CONFIG.excludedPaths.push('/favorites')
    try {
      expect(isGuarded(ROUTE_BY_NAME.favorites, '/favorites')).toBe(false)
    } finally {
      GUARD_CONFIG.excludedPaths.pop()
    }
    GUARD_CONFIG.includedPatterns = [/\/edit$/]
    try {
      expect(isGuarded(ROUTE_BY_NAME['artists-id-edit'], '/artists/1/edit')).toBe(true)
      expect(isGuarded(ROUTE_BY_NAME.account, '/account')).toBe(false)
    } finally {
      GUARD_CONFIG.includedPatterns = null
    }
  })

  it('returns only to same-origin, non-auth paths (no open redirect, no loop)', () => {
    expect(isSafeReturnPath('/account?tab=1#x')).toBe(true)
    expect(isSafeReturnPath('/de/venues/3/edit')).toBe(true)
    expect(isSafeReturnPath('//evil.example/')).toBe(false)
    expect(isSafeReturnPath('https://evil.example/')).toBe(false)
    expect(isSafeReturnPath('/\\evil.example')).toBe(false)
    expect(isSafeReturnPath('/auth/login')).toBe(false)
    expect(isSafeReturnPath('/fr/auth/confirm?token_hash=x')).toBe(false)
    expect(isSafeReturnPath(null)).toBe(false)
  })
})
