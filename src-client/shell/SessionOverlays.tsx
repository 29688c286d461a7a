import { type ComponentType, lazy, Suspense, useState } from 'react'
import { splitLocale } from '../../src/routes.ts'
import { loadTranslator } from '../app/dictionaries.ts'
import { closeLoginDrawer, useLoginDrawer } from '../auth/login-drawer.ts'
import { useSession } from '../auth/session.tsx'
import { hasPendingFavorite } from '../favorites/pending.ts'

/** A component loaded on first use (first-page JS budget), with every feature's messages (a core page may open it). */
function lazyWithMessages<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    Promise.all([load(), loadTranslator(splitLocale(window.location.pathname).locale, 'all')]).then(([m]) => m),
  )
}

const LoginDrawer = lazyWithMessages(() => import('../auth/LoginDrawer.tsx'))
const PendingFavoriteSaver = lazyWithMessages(() => import('../favorites/PendingFavoriteSaver.tsx'))

/** The sign-in drawer over the current page, mounted the first time something opens it. */
export function LoginDrawerHost() {
  const request = useLoginDrawer()
  const [mounted, setMounted] = useState(false)
  if (request && !mounted) setMounted(true)
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <LoginDrawer
        opened={request !== null}
        lead={request?.lead}
        onClose={closeLoginDrawer}
        onSignedIn={closeLoginDrawer}
      />
    </Suspense>
  )
}

/** Signed in with an item the visitor wanted to save before: save it now. */
export function PendingFavoriteHost() {
  const { user, mfaRequired } = useSession()
  if (!user || mfaRequired || !hasPendingFavorite()) return null
  return (
    <Suspense fallback={null}>
      <PendingFavoriteSaver />
    </Suspense>
  )
}
