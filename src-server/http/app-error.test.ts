import { describe, expect, it } from 'vitest'
import { FAVORITE_LISTS_MAX, FAVORITES_MAX, LIST_NAME_MAX } from '../../src/favorites/constants.ts'
import { CATALOGS, type MessageKey } from '../../src/i18n/index.ts'
import type { Messages } from '../../src/i18n/types.ts'
import { LIMITS as STAGE_LIMITS } from '../../src/stages/protocol.ts'
import { AppError, badRequest, conflict, englishText, forbidden, notFound, unauthorized } from './errors.ts'

/**
 * English text lives in the catalogs only: the REST statusMessage of an `AppError.of(status, key)` is the English
 * catalog's entry. Where the product spec fixes a text (docs/product.md), the English entry must be that text.
 */
const SPEC_TEXTS: Partial<Record<MessageKey, string>> = {
  'favorites.errors.listNameEmpty': 'List name cannot be empty',
  'favorites.errors.alreadyInList': 'This item already exists in the target list',
  'favorites.errors.listNotEmpty': 'Cannot remove list that contains favorites',
  'favorites.errors.favoriteNotFound': 'Favorite not found',
  'favorites.errors.listNotFound': 'List not found',
  'favorites.errors.moveNoId': 'Unable to move item - favorite ID not available',
  'favorites.errors.moveFailed': 'Failed to move item',
  'favorites.errors.updateFailed': 'Failed to update favorites.',
  'favorites.errors.removeFailed': 'Failed to remove item',
  'favorites.errors.removeAllFailed': 'Failed to remove item from all lists',
  'favorites.errors.addInvalid': 'Failed to add favorite: Invalid response format',
  'favorites.errors.title': 'Error',
  'favorites.confirm.removeOne': 'Are you sure you want to remove this item from the selected list?',
  'favorites.confirm.removeAll': 'Are you sure you want to remove this item from all lists?',
  'favorites.confirm.yes': 'Yes, remove',
  'favorites.multi.goTo': 'Go to Favorites',
  'favorites.added': 'Item added to "{{list}}"',
  'favorites.moved': 'Item moved to "{{list}}"',
  'favorites.removedFromFavorites': 'Item removed from favorites',
  'favorites.removedFromList': 'Item removed from the list',
  'favorites.removedFromAll': 'Item removed from all lists',
  'media.errors.convert': 'Failed to convert image to WebP.',
  'media.errors.uploadAvatar': 'Failed to upload avatar.',
  'media.errors.fetchAvatar': 'Failed to fetch avatar',
  'media.errors.removeAvatar': 'Failed to remove avatar',
  'common.errors.notFoundTitle': 'Page Not Found',
  'common.errors.notFoundMessage': 'Page Not Found: {{path}}',
  'common.errors.serverErrorTitle': 'Internal Server Error',
}

describe('error messages come from the catalogs', () => {
  /** The raw English entry, placeholders and all. */
  const english = (key: string) => {
    const [ns, ...path] = key.split('.')
    const tree = (CATALOGS as Record<string, { en: Messages }>)[ns!]!.en
    return path.reduce<Messages | string | undefined>((m, k) => (typeof m === 'object' ? m[k] : undefined), tree)
  }

  it('the English catalog holds the texts the product spec fixes', () => {
    for (const [key, text] of Object.entries(SPEC_TEXTS)) expect(english(key), key).toBe(text)
  })

  it('English texts that name a limit name the limit the code enforces', () => {
    expect(englishText('favorites.errors.listNameTooLong')).toContain(String(LIST_NAME_MAX))
    expect(englishText('favorites.errors.tooManyLists')).toContain(String(FAVORITE_LISTS_MAX))
    expect(englishText('favorites.errors.tooManyFavorites')).toContain(String(FAVORITES_MAX))
    expect(englishText('stages.errors.tooMany')).toContain(String(STAGE_LIMITS.stagesPerOwner))
  })

  it('AppError.of: the English text of the key (with its parameters) is the message; key and parameters travel', () => {
    const error = AppError.of(409, 'riders.errors.tooMany', { max: 200 })
    expect(error.status).toBe(409)
    expect(error.message).toBe('You can keep at most 200 riders')
    expect(error.i18nKey).toBe('riders.errors.tooMany')
    expect(error.params).toEqual({ max: 200 })
  })

  it('the helpers take a key and give its English text; without one, 401 and 403 have their own', () => {
    const bad = badRequest('directory.errors.sortNotForKind', { sort: 'price', kinds: 'venue, service' })
    expect([bad.status, bad.message, bad.i18nKey]).toEqual([
      400,
      'sort=price: only for venue, service',
      'directory.errors.sortNotForKind',
    ])
    expect(bad.params).toEqual({ sort: 'price', kinds: 'venue, service' })
    const missing = notFound('directory.errors.venueNotFound')
    expect([missing.status, missing.message, missing.i18nKey]).toEqual([
      404,
      'Venue not found',
      'directory.errors.venueNotFound',
    ])
    expect(conflict('availability.errors.tooManyBlocks', { max: 3 }).message).toBe('A calendar holds at most 3 blocks')
    expect([unauthorized().status, unauthorized().message]).toEqual([401, 'Authentication required'])
    expect([forbidden().status, forbidden().message, forbidden().i18nKey]).toEqual([
      403,
      'Forbidden',
      'common.errors.forbidden',
    ])
    expect(forbidden('media.errors.ownAvatarOnly').message).toBe('You can only change your own avatar')
  })

  it('message keys are checked by the compiler', () => {
    // Never called: tsc (npm run typecheck) fails if the misspelt keys below were accepted.
    const typos = () => [
      // @ts-expect-error a misspelt key does not compile
      AppError.of(404, 'riders.errors.notFuond'),
      // @ts-expect-error neither in the older form
      new AppError(404, 'Rider not found', 'riders.error.notFound'),
    ]
    expect(typeof typos).toBe('function')
  })
})
