import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('config', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.embeddedSupabase).toBe(true)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.publicUrl).toBe('http://localhost:3000')
  })

  it('names every bad variable on its own readable line', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      const problems = (error as ConfigError).problems
      expect(problems).toHaveLength(3)
      expect(problems.find((p) => p.startsWith('PORT:'))).toMatch(/must be a number.*"eighty"/)
      expect(problems.find((p) => p.startsWith('DATABASE_URL:'))).toMatch(/postgres:\/\//)
      expect(problems.find((p) => p.startsWith('LOG_LEVEL:'))).toBeTruthy()
      expect((error as Error).message.split('\n')).toHaveLength(4)
    }
  })

  it('requires the Supabase keys when SUPABASE_URL is set', () => {
    expect(() => loadConfig({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /SUPABASE_ANON_KEY: is required when SUPABASE_URL is set/,
    )
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })
})
