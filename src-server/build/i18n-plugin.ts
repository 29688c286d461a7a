import type { Plugin } from 'vite'
import { dictionaryFor } from '../../src/i18n/index.ts'
import { isLocale } from '../../src/i18n/locales.ts'

const PREFIX = 'virtual:i18n-dict/'

/**
 * `import('virtual:i18n-dict/de')` → German messages of every feature as one JSON chunk, so the browser loads
 * its own language only (the catalogs keep all languages side by side per feature for editing).
 */
export function i18nDictionaryPlugin(): Plugin {
  return {
    name: 'stagebook-i18n-dictionaries',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null
      const locale = id.slice(PREFIX.length + 1)
      if (!isLocale(locale)) throw new Error(`unknown locale in ${id}`)
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(dictionaryFor(locale)))})`
    },
  }
}
