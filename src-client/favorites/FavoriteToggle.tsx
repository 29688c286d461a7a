import { ActionIcon, Tooltip } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { type MouseEvent, useEffect, useState } from 'react'
import type { EntityType } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { openLoginDrawer } from '../auth/login-drawer.ts'
import { useSession } from '../auth/session.tsx'
import { addToFirstList, type Item } from './actions.tsx'
import { HeartMenu, isOffline } from './HeartMenu.tsx'
import { errorText, notifyError } from './notify.ts'
import { rememberPendingFavorite } from './pending.ts'
import { favoritesStore, listsHolding, useFavorites } from './store.ts'

/**
 * The favourite heart on result cards and details pages (docs/product.md §5), the same everywhere: not saved → a tap
 * saves it to the first list (the notification offers another); saved → a tap opens the heart's menu (HeartMenu:
 * its lists, add to another, remove from one or all). Anonymous → the sign-in drawer. Offline → nothing is sent and
 * the visitor is told so. 44 px, a touch target.
 */
export function FavoriteToggle({ type, id, name }: { type: EntityType; id: number; name: string }) {
  const { t } = useI18n()
  const canHover = useMediaQuery('(hover: hover)')
  const { ready } = useSession()
  const fav = useFavorites()
  const [busy, setBusy] = useState(false)
  const active = listsHolding(fav.lists, type, id).length > 0
  const item: Item = { type, id, name }

  // A tap before the session is known (a page just opened) is kept and carried out once it is, not dropped.
  const [queued, setQueued] = useState(false)

  const onClick = (event: MouseEvent) => {
    // Cards are links: the heart must not open the card.
    event.preventDefault()
    event.stopPropagation()
    if (busy) return
    if (ready) void act()
    else setQueued(true)
  }

  const act = async () => {
    // A saved item's heart opens its menu (HeartMenu) instead.
    if (active && fav.user) return
    if (!fav.user) {
      // Sign in over this page; the item is saved once signed in (also after creating an account).
      rememberPendingFavorite(item)
      openLoginDrawer({ lead: t('auth.drawer.saveLead', { name }) })
      return
    }
    if (isOffline()) {
      notifyError(t('favorites.errors.offline'))
      return
    }
    setBusy(true)
    try {
      try {
        await favoritesStore.load()
      } catch (error) {
        notifyError(isOffline() ? t('favorites.errors.offline') : errorText(t, error, 'favorites.errors.updateFailed'))
        return
      }
      if (listsHolding(favoritesStore.get().lists, type, id).length === 0) await addToFirstList(t, item)
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    if (!ready || !queued) return
    setQueued(false)
    void act()
  })

  const label = t(
    !fav.user ? 'favorites.toggle.signIn' : active ? 'favorites.toggle.inLists' : 'favorites.toggle.add',
    {
      name,
    },
  )
  const icon = (
    <ActionIcon
      className="fav-toggle"
      data-active={active}
      data-testid="favorite-toggle"
      variant={active ? 'light' : 'default'}
      color={active ? 'red' : 'gray'}
      radius="xl"
      size={44}
      aria-label={label}
      aria-haspopup={active && fav.user ? 'menu' : undefined}
      aria-pressed={active}
      aria-busy={busy || queued}
      onClick={onClick}
    >
      {active ? <IconHeartFilled size={22} /> : <IconHeart size={22} />}
    </ActionIcon>
  )
  if (active && fav.user)
    return (
      <HeartMenu item={item} label={label} tooltip={Boolean(canHover)}>
        {icon}
      </HeartMenu>
    )
  return (
    // No tooltip on touch screens: a tap would leave it standing over the page.
    <Tooltip label={label} withArrow openDelay={400} disabled={!canHover}>
      {icon}
    </Tooltip>
  )
}
