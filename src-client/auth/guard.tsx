import { lazy, type ReactNode, Suspense } from 'react'
import { Navigate, useLocation } from 'react-router'
import type { RouteDef } from '../../src/routes.ts'
import { useI18n } from '../app/i18n.tsx'
import { PageLoader } from '../shell/PageLoader.tsx'
import { GUARD_CONFIG, isGuarded, saveReturnPath } from './guard-config.ts'
import { useSession } from './session.tsx'

// Most visitors never see the code prompt: keep it (and the form kit it uses) out of the first page.
const MfaGate = lazy(() => import('./MfaGate.tsx'))

/**
 * Wraps every page. A protected route seen by an anonymous visitor redirects to the login page, keeping the
 * requested full path in a cookie; the login page sends the visitor back there after sign-in.
 */
export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { user, ready, mfaRequired } = useSession()
  const { lp, barePath } = useI18n()
  const location = useLocation()
  if (!isGuarded(route, barePath)) return <>{children}</>
  if (!ready) return <PageLoader />
  if (!user) {
    saveReturnPath(`${location.pathname}${location.search}${location.hash}`)
    return <Navigate to={lp(GUARD_CONFIG.loginPath)} replace />
  }
  // Once a factor is verified, protected pages need aal2: ask for a code here, then show the page.
  if (mfaRequired) {
    return (
      <Suspense fallback={<PageLoader />}>
        <MfaGate />
      </Suspense>
    )
  }
  return <>{children}</>
}
