import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconMailCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { DISPLAY_NAME_MAX } from '../../src/profile/schemas.ts'
import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from '../shell/head.ts'
import { getSupabase } from './client.ts'
import { peekReturnPath } from './guard-config.ts'
import {
  AuthCard,
  DevMailboxButton,
  EMAIL_RE,
  EmailInput,
  ErrorAlert,
  FormFieldset,
  MIN_PASSWORD_LENGTH,
  useAfterSignIn,
  useAuthSubmit,
} from './ui.tsx'

export default function RegisterPage() {
  const { t, lp, locale } = useI18n()
  usePageHead({ title: t('auth.register.title') })
  const { busy, error, run } = useAuthSubmit()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const signedIn = useAfterSignIn(lp('/'))
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', displayName: '' },
    validate: (v) => {
      if (!v.email.trim() || !v.password) {
        return { [!v.email.trim() ? 'email' : 'password']: t('auth.errors.credentialsRequired') }
      }
      if (!EMAIL_RE.test(v.email.trim())) return { email: t('auth.errors.invalidEmail') }
      if (v.password.length < MIN_PASSWORD_LENGTH) {
        return { password: t('auth.errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH }) }
      }
      return {}
    },
  })
  const submit = form.onSubmit((v) =>
    run(async () => {
      // The confirmation link leads back to where the visitor wanted to go (saved by the route guard).
      const next = peekReturnPath() ?? lp('/')
      const { data, error: e } = await getSupabase().auth.signUp({
        email: v.email.trim(),
        password: v.password,
        // `locale`: the account's mails are written in it (hosted Supabase templates can read it as .Data.locale).
        // `display_name`: what listings see in place of "Booker" (the profile can change it later).
        options: {
          emailRedirectTo: `${window.location.origin}${next}`,
          data: { locale, ...(v.displayName.trim() ? { display_name: v.displayName.trim() } : {}) },
        },
      })
      if (e) throw e
      if (data.session) signedIn()
      else setSentTo(v.email.trim())
    }),
  )

  if (sentTo) {
    return (
      <AuthCard title={t('auth.register.checkTitle')}>
        <Stack>
          <Alert color="teal" variant="light" icon={<IconMailCheck size={20} />} role="status">
            {t('auth.register.checkText', { email: sentTo })}
          </Alert>
          <DevMailboxButton hint={t('auth.register.mailboxHint')} />
        </Stack>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form onSubmit={submit} noValidate>
        <FormFieldset busy={busy}>
          <Stack gap="md">
            <ErrorAlert message={error} />
            <TextInput
              label={t('auth.register.displayName')}
              description={t('auth.register.displayNameHint')}
              autoComplete="name"
              maxLength={DISPLAY_NAME_MAX}
              {...form.getInputProps('displayName')}
            />
            <EmailInput autoFocus {...form.getInputProps('email')} />
            <PasswordInput
              label={t('auth.fields.password')}
              description={t('auth.register.passwordHint', { min: MIN_PASSWORD_LENGTH })}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={busy} fullWidth size="md">
              {t('auth.register.submit')}
            </Button>
            <Text size="sm" ta="center" c="dimmed">
              {t('auth.register.haveAccount')}{' '}
              <Anchor component={Link} to={lp('/auth/login')}>
                {t('auth.register.signIn')}
              </Anchor>
            </Text>
          </Stack>
        </FormFieldset>
      </form>
    </AuthCard>
  )
}
