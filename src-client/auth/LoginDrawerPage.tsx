import { Drawer } from '@mantine/core'
import { useNavigate } from 'react-router'
import { useI18n } from '../app/i18n.tsx'
import HomePage from '../shell/HomePage.tsx'
import { usePageHead } from '../shell/head.ts'
import { MfaChallenge } from './MfaChallenge.tsx'
import { useSession } from './session.tsx'
import { LoginForm, useAfterSignIn } from './ui.tsx'

/** The same sign-in as /auth/login, in a drawer over the page (the home page when opened directly). */
export default function LoginDrawerPage() {
  const { t, lp } = useI18n()
  usePageHead({ title: t('auth.drawer.title') })
  const navigate = useNavigate()
  const signedIn = useAfterSignIn(lp('/'))
  const { user, mfaRequired } = useSession()
  const close = () => {
    if (window.history.state && window.history.state.idx > 0) navigate(-1)
    else navigate(lp('/'), { replace: true })
  }
  return (
    <>
      <HomePage />
      <Drawer
        opened
        onClose={close}
        position="right"
        size="md"
        title={t('auth.drawer.title')}
        closeButtonProps={{ 'aria-label': t('auth.drawer.close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        {user && mfaRequired ? <MfaChallenge /> : <LoginForm onSignedIn={signedIn} />}
      </Drawer>
    </>
  )
}
