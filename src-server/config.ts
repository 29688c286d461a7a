import path from 'node:path'
import proxyaddr from 'proxy-addr'
import { z } from 'zod'
import { signingKeySettingProblem } from './auth/signing-key-shape.ts'
import { maskUrlPasswords } from './start-failure.ts'

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes')

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/**
 * Who may tell us the client's address: `false`/`0` nobody (the socket's peer is the client), a number of proxy
 * hops in front of the server (`true` = 1), or the proxies' addresses/CIDRs (proxy-addr names such as
 * `loopback` too). The client address is then read from the right of X-Forwarded-For, so a client cannot pick it.
 */
export type TrustProxy = { hops: number } | { addresses: string[] } | null

const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const v = value.trim().toLowerCase()
  if (['false', '0', 'no'].includes(v)) return null
  if (['true', 'yes'].includes(v)) return { hops: 1 }
  if (/^\d+$/.test(v)) {
    const hops = Number(v)
    if (hops > 10) ctx.addIssue({ code: 'custom', message: 'must be at most 10 proxy hops' })
    return { hops }
  }
  const addresses = v.split(/[\s,]+/).filter(Boolean)
  try {
    proxyaddr.compile(addresses)
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be false, a number of proxy hops, or proxy addresses/CIDRs' })
  }
  return { addresses }
})

/** CSP source expressions that may embed the stage display (`frame-ancestors`). */
const frameAncestors = z.string().transform((value, ctx) => {
  const sources = value.split(/[\s,]+/).filter(Boolean)
  for (const s of sources) {
    const ok =
      s === '*' || s === "'self'" || s === 'self' || /^https?:$/.test(s) || /^https?:\/\/(\*\.)?[\w.-]+(:\d+)?$/.test(s)
    if (!ok) ctx.addIssue({ code: 'custom', message: `"${s}" is not an origin (https://host[:port]), 'self' or *` })
  }
  return sources.map((s) => (s === 'self' ? "'self'" : s))
})

/** Every variable the server reads. `.env.example` documents each one; keep them in step. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535, 'must be 0-65535').default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: url.optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    PGLITE_MEMORY: z.enum(['small', 'fast'], { error: 'must be small or fast' }).default('small'),
    SUPABASE_URL: url.optional(),
    SUPABASE_ANON_KEY: z.string().min(20, 'looks too short for a Supabase key').optional(),
    SUPABASE_SERVICE_ROLE_KEY: z.string().min(20, 'looks too short for a Supabase key').optional(),
    SUPABASE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    AUTH_SIGNING_KEY: z
      .string()
      .max(16_384)
      .superRefine((value, ctx) => {
        const problem = signingKeySettingProblem(value)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      })
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Stagebook <no-reply@stagebook.local>'),
    SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
    // Unset: the full demo plan, every city with eight of each main type (directory/demo-data.ts PLANNED_ROWS).
    SEED_COUNT: z.coerce.number().int().min(0).max(100_000).optional(),
    DEMO_ACCOUNTS: z.enum(['auto', 'random', 'false']).default('auto'),
    ADMIN_EMAIL: z.email({ error: 'must be an email address' }).max(320).optional(),
    AUTH_RATE_LIMIT: bool.default(true),
    SEARCH_RATE_LIMIT: bool.default(true),
    UPLOAD_SPOOL_MAX_MB: z.coerce.number().int().min(16).max(65_536).default(512),
    UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    IMAGE_RENDER_CACHE_MB: z.coerce.number().int().min(0).max(1_048_576).default(512),
    /** Where the embedded storage keeps object bytes: DATA_DIR (`disk`) or an S3-compatible bucket (`s3`). */
    STORAGE_BACKEND: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: url.optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1 or auto')
      .default('us-east-1'),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lowercase letters, digits, dots, dashes)',
      )
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** Tests only: services see now + this many days (enquiry dates, review windows). Ignored on a public start. */
    CLOCK_SHIFT_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
    AUTH_AUTOCONFIRM: bool.default(false),
    AUTH_SIGNUP: bool.default(true),
    AUTH_ANONYMOUS: bool.default(false),
    DEV_MAILBOX: z.enum(['auto', 'true', 'false']).default('auto'),
    TRUST_PROXY: trustProxy.default(null),
    DISPLAY_FRAME_ANCESTORS: frameAncestors.optional(),
    MAP_STYLE_URL: url.default('https://tiles.openfreemap.org/styles/liberty'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
    CLIENT_DIST_DIR: z.string().min(1).default('dist/client'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    if (isPublic(env) && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: `is required when the server listens on a public address (HOST=${env.HOST}): set it to the address people open, e.g. https://stagebook.example.com`,
      })
    }
    if (env.SUPABASE_URL) {
      for (const key of ['SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SUPABASE_URL is set' })
      }
    }
    if (env.STORAGE_BACKEND === 's3') {
      if (env.SUPABASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['STORAGE_BACKEND'],
          message: 'is for the embedded storage: with SUPABASE_URL set, Supabase keeps the objects (unset it)',
        })
      }
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_BACKEND=s3' })
      }
    }
  })

export type Env = z.infer<typeof EnvSchema>

/** Every variable, by name (the config test checks that `.env.example` and docs/configuration.md list exactly these). */
export const ENV_SHAPE = EnvSchema.shape

export interface Config extends Env {
  /** Absolute DATA_DIR. */
  dataDir: string
  /** PUBLIC_URL, or http://localhost:PORT on a laptop (the port the server got when PORT=0). No trailing slash. */
  publicUrl: string
  /** Reachable from other machines (see isPublic()): no well-known demo passwords, no dev mailbox by default. */
  isPublic: boolean
  /** PUBLIC_URL is https: Secure session cookie, HSTS, upgrade-insecure-requests. */
  https: boolean
  /** True when the server itself serves /auth/v1 and /storage/v1. */
  embeddedSupabase: boolean
  /** MAIL_FROM was given (not the placeholder default): a public start without it warns. */
  mailFromSet: boolean
  /** Embedded auth without SMTP keeps its mails for /dev/mailbox (see devMailbox()). */
  devMailbox: boolean
  clientDistDir: string
}

export class ConfigError extends Error {
  readonly problems: string[]

  constructor(problems: string[]) {
    // One self-contained line per problem: the first thing a failed start prints.
    super(problems.map((p) => `Invalid configuration: ${p}`).join('\n'))
    this.problems = problems
  }
}

/** Settings whose value a configuration error must not print (it lands in logs). */
const SECRET_SETTINGS = new Set([
  'SUPABASE_JWT_SECRET',
  'SUPABASE_SERVICE_ROLE_KEY',
  'AUTH_SIGNING_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
])

/** Parses the environment. Empty strings count as unset, so `FOO=` in a .env file means "use the default". */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = EnvSchema.safeParse(cleaned)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = issue.path.join('.') || '(environment)'
        // Credentials are never echoed into a log line.
        const value = SECRET_SETTINGS.has(key) ? undefined : cleaned[key]
        return maskUrlPasswords(`${key}: ${issue.message}${value !== undefined ? ` (got "${value}")` : ''}`)
      }),
    )
  }
  const e = parsed.data
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    isPublic: isPublic(e),
    https: publicUrl.startsWith('https:'),
    embeddedSupabase: !e.SUPABASE_URL,
    devMailbox: devMailbox(e),
    mailFromSet: cleaned.MAIL_FROM !== undefined,
    clientDistDir: path.resolve(e.CLIENT_DIST_DIR),
  }
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/

/**
 * "Public vs laptop", decided once: a server is public unless it listens on a loopback address and PUBLIC_URL,
 * if set, is a loopback address too (Docker listens on 0.0.0.0; a server behind a proxy has a public PUBLIC_URL).
 * A public start needs PUBLIC_URL, creates no demo accounts with known passwords and keeps the dev mailbox off.
 */
export function isPublic(e: Pick<Env, 'HOST' | 'PUBLIC_URL'>): boolean {
  const publicHost = e.PUBLIC_URL ? URL.parse(e.PUBLIC_URL)?.hostname : 'localhost'
  return !(LOOPBACK.test(e.HOST) && LOOPBACK.test(publicHost ?? ''))
}

/**
 * The dev mailbox lists every confirmation and password-reset link, so it must never face the public: it is on
 * only for embedded auth without SMTP, and with DEV_MAILBOX=auto only on a laptop.
 */
function devMailbox(e: Env): boolean {
  if (e.SUPABASE_URL || e.SMTP_URL || e.DEV_MAILBOX === 'false') return false
  return e.DEV_MAILBOX === 'true' || !isPublic(e)
}
