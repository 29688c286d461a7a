import { useNavigate } from 'react-router'
import { useI18n } from '../app/i18n.tsx'
import HomePage from '../shell/HomePage.tsx'
import { usePageHead } from '../shell/head.ts'
import { takeReturnPath } from './guard-config.ts'
import LoginDrawer from './LoginDrawer.tsx'

/** The same sign-in as /auth/login, in a drawer over the page (the home page when opened directly). */
export default function LoginDrawerPage() {
  const { t, lp } = useI18n()
  usePageHead({ title: t('auth.drawer.title') })
  const navigate = useNavigate()
  const close = () => {
    if (window.history.state && window.history.state.idx > 0) navigate(-1)
    else navigate(lp('/'), { replace: true })
  }
  return (
    <>
      <HomePage />
      <LoginDrawer opened onClose={close} onSignedIn={() => navigate(takeReturnPath(lp('/')), { replace: true })} />
    </>
  )
}
