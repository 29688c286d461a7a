import { createRequire } from 'node:module'
import pino, { type DestinationStream, type Logger } from 'pino'
import { maskUrlPasswords } from './start-failure.ts'

export type { Logger }

export type LogFormat = 'auto' | 'json' | 'pretty'

const REDACT = { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.apikey'], remove: true }

/**
 * One line per event, request lines carry the request id. JSON lines (for log collectors and the e2e fixtures,
 * which read them from a pipe), or readable lines when stdout is a terminal (LOG_FORMAT=auto) or asked for.
 */
export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const pretty = format === 'pretty' || (format === 'auto' && process.stdout.isTTY === true)
  const options = {
    level,
    base: { service: 'stagebook' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: REDACT,
    // A password inside a URL (DATABASE_URL, SMTP_URL in an error message) never reaches a log line.
    hooks: { streamWrite: maskUrlPasswords },
  }
  const stream = pretty ? prettyStream() : null
  return stream ? pino(options, stream) : pino(options)
}

interface PrettyRecord {
  msg?: string
  method?: string
  path?: string
  status?: number
  ms?: number
  ip?: string
  userId?: string
}

/** pino-pretty, synchronous, request lines as `GET /path → 200 (3.1 ms)`; null if it is not installed. */
function prettyStream(): DestinationStream | null {
  let pretty: (options: Record<string, unknown>) => DestinationStream
  try {
    pretty = createRequire(import.meta.url)('pino-pretty')
  } catch {
    return null
  }
  return pretty({
    sync: true,
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    // Request lines and the start banner say it all in their message.
    ignore:
      'pid,hostname,service,requestId,method,path,status,ms,ip,userId,url,publicUrl,database,embeddedSupabase,dataDir,demoAccounts',
    singleLine: true,
    messageFormat: (log: PrettyRecord, messageKey: string) =>
      log.msg === 'request' && log.method
        ? `${log.method} ${log.path} → ${log.status} (${log.ms} ms)${log.ip ? ` ${log.ip}` : ''}${log.userId ? ` user ${log.userId}` : ''}`
        : String((log as Record<string, unknown>)[messageKey] ?? ''),
  })
}
