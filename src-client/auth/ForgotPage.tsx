import { Alert, Anchor, Button, Stack } from '@mantine/core'
import { IconMailCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from '../shell/head.ts'
import { getSupabase } from './client.ts'
import { AuthCard, DevMailboxButton, EmailInput, ErrorAlert, FormFieldset, useAuthSubmit, useEmailForm } from './ui.tsx'

export default function ForgotPage() {
  const { t, lp } = useI18n()
  usePageHead({ title: t('auth.forgot.title') })
  const { busy, error, run } = useAuthSubmit()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useEmailForm()
  const submit = form.onSubmit((v) =>
    run(async () => {
      const { error: e } = await getSupabase().auth.resetPasswordForEmail(v.email.trim(), {
        redirectTo: `${window.location.origin}${lp('/auth/reset')}`,
      })
      if (e) throw e
      setSentTo(v.email.trim())
    }),
  )
  return (
    <AuthCard
      title={sentTo ? t('auth.forgot.sentTitle') : t('auth.forgot.title')}
      subtitle={sentTo ? undefined : t('auth.forgot.subtitle')}
    >
      {sentTo ? (
        <Stack>
          <Alert color="teal" variant="light" icon={<IconMailCheck size={20} />} role="status">
            {t('auth.forgot.sentText', { email: sentTo })}
          </Alert>
          <DevMailboxButton />
          <Anchor component={Link} to={lp('/auth/login')} size="sm" ta="center">
            {t('auth.forgot.back')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormFieldset busy={busy}>
            <Stack gap="md">
              <ErrorAlert message={error} />
              <EmailInput autoFocus {...form.getInputProps('email')} />
              <Button type="submit" loading={busy} fullWidth size="md">
                {t('auth.forgot.submit')}
              </Button>
              <Anchor component={Link} to={lp('/auth/login')} size="sm" ta="center">
                {t('auth.forgot.back')}
              </Anchor>
            </Stack>
          </FormFieldset>
        </form>
      )}
    </AuthCard>
  )
}
