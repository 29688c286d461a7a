import type { Translate } from '../../src/i18n/index.ts'

/**
 * The one way the client turns a failed call into text for people. It reads every shape our errors arrive in:
 * a tRPC error (`message`, `data.i18nKey`, `data.params`), a REST error body (`statusMessage`, `i18nKey`) and a
 * plain `Error`. The visitor's language comes first (the catalog text of the error's key), then the server's own
 * (English) message, then the caller's fallback.
 */
export interface ErrorTextOptions {
  /** Only keys under this prefix are shown (a feature that words other failures itself), e.g. 'favorites.errors.'. */
  keys?: string
  /** Show the server's message when no key fits (default); false: the fallback instead. */
  message?: boolean
}

interface ErrorParts {
  key?: string
  params?: Record<string, unknown>
  message?: string
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

/** The key, its parameters and the message, wherever the error's shape keeps them. */
export function errorParts(error: unknown): ErrorParts {
  if (!error || typeof error !== 'object') return {}
  const e = error as {
    message?: unknown
    statusMessage?: unknown
    i18nKey?: unknown
    params?: unknown
    data?: { i18nKey?: unknown; params?: unknown } | null
  }
  const params = e.data?.params ?? e.params
  return {
    key: text(e.data?.i18nKey) ?? text(e.i18nKey),
    params: params && typeof params === 'object' ? (params as Record<string, unknown>) : undefined,
    message: text(e.statusMessage) ?? text(e.message),
  }
}

export function errorText(t: Translate, error: unknown, fallback: string, options: ErrorTextOptions = {}): string {
  const { key, params, message } = errorParts(error)
  if (key && (!options.keys || key.startsWith(options.keys))) {
    const translated = t(key, params)
    if (translated !== key) return translated
  }
  if (options.message !== false && message) return message
  return fallback
}
