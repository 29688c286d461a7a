import type { Locale } from '../../src/i18n/locales.ts'
import { type Translate, translatorFor } from '../../src/i18n/translate.ts'
import type { Messages } from '../../src/i18n/types.ts'

// One chunk per language, generated at build time by src-server/build/i18n-plugin.ts.
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:i18n-dict/en'),
  de: () => import('virtual:i18n-dict/de'),
  fr: () => import('virtual:i18n-dict/fr'),
  es: () => import('virtual:i18n-dict/es'),
  it: () => import('virtual:i18n-dict/it'),
}

const loaded = new Map<Locale, Translate>()
const loading = new Map<Locale, Promise<Translate>>()

/** Loads a language's messages once; resolves with its translator. */
export function loadTranslator(locale: Locale): Promise<Translate> {
  const ready = loaded.get(locale)
  if (ready) return Promise.resolve(ready)
  let pending = loading.get(locale)
  if (!pending) {
    pending = LOADERS[locale]().then(({ default: dictionary }) => {
      const t = translatorFor(dictionary)
      loaded.set(locale, t)
      return t
    })
    loading.set(locale, pending)
  }
  return pending
}

/** The translator of a language that is already loaded, if any. */
export function loadedTranslator(locale: Locale): Translate | undefined {
  return loaded.get(locale)
}
