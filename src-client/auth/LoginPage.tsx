import { useEffect } from 'react'
import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from '../shell/head.ts'
import { MfaChallenge } from './MfaChallenge.tsx'
import { useSession } from './session.tsx'
import { AuthCard, LoginForm, useAfterSignIn } from './ui.tsx'

export default function LoginPage() {
  const { t, lp } = useI18n()
  usePageHead({ title: t('auth.login.title') })
  const signedIn = useAfterSignIn(lp('/'))
  const { ready, user, mfaRequired } = useSession()
  // Already signed in (another tab, a bookmark): go on to where the visitor wanted to be.
  useEffect(() => {
    if (ready && user) signedIn()
  }, [ready, user, signedIn])
  if (user && mfaRequired) {
    return (
      <AuthCard title={t('auth.mfa.challengeTitle')} subtitle={t('auth.mfa.challengeSubtitle')}>
        <MfaChallenge />
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm onSignedIn={signedIn} />
    </AuthCard>
  )
}
