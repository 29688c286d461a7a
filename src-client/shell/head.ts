import { useEffect } from 'react'
import { LOCALES } from '../../src/i18n/locales.ts'
import { localizePath } from '../../src/routes.ts'
import { useI18n } from '../app/i18n.tsx'

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`
  let el = document.head.querySelector<HTMLLinkElement>(selector)
  if (!el) {
    el = document.createElement('link')
    el.rel = rel
    if (hreflang) el.hreflang = hreflang
    document.head.appendChild(el)
  }
  el.href = href
}

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (!el) {
    el = document.createElement('meta')
    el.setAttribute(attr, key)
    document.head.appendChild(el)
  }
  el.content = content
}

/** Keeps title, description, canonical, hreflang and OG tags in step with the page as the SPA navigates. */
export function usePageHead(head: { title: string; description?: string; image?: string }): void {
  const { t, locale, barePath } = useI18n()
  useEffect(() => {
    const brand = t('common.brand')
    document.title = `${head.title} · ${brand}`
    const description = head.description ?? t('common.home.lead')
    setMeta('name', 'description', description)
    setMeta('property', 'og:title', head.title)
    setMeta('property', 'og:description', description)
    if (head.image) setMeta('property', 'og:image', head.image)
    const origin = window.location.origin
    const search = ''
    setLink('canonical', `${origin}${localizePath(barePath, locale)}${search}`)
    setMeta('property', 'og:url', `${origin}${localizePath(barePath, locale)}${search}`)
    setMeta('property', 'og:locale', locale)
    for (const l of LOCALES) setLink('alternate', `${origin}${localizePath(barePath, l)}${search}`, l)
    setLink('alternate', `${origin}${barePath}${search}`, 'x-default')
  }, [head.title, head.description, head.image, t, locale, barePath])
}
