import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from '../shell/head.ts'
import { AuthCard, LoginForm, useAfterSignIn } from './ui.tsx'

export default function LoginPage() {
  const { t, lp } = useI18n()
  usePageHead({ title: t('auth.login.title') })
  const signedIn = useAfterSignIn(lp('/'))
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm onSignedIn={signedIn} />
    </AuthCard>
  )
}
