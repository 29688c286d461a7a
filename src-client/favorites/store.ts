import { useEffect, useSyncExternalStore } from 'react'
import type { EntityType } from '../../src/directory/kinds.ts'
import type {
  AddFavoriteInput,
  Favorite,
  FavoriteList,
  MoveFavoriteInput,
  RemoveFavoriteInput,
} from '../../src/favorites/schemas.ts'
import { trpc } from '../app/trpc.ts'
import { useSession } from '../auth/session.tsx'

/**
 * The favourites state of the signed-in user (docs/product.md §5): lists with their items, a `loaded` flag that can be
 * reset, and the id of the user it belongs to. When the user signs out or another user signs in, the state is
 * reset before anything is shown, so no heart or list of the previous user ever flashes.
 */

type Client = ReturnType<typeof trpc.useUtils>['client']

export interface FavoritesState {
  userId: string | null
  lists: FavoriteList[]
  loaded: boolean
  loading: boolean
  error: unknown
}

const EMPTY: FavoritesState = { userId: null, lists: [], loaded: false, loading: false, error: null }

let state: FavoritesState = EMPTY
let client: Client | null = null
/** Bumped on every reset so an answer for a previous user is dropped. */
let generation = 0
let inflight: Promise<void> | null = null
const listeners = new Set<() => void>()
const resetListeners = new Set<() => void>()

function set(next: Partial<FavoritesState>) {
  state = { ...state, ...next }
  for (const l of listeners) l()
}

export const favoritesStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Forget everything (sign-out, user change). The next `load` fetches again. */
  reset(userId: string | null = null) {
    generation++
    inflight = null
    set({ ...EMPTY, userId })
    for (const l of resetListeners) l()
  },
  /** Called after every reset (e.g. to close notifications that name the previous user's lists). */
  onReset(listener: () => void) {
    resetListeners.add(listener)
    return () => resetListeners.delete(listener)
  },
  /** Marks the lists stale without clearing them (they are re-fetched on the next `load`). */
  invalidate() {
    set({ loaded: false })
  },
  /** Fetches the user's lists once (or again with force). Concurrent callers share one request. */
  load(force = false): Promise<void> {
    if (!client || !state.userId) return Promise.resolve()
    if (state.loaded && !force) return Promise.resolve()
    if (inflight && !force) return inflight
    const gen = generation
    set({ loading: true })
    const p = client.favorites.lists
      .query()
      .then((lists) => {
        if (gen === generation) set({ lists, loaded: true, loading: false, error: null })
      })
      .catch((error: unknown) => {
        if (gen === generation) set({ loading: false, error })
        throw error
      })
      .finally(() => {
        if (inflight === p) inflight = null
      })
    inflight = p
    return p
  },
  /** Keeps the store in step with the session; called by every consumer. */
  sync(userId: string | null, c: Client) {
    client = c
    if (state.userId !== userId) favoritesStore.reset(userId)
  },
  async add(input: AddFavoriteInput) {
    const result = await api().favorites.add.mutate(input)
    await refresh()
    return result
  },
  async remove(input: RemoveFavoriteInput) {
    const result = await api().favorites.remove.mutate(input)
    await refresh()
    return result
  },
  async move(input: MoveFavoriteInput) {
    const result = await api().favorites.move.mutate(input)
    await refresh()
    return result
  },
  async duplicate(input: MoveFavoriteInput) {
    const result = await api().favorites.duplicate.mutate(input)
    await refresh()
    return result
  },
  async addList(name?: string | null) {
    const result = await api().favorites.addList.mutate({ name })
    await refresh()
    return result
  },
  async updateList(listId: number, name: string) {
    const result = await api().favorites.updateList.mutate({ list_id: listId, name })
    await refresh()
    return result
  },
  async removeList(listId: number) {
    try {
      return await api().favorites.removeList.mutate({ list_id: listId })
    } finally {
      await refresh()
    }
  },
}

function api(): Client {
  if (!client) throw new Error('favourites store used before the app mounted it')
  return client
}

async function refresh() {
  await favoritesStore.load(true).catch((error) => console.error('favourites: list fetch failed', error))
}

/** The lists holding one directory entry. */
export function listsHolding(lists: FavoriteList[], type: EntityType, id: number): FavoriteList[] {
  return lists.filter((l) => l.favorites.some((f) => f.entity_type === type && f.entity_id === id))
}

export function favoriteIn(list: FavoriteList, type: EntityType, id: number): Favorite | undefined {
  return list.favorites.find((f) => f.entity_type === type && f.entity_id === id)
}

/**
 * The favourites state for the current session user. Never returns another user's data: while the store still
 * holds a previous user's state it answers as "not loaded, no lists".
 */
export function useFavorites(
  options: { autoload?: boolean } = {},
): FavoritesState & { user: { id: string } | null; ready: boolean } {
  const { user, ready } = useSession()
  const utils = trpc.useUtils()
  const userId = user?.id ?? null
  const s = useSyncExternalStore(favoritesStore.subscribe, favoritesStore.get, favoritesStore.get)
  const autoload = options.autoload ?? true
  useEffect(() => {
    // While the session is not known yet, keep what we have (a token refresh must not blank the hearts).
    if (!ready) return
    favoritesStore.sync(userId, utils.client)
    if (!userId || !autoload) return
    // A failed list fetch is only logged (docs/product.md §5); the favourites page shows its own error.
    favoritesStore.load().catch((error) => console.error('favourites: list fetch failed', error))
  }, [ready, userId, autoload, utils.client])
  // Never show another user's state, not even for one render.
  const me = userId ? { id: userId } : null
  if (s.userId !== userId) return { ...EMPTY, userId, user: me, ready }
  return { ...s, user: me, ready }
}
