import { Alert, Badge, Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconLogout } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'
import { useI18n } from '../app/i18n.tsx'
import { MyListingsSection } from '../directory/MyListingsSection.tsx'
import { ProfileSection } from '../profile/ProfileSection.tsx'
import { usePageHead } from '../shell/head.ts'
import { getSupabase } from './client.ts'
import { PasswordForm } from './PasswordForm.tsx'
import { DeleteAccountSection, TwoFactorSection } from './SecuritySections.tsx'
import { useSession } from './session.tsx'
import { EmailInput, ErrorAlert, FormFieldset, serviceMessage, useAuthSubmit, useEmailForm } from './ui.tsx'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

function EmailSection() {
  const { t, lp } = useI18n()
  const { authUser } = useSession()
  const { busy, error, run } = useAuthSubmit()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useEmailForm()
  const submit = form.onSubmit((v) =>
    run(async () => {
      const { error: e } = await getSupabase().auth.updateUser(
        { email: v.email.trim() },
        { emailRedirectTo: `${window.location.origin}${lp('/account')}` },
      )
      if (e) throw e
      setSentTo(v.email.trim())
      form.reset()
    }),
  )
  const pending = sentTo ?? authUser?.new_email ?? null
  return (
    <Section title={t('auth.account.emailSection')}>
      <Stack gap="md">
        {pending && (
          <Alert color="blue" variant="light" role="status">
            {sentTo
              ? t('auth.account.changeSent', { email: sentTo })
              : t('auth.account.pendingEmail', { email: pending })}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <FormFieldset busy={busy}>
            <Stack gap="md">
              <ErrorAlert message={error} />
              <EmailInput label={t('auth.account.newEmail')} {...form.getInputProps('email')} />
              <Button type="submit" variant="light" loading={busy} style={{ alignSelf: 'flex-start' }}>
                {t('auth.account.sendChange')}
              </Button>
            </Stack>
          </FormFieldset>
        </form>
      </Stack>
    </Section>
  )
}

function SignOutSection() {
  const { t, lp } = useI18n()
  const { signOut } = useSession()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<'local' | 'global' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const run = async (scope: 'local' | 'global') => {
    setBusy(scope)
    setError(null)
    try {
      await signOut(scope)
      notifications.show({ color: 'teal', message: t('auth.account.signedOut'), autoClose: 3000 })
      navigate(lp('/'), { replace: true })
    } catch (e) {
      setError(serviceMessage(e, t('auth.errors.generic')))
      setBusy(null)
    }
  }
  return (
    <Section title={t('auth.account.signOutSection')}>
      <Stack gap="md">
        <ErrorAlert message={error} />
        <Text size="sm" c="dimmed">
          {t('auth.account.signOutHint')}
        </Text>
        <Group>
          <Button
            color="red"
            leftSection={<IconLogout size={18} />}
            loading={busy === 'local'}
            disabled={busy !== null}
            onClick={() => run('local')}
          >
            {t('auth.account.signOut')}
          </Button>
          <Button variant="default" loading={busy === 'global'} disabled={busy !== null} onClick={() => run('global')}>
            {t('auth.account.signOutEverywhere')}
          </Button>
        </Group>
      </Stack>
    </Section>
  )
}

/** /account: who you are, email change, password update, sign out, then the profile part (media feature). */
export default function AccountPage() {
  const { t, formatDate } = useI18n()
  usePageHead({ title: t('auth.account.title') })
  const { user, authUser, aal } = useSession()
  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('auth.account.title')}</Title>
          <Group gap="xs" mt={6} wrap="wrap">
            <Text c="dimmed">{t('auth.account.signedInAs')}</Text>
            <Text fw={600} data-testid="account-email" style={{ wordBreak: 'break-all' }}>
              {user?.email}
            </Text>
            {aal && (
              <Badge variant="light" color={aal === 'aal2' ? 'teal' : 'gray'} title={t('auth.account.aal')}>
                {t(`auth.account.${aal}`)}
              </Badge>
            )}
          </Group>
          {authUser?.created_at && (
            <Text size="sm" c="dimmed" mt={4}>
              {t('auth.account.memberSince', { date: formatDate(authUser.created_at) })}
            </Text>
          )}
        </div>
        <MyListingsSection />
        <EmailSection />
        <Section title={t('auth.account.passwordSection')}>
          <PasswordForm
            submitLabel={t('auth.account.passwordSave')}
            onSaved={() =>
              notifications.show({ color: 'teal', message: t('auth.account.passwordSaved'), autoClose: 3000 })
            }
          />
        </Section>
        <TwoFactorSection />
        <SignOutSection />
        <Divider />
        <ProfileSection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  )
}
