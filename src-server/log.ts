import pino, { type Logger } from 'pino'

export type { Logger }

/** Structured JSON logs on stdout; one line per event, request lines carry the request id. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'stagebook' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.apikey'], remove: true },
  })
}
