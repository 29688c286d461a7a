import { Button, PasswordInput, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useI18n } from '../app/i18n.tsx'
import { getSupabase } from './client.ts'
import { ErrorAlert, FormFieldset, MIN_PASSWORD_LENGTH, useAuthSubmit } from './ui.tsx'

/** New password + repeat → updateUser (other sessions are revoked by the server). */
export function PasswordForm({ submitLabel, onSaved }: { submitLabel: string; onSaved: () => void }) {
  const { t } = useI18n()
  const { busy, error, run } = useAuthSubmit()
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (v) =>
        !v
          ? t('auth.errors.credentialsRequired')
          : v.length < MIN_PASSWORD_LENGTH
            ? t('auth.errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH })
            : null,
      confirm: (v, values) => (v !== values.password ? t('auth.errors.passwordsDiffer') : null),
    },
  })
  const submit = form.onSubmit((v) =>
    run(async () => {
      const { error: e } = await getSupabase().auth.updateUser({ password: v.password })
      if (e) throw e
      form.reset()
      onSaved()
    }),
  )
  return (
    <form onSubmit={submit} noValidate>
      <FormFieldset busy={busy}>
        <Stack gap="md">
          <ErrorAlert message={error} />
          <PasswordInput
            label={t('auth.fields.newPassword')}
            description={t('auth.register.passwordHint', { min: MIN_PASSWORD_LENGTH })}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
            {submitLabel}
          </Button>
        </Stack>
      </FormFieldset>
    </form>
  )
}
