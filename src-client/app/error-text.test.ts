import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../src/i18n/index.ts'
import { errorText } from './error-text.ts'

const de = createTranslator('de')
const en = createTranslator('en')

describe('errorText: the one error-to-text helper', () => {
  it('prefers the catalog text of the key, in the visitor language, with its parameters', () => {
    const trpc = {
      message: 'Too many requests, try again in 7 s',
      data: { i18nKey: 'common.errors.tooManyRequests', params: { seconds: 7 } },
    }
    expect(errorText(de, trpc, 'fallback')).toContain('7')
    expect(errorText(de, trpc, 'fallback')).not.toBe(trpc.message)
    const rest = { statusCode: 409, statusMessage: 'List not found', i18nKey: 'favorites.errors.listNotFound' }
    expect(errorText(en, rest, 'fallback')).toBe(en('favorites.errors.listNotFound'))
  })

  it('falls back to the server message, then to the fallback', () => {
    expect(errorText(en, { message: 'Stage not found' }, 'fallback')).toBe('Stage not found')
    expect(errorText(en, { statusMessage: 'Malformed JSON body' }, 'fallback')).toBe('Malformed JSON body')
    expect(errorText(en, new Error('network'), 'fallback')).toBe('network')
    expect(errorText(en, { data: { i18nKey: 'no.such.key' } }, 'fallback')).toBe('fallback')
    expect(errorText(en, null, 'fallback')).toBe('fallback')
    expect(errorText(en, undefined, 'fallback')).toBe('fallback')
  })

  it('a feature may show only its own keys and otherwise its fallback', () => {
    const other = { message: 'Authentication required', data: { i18nKey: 'common.errors.unauthorized' } }
    const own = { message: 'List not found', data: { i18nKey: 'favorites.errors.listNotFound' } }
    const only = { keys: 'favorites.errors.', message: false }
    expect(errorText(en, other, 'Failed to update favorites.', only)).toBe('Failed to update favorites.')
    expect(errorText(en, own, 'Failed to update favorites.', only)).toBe('List not found')
  })
})
