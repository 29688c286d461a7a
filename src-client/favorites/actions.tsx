import { NativeSelect, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { EntityType } from '../../src/directory/kinds.ts'
import type { FavoriteList } from '../../src/favorites/schemas.ts'
import type { Translate } from '../../src/i18n/index.ts'
import { useI18n } from '../app/i18n.tsx'
import { modals } from '../app/overlays.tsx'
import { DURATION, errorText, notifyError, notifySuccess } from './notify.ts'
import { favoriteIn, favoritesStore, listsHolding, useFavorites } from './store.ts'

/** The favourites behaviour of docs/product.md §5, shared by the heart toggle and the favourites page. */

export interface Item {
  type: EntityType
  id: number
  name: string
}

const itemKey = (item: Item) => `${item.type}-${item.id}`
export const addedNotificationId = (item: Item) => `fav-added-${itemKey(item)}`

/** Notifications that show list names: closed when the user signs out or changes (no stale data on screen). */
const shown = new Set<string>()
function track(id: string) {
  shown.add(id)
  return id
}
favoritesStore.onReset(() => {
  for (const id of shown) notifications.hide(id)
  shown.clear()
})

/** 'Are you sure…?' with 'Yes, remove'; resolves true when confirmed. */
export function confirmRemoval(t: Translate, all: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('favorites.confirm.title'),
      centered: true,
      children: <Text size="sm">{t(all ? 'favorites.confirm.removeAll' : 'favorites.confirm.removeOne')}</Text>,
      labels: { confirm: t('favorites.confirm.yes'), cancel: t('favorites.confirm.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-remove' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    })
  })
}

/** Removes the item from one list after confirmation. */
export async function removeFromList(t: Translate, item: Item, list: FavoriteList, successKey: string) {
  if (!(await confirmRemoval(t, false))) return
  try {
    await favoritesStore.remove({ list_id: list.id, entity_type: item.type, entity_id: item.id })
    notifySuccess(t(successKey))
  } catch (error) {
    notifyError(errorText(t, error, 'favorites.errors.removeFailed'))
  }
}

const NEW_LIST = '__new__'

/** Body of the 'Item added to "{list}"' notification: a native select to move the item to another list. */
function AddedBody({ item, favoriteId, listId }: { item: Item; favoriteId: number | null; listId: number }) {
  const { t } = useI18n()
  const { lists } = useFavorites({ autoload: false })
  const others = lists.filter((l) => l.id !== listId)
  return (
    <NativeSelect
      mt={6}
      size="xs"
      aria-label={t('favorites.moveTo')}
      data-testid="fav-move-select"
      value=""
      onChange={async (event) => {
        const value = event.currentTarget.value
        if (!value) return
        if (favoriteId == null) {
          notifyError(t('favorites.errors.moveNoId'))
          return
        }
        try {
          let targetId = Number(value)
          if (value === NEW_LIST) targetId = (await favoritesStore.addList(null)).id
          const result = await favoritesStore.move({ favorite_id: favoriteId, target_list_id: targetId })
          notifications.hide(addedNotificationId(item))
          notifySuccess(t('favorites.moved', { list: result.favorite[0]?.name ?? '' }))
        } catch (error) {
          notifyError(errorText(t, error, 'favorites.errors.moveFailed'))
        }
      }}
      data={[
        { value: '', label: t('favorites.moveTo') },
        // A list that already holds the item is shown but cannot be chosen (the server would answer 409).
        ...others.map((l) => ({
          value: String(l.id),
          label: favoriteIn(l, item.type, item.id) ? t('favorites.page.alreadyIn', { list: l.name }) : l.name,
          disabled: Boolean(favoriteIn(l, item.type, item.id)),
        })),
        { value: NEW_LIST, label: `+ ${t('favorites.page.newList')}` },
      ]}
    />
  )
}

/** Adds the item to the first list (created when there is none) and offers to move it. */
export async function addToFirstList(t: Translate, item: Item) {
  try {
    const result = await favoritesStore.add({ entity_type: item.type, entity_id: item.id })
    const favorite = Array.isArray(result?.favorite) ? result.favorite[0] : undefined
    if (!favorite || typeof favorite.list_id !== 'number' || typeof favorite.name !== 'string') {
      notifyError(t('favorites.errors.addInvalid'))
      return
    }
    const id = track(addedNotificationId(item))
    notifications.hide(id)
    notifications.show({
      id,
      autoClose: DURATION.added,
      withBorder: true,
      color: 'teal',
      title: t('favorites.added', { list: favorite.name }),
      message: (
        <AddedBody
          item={item}
          favoriteId={typeof favorite.id === 'number' ? favorite.id : null}
          listId={favorite.list_id}
        />
      ),
    })
  } catch (error) {
    notifyError(errorText(t, error, 'favorites.errors.updateFailed'))
  }
}

/** Saves an item the visitor asked for before signing in: into the first list, unless a list holds it already. */
export async function saveFavorite(t: Translate, item: Item) {
  try {
    await favoritesStore.load()
  } catch (error) {
    notifyError(errorText(t, error, 'favorites.errors.updateFailed'))
    return
  }
  if (listsHolding(favoritesStore.get().lists, item.type, item.id).length > 0) return
  await addToFirstList(t, item)
}
