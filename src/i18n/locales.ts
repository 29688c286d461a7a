export const LOCALES = ['en', 'de', 'fr', 'es', 'it'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'locale'
/** docs/product.md §1: the locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
}

/** BCP 47 tags for Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', it: 'it-IT' }

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}

/** Picks the best supported locale from an Accept-Language header. */
export function preferredLocale(acceptLanguage: string | undefined | null): Locale | null {
  if (!acceptLanguage) return null
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';')
      const q = rest.find((p) => p.trim().startsWith('q='))
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.split('=')[1]) : 1 }
    })
    .filter((x) => x.lang && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q)
  return (ranked.find((x) => isLocale(x.lang))?.lang as Locale | undefined) ?? null
}
