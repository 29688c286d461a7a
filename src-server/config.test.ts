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

  it('opens the dev mailbox only for embedded auth without SMTP on a loopback address, unless told', () => {
    expect(loadConfig({}).devMailbox).toBe(true)
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).devMailbox).toBe(true)
    expect(loadConfig({ PUBLIC_URL: 'https://stagebook.example' }).devMailbox).toBe(false)
    expect(loadConfig({ PUBLIC_URL: 'https://stagebook.example', DEV_MAILBOX: 'true' }).devMailbox).toBe(true)
    expect(loadConfig({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false)
    expect(loadConfig({ HOST: '0.0.0.0' }).devMailbox).toBe(false) // Docker: reachable from outside
    expect(loadConfig({ HOST: '0.0.0.0', DEV_MAILBOX: 'true' }).devMailbox).toBe(true)
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:25', DEV_MAILBOX: 'true' }).devMailbox).toBe(false)
    const hosted = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'x'.repeat(30) }
    expect(loadConfig({ ...hosted, SUPABASE_SERVICE_ROLE_KEY: 'y'.repeat(30) }).devMailbox).toBe(false)
    expect(() => loadConfig({ DEV_MAILBOX: 'sometimes' })).toThrow(/DEV_MAILBOX/)
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })
})
