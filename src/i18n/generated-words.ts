/**
 * Words the app wrote into a document on the user's behalf (an input list's "Kick in", a rider's "Get-in", a
 * running order's "Changeover") are stored as text, in the language of the page that made them. A printed or
 * shared document is in its own language, so such a word is recognised in any of the five languages and shown in
 * the document's; anything the user typed is left as it is.
 */
import { CATALOGS } from './catalogs.ts'
import { LOCALES } from './locales.ts'
import type { Translate } from './translate.ts'

const indexes = new Map<string, Map<string, string>>()

const normal = (s: string) => s.trim().toLocaleLowerCase()

/** Every message under `path` (`riders.sources`, or one message's key), by its text in any locale, to its key. */
function wordsUnder(path: string): Map<string, string> {
  let index = indexes.get(path)
  if (index) return index
  index = new Map()
  const [ns = '', ...rest] = path.split('.')
  const catalog = (CATALOGS as Record<string, Record<string, unknown>>)[ns]
  for (const locale of LOCALES) {
    let node: unknown = catalog?.[locale]
    for (const part of rest) node = (node as Record<string, unknown> | undefined)?.[part]
    if (typeof node === 'string') {
      if (!index.has(normal(node))) index.set(normal(node), path)
      continue
    }
    if (!node || typeof node !== 'object') continue
    for (const [key, text] of Object.entries(node as Record<string, unknown>)) {
      if (typeof text === 'string' && !index.has(normal(text))) index.set(normal(text), `${path}.${key}`)
    }
  }
  indexes.set(path, index)
  return index
}

/** `text` in the document's language when it is one of the words under `paths` (in any language); else as is. */
export function inDocumentLanguage(text: string, paths: readonly string[], t: Translate): string {
  for (const path of paths) {
    const key = wordsUnder(path).get(normal(text))
    if (key) return t(key)
  }
  return text
}

/**
 * A generated input channel's name, `Kick in (Sam Okafor)`: the source word in the document's language, the
 * player's name kept.
 */
export function channelInDocumentLanguage(source: string, t: Translate): string {
  const m = /^(.*?)(\s*\([^()]*\))?$/.exec(source)
  const base = m?.[1] ?? source
  const who = m?.[2] ?? ''
  const translated = inDocumentLanguage(base, ['riders.sources'], t)
  return translated === base ? source : `${translated}${who}`
}
