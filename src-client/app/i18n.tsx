import { createContext, type ReactNode, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALE_TAGS, type Locale } from '../../src/i18n/locales.ts'
import type { Translate } from '../../src/i18n/translate.ts'
import { localizePath, splitLocale } from '../../src/routes.ts'
import { loadedTranslator, loadTranslator, subscribeDictionaries } from './dictionaries.ts'

interface I18nValue {
  locale: Locale
  t: Translate
  /** A path of the route table in the current locale: `lp('/venues/search')` → `/de/venues/search`. */
  lp: (path: string) => string
  /** The current path without its locale prefix. */
  barePath: string
  formatDate: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string
  formatCurrency: (value: number, currency: string) => string
}

const I18nContext = createContext<I18nValue | null>(null)
const echoKey: Translate = (key) => key

/** Writes the locale cookie (docs/product.md §1: 365 days). */
export function saveLocaleCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec stores the locale in a plain cookie
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

/** Intl formatters are slow to build (a search page formats dozens of counts), so each is built once. */
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat, O>(
  Format: new (tag: string, options?: O) => F,
  tag: string,
  options?: O,
): F {
  const key = `${Format.name} ${tag} ${JSON.stringify(options ?? {})}`
  let made = formatters.get(key) as F | undefined
  if (!made) {
    made = new Format(tag, options)
    formatters.set(key, made)
  }
  return made
}

/** The locale comes from the URL and is re-detected on every route change. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const { locale: urlLocale, path: barePath } = splitLocale(pathname)
  // The first language is loaded before the first render (main.tsx); on a switch the page keeps the old
  // language for the few milliseconds the new one takes to arrive. Pages that need more than the core messages
  // load them before they render (pages.tsx); the store tells this provider when they arrive.
  const [locale, setLocale] = useState<Locale>(urlLocale)
  useEffect(() => {
    let current = true
    loadTranslator(urlLocale).then(() => current && setLocale(urlLocale))
    return () => {
      current = false
    }
  }, [urlLocale])
  const t = useSyncExternalStore(subscribeDictionaries, () => loadedTranslator(locale) ?? echoKey)
  useEffect(() => {
    saveLocaleCookie(locale)
    document.documentElement.lang = locale
  }, [locale])
  const value = useMemo<I18nValue>(() => {
    const tag = LOCALE_TAGS[locale]
    return {
      locale,
      t,
      lp: (path) => localizePath(path, locale),
      barePath,
      formatDate: (v, o) => formatter(Intl.DateTimeFormat, tag, o ?? { dateStyle: 'medium' }).format(new Date(v)),
      formatNumber: (v, o) => formatter(Intl.NumberFormat, tag, o).format(v),
      formatCurrency: (v, currency) =>
        formatter(Intl.NumberFormat, tag, { style: 'currency', currency, maximumFractionDigits: 0 }).format(v),
    }
  }, [locale, barePath, t])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n outside I18nProvider')
  return value
}
