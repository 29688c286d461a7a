import type { EntityType } from '../../src/directory/kinds.ts'
import { AppError } from '../http/errors.ts'

/** 404 for a listing id that does not exist, in its kind's words ('Venue not found'). */
export const listingNotFound = (type: EntityType) => AppError.of(404, `directory.errors.${type}NotFound` as const)
