import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, ENV_SHAPE, isPublic, loadConfig } from './config.ts'

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
      expect((error as Error).message.split('\n')).toHaveLength(3)
    }
  })

  it('requires the Supabase keys when SUPABASE_URL is set', () => {
    expect(() => loadConfig({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /SUPABASE_ANON_KEY: is required when SUPABASE_URL is set/,
    )
  })

  it('checks the S3 storage settings: required with STORAGE_BACKEND=s3, never with hosted Supabase, secrets not echoed', () => {
    expect(loadConfig({}).STORAGE_BACKEND).toBe('disk')
    try {
      loadConfig({ STORAGE_BACKEND: 's3', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })
      expect.unreachable()
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'S3_BUCKET: is required when STORAGE_BACKEND=s3',
        'S3_SECRET_ACCESS_KEY: is required when STORAGE_BACKEND=s3',
      ])
    }
    const s3 = {
      STORAGE_BACKEND: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'stagebook-media',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'a-secret-value',
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'auto',
    }
    expect(loadConfig(s3)).toMatchObject({ S3_FORCE_PATH_STYLE: true, S3_REGION: 'auto', S3_BUCKET: 'stagebook-media' })
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/)
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/)
    expect(() => loadConfig({ ...s3, STORAGE_BACKEND: 'gcs' })).toThrow(/STORAGE_BACKEND/)
    const tooLong = 'x'.repeat(300)
    try {
      loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: tooLong })
      expect.unreachable()
    } catch (error) {
      expect((error as Error).message).toMatch(/S3_SECRET_ACCESS_KEY/)
      expect((error as Error).message).not.toContain(tooLong)
    }
    const hosted = {
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'x'.repeat(30),
      SUPABASE_SERVICE_ROLE_KEY: 'y'.repeat(30),
    }
    expect(() => loadConfig({ ...hosted, ...s3 })).toThrow(/STORAGE_BACKEND: is for the embedded storage/)
  })

  it('opens the dev mailbox only for embedded auth without SMTP on a loopback address, unless told', () => {
    expect(loadConfig({}).devMailbox).toBe(true)
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).devMailbox).toBe(true)
    expect(loadConfig({ PUBLIC_URL: 'https://stagebook.example' }).devMailbox).toBe(false)
    expect(loadConfig({ PUBLIC_URL: 'https://stagebook.example', DEV_MAILBOX: 'true' }).devMailbox).toBe(true)
    expect(loadConfig({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false)
    const lan = { HOST: '0.0.0.0', PUBLIC_URL: 'http://192.168.1.5:3000' }
    expect(loadConfig(lan).devMailbox).toBe(false) // Docker: reachable from outside
    expect(loadConfig({ ...lan, DEV_MAILBOX: 'true' }).devMailbox).toBe(true)
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:25', DEV_MAILBOX: 'true' }).devMailbox).toBe(false)
    const hosted = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'x'.repeat(30) }
    expect(loadConfig({ ...hosted, SUPABASE_SERVICE_ROLE_KEY: 'y'.repeat(30) }).devMailbox).toBe(false)
    expect(() => loadConfig({ DEV_MAILBOX: 'sometimes' })).toThrow(/DEV_MAILBOX/)
  })

  it('decides "public vs laptop" once: public unless HOST and PUBLIC_URL (if set) are loopback addresses', () => {
    const laptop = [{}, { HOST: 'localhost' }, { HOST: '::1' }, { PUBLIC_URL: 'http://127.0.0.1:8080' }]
    for (const env of laptop) expect(loadConfig(env).isPublic, JSON.stringify(env)).toBe(false)
    const https = 'https://stagebook.example'
    const exposed = [{ PUBLIC_URL: https }, { HOST: '0.0.0.0', PUBLIC_URL: https }, { HOST: '::', PUBLIC_URL: https }]
    for (const env of exposed) expect(loadConfig(env).isPublic, JSON.stringify(env)).toBe(true)
    expect(isPublic({ HOST: '192.168.1.5', PUBLIC_URL: 'http://localhost:3000' })).toBe(true)
  })

  it('refuses a public start without PUBLIC_URL in one line', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.5']) {
      expect(() => loadConfig({ HOST })).toThrow(/^Invalid configuration: PUBLIC_URL: is required when the server/)
    }
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'http://192.168.1.5:3000' }).publicUrl).toBe(
      'http://192.168.1.5:3000',
    )
  })

  it('knows an https PUBLIC_URL (Secure cookie, HSTS)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://stagebook.example/' })).toMatchObject({
      https: true,
      publicUrl: 'https://stagebook.example',
    })
    expect(loadConfig({}).https).toBe(false)
  })

  it('reads TRUST_PROXY as nobody, a number of hops, or proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeNull()
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBeNull()
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ hops: 1 })
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 })
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1 loopback' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', '127.0.0.1', 'loopback'],
    })
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY/)
  })

  it('reads DEMO_ACCOUNTS, LOG_FORMAT and DISPLAY_FRAME_ANCESTORS', () => {
    expect(loadConfig({}).DEMO_ACCOUNTS).toBe('auto')
    expect(loadConfig({ DEMO_ACCOUNTS: 'random' }).DEMO_ACCOUNTS).toBe('random')
    expect(() => loadConfig({ DEMO_ACCOUNTS: 'yes' })).toThrow(/DEMO_ACCOUNTS/)
    expect(loadConfig({}).LOG_FORMAT).toBe('auto')
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/)
    expect(loadConfig({}).DISPLAY_FRAME_ANCESTORS).toBeUndefined()
    expect(
      loadConfig({ DISPLAY_FRAME_ANCESTORS: "https://obs.example.com, 'self' https://*.tv.example:8443" }),
    ).toMatchObject({ DISPLAY_FRAME_ANCESTORS: ['https://obs.example.com', "'self'", 'https://*.tv.example:8443'] })
    expect(() => loadConfig({ DISPLAY_FRAME_ANCESTORS: 'obs.example.com; script-src *' })).toThrow(
      /DISPLAY_FRAME_ANCESTORS: "obs.example.com;" is not an origin/,
    )
  })

  it('documents every variable in .env.example and the docs/configuration.md table, and nothing else', () => {
    const keys = Object.keys(ENV_SHAPE).sort()
    const example = fs.readFileSync('.env.example', 'utf8')
    expect([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]).sort()).toEqual(keys)
    // The "Server variables" section only: the tests' and benchmarks' own variables have a table of their own.
    const doc = fs.readFileSync('docs/configuration.md', 'utf8')
    const section = doc.split(/^## Server variables$/m)[1]?.split(/^## /m)[0] ?? ''
    const table = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((m) => m[1])
    expect([...new Set(table)].sort()).toEqual(keys)
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })
})
