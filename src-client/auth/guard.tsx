import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import type { RouteDef } from '../../src/routes.ts'
import { useI18n } from '../app/i18n.tsx'
import { PageLoader } from '../shell/PageLoader.tsx'
import { GUARD_CONFIG, isGuarded, saveReturnPath } from './guard-config.ts'
import { MfaChallenge } from './MfaChallenge.tsx'
import { useSession } from './session.tsx'
import { AuthCard } from './ui.tsx'

/**
 * Wraps every page. A protected route seen by an anonymous visitor redirects to the login page, keeping the
 * requested full path in a cookie; the login page sends the visitor back there after sign-in.
 */
export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { user, ready, mfaRequired } = useSession()
  const { t, lp, barePath } = useI18n()
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
      <AuthCard title={t('auth.mfa.challengeTitle')} subtitle={t('auth.mfa.challengeSubtitle')}>
        <MfaChallenge />
      </AuthCard>
    )
  }
  return <>{children}</>
}
