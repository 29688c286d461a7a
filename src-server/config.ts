import path from 'node:path'
import { z } from 'zod'

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes')

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

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
    SUPABASE_URL: url.optional(),
    SUPABASE_ANON_KEY: z.string().min(20, 'looks too short for a Supabase key').optional(),
    SUPABASE_SERVICE_ROLE_KEY: z.string().min(20, 'looks too short for a Supabase key').optional(),
    SUPABASE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Stagebook <no-reply@stagebook.local>'),
    SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
    SEED_COUNT: z.coerce.number().int().min(0).max(100_000).default(300),
    AUTH_RATE_LIMIT: bool.default(true),
    AUTH_AUTOCONFIRM: bool.default(false),
    DEV_MAILBOX: z.enum(['auto', 'true', 'false']).default('auto'),
    TRUST_PROXY: bool.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CLIENT_DIST_DIR: z.string().min(1).default('dist/client'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    if (env.SUPABASE_URL) {
      for (const key of ['SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SUPABASE_URL is set' })
      }
    }
  })

export type Env = z.infer<typeof EnvSchema>

export interface Config extends Env {
  /** Absolute DATA_DIR. */
  dataDir: string
  publicUrl: string
  /** True when the server itself serves /auth/v1 and /storage/v1. */
  embeddedSupabase: boolean
  /** Embedded auth without SMTP keeps its mails for /dev/mailbox (see devMailbox()). */
  devMailbox: boolean
  clientDistDir: string
}

export class ConfigError extends Error {
  readonly problems: string[]

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.problems = problems
  }
}

/** Parses the environment. Empty strings count as unset, so `FOO=` in a .env file means "use the default". */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = EnvSchema.safeParse(cleaned)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = issue.path.join('.') || '(environment)'
        const value = cleaned[key]
        return `${key}: ${issue.message}${value !== undefined ? ` (got "${value}")` : ''}`
      }),
    )
  }
  const e = parsed.data
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    embeddedSupabase: !e.SUPABASE_URL,
    devMailbox: devMailbox(e),
    clientDistDir: path.resolve(e.CLIENT_DIST_DIR),
  }
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/

/**
 * The dev mailbox lists every confirmation and password-reset link, so it must never face the public: it is on
 * only for embedded auth without SMTP, and with DEV_MAILBOX=auto only on a laptop: the server listens on a
 * loopback address and no public URL is configured (Docker listens on 0.0.0.0, a proxied server has PUBLIC_URL).
 */
function devMailbox(e: Env): boolean {
  if (e.SUPABASE_URL || e.SMTP_URL || e.DEV_MAILBOX === 'false') return false
  const publicHost = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'localhost'
  return e.DEV_MAILBOX === 'true' || (LOOPBACK.test(e.HOST) && LOOPBACK.test(publicHost))
}
