import rosetta from 'rosetta'
import type { Messages } from './types.ts'

export type Translate = (key: string, params?: Record<string, unknown>) => string

/** A translator over one locale's dictionary; an unknown key yields the key itself (never an empty string). */
export function translatorFor(dictionary: Messages): Translate {
  const i18n = rosetta<Messages>({ x: dictionary })
  i18n.locale('x')
  return (key, params) => i18n.t(key, params ?? {}) || key
}

/** Flattens a message tree into dotted keys (for the completeness test and tooling). */
export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`),
  )
}
