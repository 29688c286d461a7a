import { type EntityType, isEntityType } from '../../src/directory/kinds.ts'

/**
 * The item an anonymous visitor wanted to save. Kept in localStorage for an hour, so it survives signing in in the
 * drawer, and creating an account whose confirmation link opens in another tab; saved once, then forgotten.
 */
export interface PendingFavorite {
  type: EntityType
  id: number
  name: string
}

const KEY = 'stagebook:pending-favorite'
const TTL_MS = 3600_000

export function rememberPendingFavorite(item: PendingFavorite): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...item, at: Date.now() }))
  } catch {
    // Storage off (private mode): the visitor clicks the heart again after signing in.
  }
}

export function hasPendingFavorite(): boolean {
  try {
    return localStorage.getItem(KEY) !== null
  } catch {
    return false
  }
}

export function takePendingFavorite(now = Date.now()): PendingFavorite | null {
  try {
    const raw = localStorage.getItem(KEY)
    localStorage.removeItem(KEY)
    if (!raw) return null
    const v = JSON.parse(raw) as Partial<PendingFavorite> & { at?: number }
    const fresh = typeof v.at === 'number' && now - v.at >= 0 && now - v.at < TTL_MS
    const valid = isEntityType(v.type) && Number.isSafeInteger(v.id)
    return fresh && valid ? { type: v.type!, id: v.id!, name: String(v.name ?? '') } : null
  } catch {
    return null
  }
}
