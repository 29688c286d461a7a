import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALE_TAGS, type Locale } from '../../src/i18n/locales.ts'
import type { Translate } from '../../src/i18n/translate.ts'
import { localizePath, splitLocale } from '../../src/routes.ts'
import { loadedTranslator, loadTranslator } from './dictionaries.ts'

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

/** Writes the locale cookie (SPEC.md §1: 365 days). */
export function saveLocaleCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec stores the locale in a plain cookie
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`
}

/** The locale comes from the URL and is re-detected on every route change. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const { locale: urlLocale, path: barePath } = splitLocale(pathname)
  // The first language is loaded before the first render (main.tsx); on a switch the page keeps the old
  // language for the few milliseconds the new one takes to arrive.
  const [shown, setShown] = useState<{ locale: Locale; t: Translate }>(() => ({
    locale: urlLocale,
    t: loadedTranslator(urlLocale) ?? ((key: string) => key),
  }))
  useEffect(() => {
    let current = true
    loadTranslator(urlLocale).then((t) => current && setShown({ locale: urlLocale, t }))
    return () => {
      current = false
    }
  }, [urlLocale])
  const locale = shown.locale === urlLocale ? urlLocale : shown.locale
  useEffect(() => {
    saveLocaleCookie(locale)
    document.documentElement.lang = locale
  }, [locale])
  const value = useMemo<I18nValue>(() => {
    const tag = LOCALE_TAGS[locale]
    return {
      locale,
      t: shown.t,
      lp: (path) => localizePath(path, locale),
      barePath,
      formatDate: (v, o) => new Intl.DateTimeFormat(tag, o ?? { dateStyle: 'medium' }).format(new Date(v)),
      formatNumber: (v, o) => new Intl.NumberFormat(tag, o).format(v),
      formatCurrency: (v, currency) =>
        new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 }).format(v),
    }
  }, [locale, barePath, shown.t])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n outside I18nProvider')
  return value
}
