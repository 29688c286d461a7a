import { useI18n } from '../app/i18n.tsx'
import { MfaChallenge } from './MfaChallenge.tsx'
import { AuthCard } from './ui.tsx'

/** The code prompt shown instead of a protected page while a verified factor waits for its code (own chunk). */
export default function MfaGate() {
  const { t } = useI18n()
  return (
    <AuthCard title={t('auth.mfa.challengeTitle')} subtitle={t('auth.mfa.challengeSubtitle')}>
      <MfaChallenge />
    </AuthCard>
  )
}
