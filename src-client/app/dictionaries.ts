import type { DictionaryPart } from '../../src/i18n/index.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import { type Translate, translatorFor } from '../../src/i18n/translate.ts'
import type { Messages } from '../../src/i18n/types.ts'

/** 'core': the shell's and home page's messages; 'all': every feature's. */
export type MessageSet = 'core' | 'all'

type Loader = () => Promise<{ default: Messages }>

// Two chunks per language, generated at build time by src-server/build/i18n-plugin.ts.
const LOADERS: Record<Locale, Record<DictionaryPart, Loader>> = {
  en: { core: () => import('virtual:i18n-dict/en/core'), rest: () => import('virtual:i18n-dict/en/rest') },
  de: { core: () => import('virtual:i18n-dict/de/core'), rest: () => import('virtual:i18n-dict/de/rest') },
  fr: { core: () => import('virtual:i18n-dict/fr/core'), rest: () => import('virtual:i18n-dict/fr/rest') },
  es: { core: () => import('virtual:i18n-dict/es/core'), rest: () => import('virtual:i18n-dict/es/rest') },
  it: { core: () => import('virtual:i18n-dict/it/core'), rest: () => import('virtual:i18n-dict/it/rest') },
}

interface LocaleMessages {
  parts: Partial<Record<DictionaryPart, Messages>>
  pending: Partial<Record<DictionaryPart, Promise<void>>>
  translator?: Translate
}

const byLocale = new Map<Locale, LocaleMessages>()
const listeners = new Set<() => void>()
// Once a page has needed every feature's messages, a language switch loads all of them for the new language.
let allWanted = false

function messagesOf(locale: Locale): LocaleMessages {
  let entry = byLocale.get(locale)
  if (!entry) {
    entry = { parts: {}, pending: {} }
    byLocale.set(locale, entry)
  }
  return entry
}

function loadPart(locale: Locale, part: DictionaryPart): Promise<void> {
  const entry = messagesOf(locale)
  if (entry.parts[part]) return Promise.resolve()
  entry.pending[part] ??= LOADERS[locale][part]().then(
    ({ default: messages }) => {
      entry.parts[part] = messages
      entry.translator = translatorFor({ ...entry.parts.core, ...entry.parts.rest }, locale)
      for (const listener of listeners) listener()
    },
    (error: unknown) => {
      delete entry.pending[part] // a later navigation may try again
      throw error
    },
  )
  return entry.pending[part]
}

/** Loads a language's messages once (by default the set pages have needed so far); resolves with its translator. */
export async function loadTranslator(locale: Locale, set: MessageSet = allWanted ? 'all' : 'core'): Promise<Translate> {
  if (set === 'all') allWanted = true
  await Promise.all([loadPart(locale, 'core'), set === 'all' ? loadPart(locale, 'rest') : undefined])
  return messagesOf(locale).translator!
}

/** The translator over a language's messages loaded so far, if any. */
export function loadedTranslator(locale: Locale): Translate | undefined {
  return byLocale.get(locale)?.translator
}

/** Called whenever more messages arrive (for useSyncExternalStore). */
export function subscribeDictionaries(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
