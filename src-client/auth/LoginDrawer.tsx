import { Drawer, Text } from '@mantine/core'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useI18n } from '../app/i18n.tsx'
import { saveReturnPath } from './guard-config.ts'
import { MfaChallenge } from './MfaChallenge.tsx'
import { useSession } from './session.tsx'
import { LoginForm } from './ui.tsx'

/**
 * Sign-in in a drawer over the page. It closes once the user is signed in (after the code prompt when two-factor
 * sign-in is on). "Create account" leaves for the register page; the page the visitor was on is kept as the place
 * the confirmation link returns to.
 */
export default function LoginDrawer({
  opened,
  onClose,
  onSignedIn,
  lead,
}: {
  opened: boolean
  onClose: () => void
  onSignedIn?: () => void
  lead?: string
}) {
  const { t } = useI18n()
  const { pathname, search, hash } = useLocation()
  const { user, mfaRequired } = useSession()
  const signedIn = Boolean(user && !mfaRequired)
  useEffect(() => {
    if (opened && signedIn) onSignedIn?.()
  }, [opened, signedIn, onSignedIn])
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('auth.drawer.title')}
      closeButtonProps={{ 'aria-label': t('auth.drawer.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {lead && (
        <Text size="sm" c="dimmed" mb="md" data-testid="drawer-lead">
          {lead}
        </Text>
      )}
      {user && mfaRequired ? (
        <MfaChallenge />
      ) : (
        <LoginForm onSignedIn={() => {}} onRegister={() => saveReturnPath(`${pathname}${search}${hash}`)} />
      )}
    </Drawer>
  )
}
