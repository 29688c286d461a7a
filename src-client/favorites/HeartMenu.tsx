import { Menu, Tooltip } from '@mantine/core'
import { IconHeartFilled, IconHeartOff, IconList, IconPlus, IconX } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { Translate } from '../../src/i18n/index.ts'
import { useI18n } from '../app/i18n.tsx'
import { confirmRemoval, type Item } from './actions.tsx'
import { errorText, notifyError, notifySuccess } from './notify.ts'
import { favoritesStore, listsHolding, useFavorites } from './store.ts'

/** Whether the browser knows it has no network: then nothing is sent and the visitor is told so. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/** Runs a favourites change, or says plainly that nothing changed while offline. */
export async function change(t: Translate, run: () => Promise<void>, failedKey: string) {
  if (isOffline()) {
    notifyError(t('favorites.errors.offline'))
    return
  }
  try {
    await run()
  } catch (error) {
    notifyError(isOffline() ? t('favorites.errors.offline') : errorText(t, error, failedKey))
  }
}

/**
 * The menu of a saved item's heart (cards and details pages alike): the lists it is in, each removable by name
 * (after the usual confirmation), the other lists to add it to, a new list, remove from all, and the way to the
 * favourites page. A Mantine menu:
 * it opens under the heart and closes on a choice, a click elsewhere, Escape or leaving the page, like every menu.
 */
export function HeartMenu({
  item,
  label,
  tooltip,
  children,
}: {
  item: Item
  /** The heart's tooltip (none on touch screens). */
  label: string
  tooltip: boolean
  children: ReactNode
}) {
  const { t, lp } = useI18n()
  const navigate = useNavigate()
  const { lists } = useFavorites({ autoload: false })
  const holding = listsHolding(lists, item.type, item.id)
  const others = lists.filter((l) => !holding.includes(l))
  const key = { entity_type: item.type, entity_id: item.id }
  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal trapFocus>
      {/* The tooltip wraps the target (Mantine's order): the target's click then reaches the menu. */}
      <Tooltip label={label} withArrow openDelay={400} disabled={!tooltip}>
        <Menu.Target>{children}</Menu.Target>
      </Tooltip>
      <Menu.Dropdown data-testid="heart-menu" onClick={(e) => e.stopPropagation()}>
        <Menu.Label>{t('favorites.heart.savedIn', { count: holding.length })}</Menu.Label>
        {holding.map((list) => (
          <Menu.Item
            key={list.id}
            leftSection={<IconHeartFilled size={16} color="var(--mantine-color-red-6)" />}
            rightSection={<IconX size={14} />}
            aria-label={t('favorites.multi.removeFrom', { list: list.name })}
            onClick={() =>
              change(
                t,
                async () => {
                  if (!(await confirmRemoval(t, false))) return
                  await favoritesStore.remove({ ...key, list_id: list.id })
                  notifySuccess(t('favorites.heart.removedFrom', { list: list.name }))
                },
                'favorites.errors.removeFailed',
              )
            }
          >
            {list.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>{t('favorites.heart.addTo')}</Menu.Label>
        {others.map((list) => (
          <Menu.Item
            key={list.id}
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              change(
                t,
                async () => {
                  await favoritesStore.add({ ...key, list_id: list.id })
                  notifySuccess(t('favorites.added', { list: list.name }))
                },
                'favorites.errors.updateFailed',
              )
            }
          >
            {list.name}
          </Menu.Item>
        ))}
        <Menu.Item
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            change(
              t,
              async () => {
                const created = await favoritesStore.addList(null)
                await favoritesStore.add({ ...key, list_id: created.id })
                notifySuccess(t('favorites.added', { list: created.name }))
              },
              'favorites.errors.updateFailed',
            )
          }
        >
          {t('favorites.page.newList')}
        </Menu.Item>
        <Menu.Divider />
        {holding.length > 1 && (
          <Menu.Item
            color="red"
            leftSection={<IconHeartOff size={16} />}
            onClick={() =>
              change(
                t,
                async () => {
                  if (!(await confirmRemoval(t, true))) return
                  await favoritesStore.remove(key)
                  notifySuccess(t('favorites.removedFromAll'))
                },
                'favorites.errors.removeAllFailed',
              )
            }
          >
            {t('favorites.multi.removeAll')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconList size={16} />} onClick={() => navigate(lp('/favorites'))}>
          {t('favorites.multi.goTo')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
