import { Alert, Button, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from 'react-router'
import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from '../shell/head.ts'
import { PageLoader } from '../shell/PageLoader.tsx'
import { MfaChallenge } from './MfaChallenge.tsx'
import { PasswordForm } from './PasswordForm.tsx'
import { useSession } from './session.tsx'
import { AuthCard } from './ui.tsx'

/** After the recovery link (ConfirmPage verified it and signed in): set a new password. */
export default function ResetPage() {
  const { t, lp } = useI18n()
  usePageHead({ title: t('auth.reset.title') })
  const { user, ready, mfaRequired } = useSession()
  const navigate = useNavigate()
  if (!ready) return <PageLoader />
  if (!user) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Stack>
          <Alert color="yellow" variant="light" role="status">
            {t('auth.reset.noSession')}
          </Alert>
          <Button component={Link} to={lp('/auth/forgot')}>
            {t('auth.reset.requestNew')}
          </Button>
        </Stack>
      </AuthCard>
    )
  }
  // A password change needs aal2 once a factor is verified: the code first, then the new password.
  if (mfaRequired) {
    return (
      <AuthCard title={t('auth.mfa.challengeTitle')} subtitle={t('auth.mfa.challengeSubtitle')}>
        <MfaChallenge />
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle', { email: user.email ?? '' })}>
      <PasswordForm
        submitLabel={t('auth.reset.submit')}
        onSaved={() => {
          notifications.show({ color: 'teal', message: t('auth.reset.saved'), autoClose: 3000 })
          navigate(lp('/account'), { replace: true })
        }}
      />
    </AuthCard>
  )
}
