import type { Plugin } from 'vite'
import { dictionaryFor } from '../../src/i18n/index.ts'
import { isLocale } from '../../src/i18n/locales.ts'

const PREFIX = 'virtual:i18n-dict/'

/**
 * `import('virtual:i18n-dict/de/core')` → German messages of the core namespaces as one JSON chunk (`/rest`: every
 * other namespace), so the browser loads its own language only, and the first page only the shell's messages
 * (the catalogs are one JSON file per language and feature, src/i18n/locales/).
 */
export function i18nDictionaryPlugin(): Plugin {
  return {
    name: 'stagebook-i18n-dictionaries',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null
      const [locale, part] = id.slice(PREFIX.length + 1).split('/')
      if (!locale || !isLocale(locale)) throw new Error(`unknown locale in ${id}`)
      if (part !== 'core' && part !== 'rest') throw new Error(`unknown dictionary part in ${id}`)
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(dictionaryFor(locale, part)))})`
    },
  }
}
