import { useEffect, useRef } from 'react'
import { useI18n } from '../app/i18n.tsx'
import { saveFavorite } from './actions.tsx'
import { takePendingFavorite } from './pending.ts'
import { useFavorites } from './store.ts'

/** Saves the item an anonymous visitor wanted, once they are signed in (drawer, login page or confirmed sign-up). */
export default function PendingFavoriteSaver() {
  const { t } = useI18n()
  const { user } = useFavorites({ autoload: false })
  const started = useRef(false)
  useEffect(() => {
    if (!user || started.current) return
    started.current = true
    const item = takePendingFavorite()
    if (item) void saveFavorite(t, item)
  }, [user, t])
  return null
}
