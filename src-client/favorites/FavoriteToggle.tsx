import { ActionIcon, Tooltip } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { type MouseEvent, useState } from 'react'
import type { EntityType } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { openLoginDrawer } from '../auth/login-drawer.ts'
import { useSession } from '../auth/session.tsx'
import { addToFirstList, type Item, removeFromList, showMultiList } from './actions.tsx'
import { errorText, notifyError } from './notify.ts'
import { rememberPendingFavorite } from './pending.ts'
import { favoritesStore, listsHolding, useFavorites } from './store.ts'

/**
 * The favourite heart on result cards and details pages (docs/product.md §5): in one list → confirm and remove;
 * in several → a notification listing them; in none → add to the first list. Anonymous → sign-in page.
 */
export function FavoriteToggle({ type, id, name }: { type: EntityType; id: number; name: string }) {
  const { t } = useI18n()
  const canHover = useMediaQuery('(hover: hover)')
  const { ready } = useSession()
  const fav = useFavorites()
  const [busy, setBusy] = useState(false)
  const active = listsHolding(fav.lists, type, id).length > 0
  const item: Item = { type, id, name }

  const onClick = async (event: MouseEvent) => {
    // Cards are links: the heart must not open the card.
    event.preventDefault()
    event.stopPropagation()
    if (!ready || busy) return
    if (!fav.user) {
      // Sign in over this page; the item is saved once signed in (also after creating an account).
      rememberPendingFavorite(item)
      openLoginDrawer({ lead: t('auth.drawer.saveLead', { name }) })
      return
    }
    setBusy(true)
    try {
      try {
        await favoritesStore.load()
      } catch (error) {
        notifyError(errorText(t, error, 'favorites.errors.updateFailed'))
        return
      }
      const holding = listsHolding(favoritesStore.get().lists, type, id)
      if (holding.length === 1) await removeFromList(t, item, holding[0]!, 'favorites.removedFromFavorites')
      else if (holding.length > 1) showMultiList(item)
      else await addToFirstList(t, item)
    } finally {
      setBusy(false)
    }
  }

  const label = t(
    !fav.user ? 'favorites.toggle.signIn' : active ? 'favorites.toggle.inLists' : 'favorites.toggle.add',
    {
      name,
    },
  )
  return (
    // No tooltip on touch screens: a tap would leave it standing over the page.
    <Tooltip label={label} withArrow openDelay={400} disabled={!canHover}>
      <ActionIcon
        className="fav-toggle"
        data-active={active}
        data-testid="favorite-toggle"
        variant={active ? 'light' : 'default'}
        color={active ? 'red' : 'gray'}
        radius="xl"
        size="lg"
        aria-label={label}
        aria-pressed={active}
        aria-busy={busy}
        onClick={onClick}
      >
        {active ? <IconHeartFilled size={20} /> : <IconHeart size={20} />}
      </ActionIcon>
    </Tooltip>
  )
}
