import net from 'node:net'
import type { Config } from './config.ts'

/**
 * What went wrong at start, as the one line an operator needs: the common situations (port taken, database
 * unreachable, disk full, DATA_DIR not writable) say what to do instead of printing a stack trace.
 */

/** A start failure whose message is already that one line. */
export class StartError extends Error {}

/** `postgres://user:secret@host` → `postgres://user:***@host`, for every URL in a text. */
export function maskUrlPasswords(text: string): string {
  return text.replace(/\b([a-z][a-z\d+.-]*:\/\/[^\s:/@]*:)[^\s@/]*@/gi, '$1***@')
}

type Failure = Pick<Config, 'HOST' | 'PORT' | 'DATABASE_URL' | 'dataDir'>

/** The one line for `error`, or null when it is none of the known situations (then the full error is logged). */
export function describeStartFailure(error: unknown, config: Failure): string | null {
  if (error instanceof StartError) return maskUrlPasswords(error.message)
  const { code, syscall, path } = errorFacts(error)
  if (syscall === 'listen' && code === 'EADDRINUSE') {
    return `Cannot listen on ${config.HOST}:${config.PORT}: the port is already in use. Stop the program that uses it, or set PORT to a free port.`
  }
  if (syscall === 'listen' && (code === 'EACCES' || code === 'EPERM')) {
    return `Cannot listen on ${config.HOST}:${config.PORT}: no permission for this port (ports below 1024 need privileges). Set PORT to 1024 or higher and put a reverse proxy in front.`
  }
  if (code === 'ENOSPC') {
    return `The disk is full${path ? ` (writing ${path})` : ''}: free space on the disk that holds DATA_DIR (${config.dataDir}) and start again.`
  }
  if (config.DATABASE_URL) {
    const reason = databaseReason(error, code)
    if (reason) {
      return `Cannot connect to the database at ${maskUrlPasswords(config.DATABASE_URL)}: ${reason}. Check that Postgres is running there and that DATABASE_URL is right.`
    }
  }
  if (code && DATA_DIR_CODES.has(code) && path?.startsWith(config.dataDir)) return dataDirFailure(config.dataDir, code)
  return null
}

const DATA_DIR_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST'])

export function dataDirFailure(dataDir: string, code: string): string {
  const why =
    code === 'EROFS'
      ? 'it is on a read-only file system'
      : code === 'ENOTDIR' || code === 'EEXIST'
        ? 'a file is in the way (it or a parent is not a directory)'
        : 'this user may not write there'
  return `DATA_DIR ${dataDir} is not writable (${code}): ${why}. Point DATA_DIR at a writable directory, or give the server's user write access to it.`
}

const CONNECT_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset',
  '28P01': 'password authentication failed',
  '28000': 'access refused (authentication failed)',
  '3D000': 'the database does not exist',
}

function databaseReason(error: unknown, code: string | undefined): string | null {
  if (code && CONNECT_REASONS[code]) return CONNECT_REASONS[code]!
  const message = error instanceof Error ? error.message : ''
  if (/timeout exceeded when trying to connect|connection timeout/i.test(message)) return 'connection timed out'
  if (/password authentication failed|no pg_hba\.conf entry/i.test(message)) return 'authentication failed'
  return null
}

/** code/syscall/path of an error, its cause, or (AggregateError: localhost is ::1 and 127.0.0.1) its first part. */
function errorFacts(error: unknown, depth = 0): { code?: string; syscall?: string; path?: string } {
  if (typeof error !== 'object' || error === null || depth > 3) return {}
  const e = error as { code?: unknown; syscall?: unknown; path?: unknown; cause?: unknown; errors?: unknown }
  if (typeof e.code === 'string') {
    return {
      code: e.code,
      syscall: typeof e.syscall === 'string' ? e.syscall : undefined,
      path: typeof e.path === 'string' ? e.path : undefined,
    }
  }
  if (Array.isArray(e.errors) && e.errors.length) return errorFacts(e.errors[0], depth + 1)
  return errorFacts(e.cause, depth + 1)
}

/**
 * Fails at once (with the listen error) when HOST:PORT is taken, before a start spends its time opening and
 * migrating the database; the server's own listen later still reports a port taken meanwhile.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return
  const probe = net.createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}
