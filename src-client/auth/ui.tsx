import {
  Alert,
  Anchor,
  Box,
  Button,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Translate } from '../../src/i18n/translate.ts'
import { clientConfig } from '../app/config.ts'
import { useI18n } from '../app/i18n.tsx'
import { getSupabase } from './client.ts'
import { takeReturnPath } from './guard-config.ts'
import { useSession } from './session.tsx'

export const MIN_PASSWORD_LENGTH = 6
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** The service's own message (docs/product.md §3: the forms show the auth service's own message). */
export function serviceMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message
  }
  return fallback
}

/** The email field's rule, shared by every auth form that asks for an address. */
export function emailValidator(t: Translate): (value: string) => string | null {
  return (v) =>
    !v.trim() ? t('auth.errors.emailRequired') : EMAIL_RE.test(v.trim()) ? null : t('auth.errors.invalidEmail')
}

/** One form's submit state: busy while the call runs; on failure, the service's own message (docs/product.md §3). */
export function useAuthSubmit(): {
  busy: boolean
  error: string | null
  run: (action: () => Promise<void>) => Promise<void>
} {
  const { t } = useI18n()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true)
      setError(null)
      try {
        await action()
      } catch (e) {
        // The auth server could not send its mail (GoTrue's 500 "Error sending … email"): say so in the user's language.
        const message = serviceMessage(e, t('auth.errors.generic'))
        setError(/^Error sending .*email$/.test(message) ? t('auth.errors.mailNotSent') : message)
      } finally {
        setBusy(false)
      }
    },
    [t],
  )
  return { busy, error, run }
}

/** Centered card of the auth pages; full width on a phone. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Box px="md" py={{ base: 'lg', sm: 48 }} style={{ display: 'flex', justifyContent: 'center' }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" mt={4} mb="lg">
            {subtitle}
          </Text>
        )}
        {!subtitle && <Box mb="lg" />}
        {children}
      </Paper>
    </Box>
  )
}

export function ErrorAlert({ message }: { message: string | null }) {
  const { t } = useI18n()
  if (!message) return null
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('auth.errors.title')} role="alert">
      {message}
    </Alert>
  )
}

/** A form whose fields are all disabled while it submits. */
export function FormFieldset({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={busy} aria-busy={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  )
}

/**
 * After a successful sign-in: waits until the session is mirrored into app state, then goes back to the
 * saved path (route guard cookie) or `fallback`. Waiting avoids a guard bounce on the target page.
 */
export function useAfterSignIn(fallback: string) {
  const { user, mfaRequired } = useSession()
  const navigate = useNavigate()
  const [done, setDone] = useState(false)
  useEffect(() => {
    // With a verified factor the page shows the code prompt first (MfaChallenge); then it goes on.
    if (done && user && !mfaRequired) navigate(takeReturnPath(fallback), { replace: true })
  }, [done, user, mfaRequired, navigate, fallback])
  return useCallback(() => setDone(true), [])
}

/** Email + password sign-in, shared by the login page and the login drawer. */
/** The email field of every auth form (label overridable, e.g. "New email"). */
export function EmailInput({ label, ...props }: { label?: string } & Omit<TextInputProps, 'type' | 'autoComplete'>) {
  const { t } = useI18n()
  return (
    <TextInput
      label={label ?? t('auth.fields.email')}
      placeholder={t('auth.fields.emailPlaceholder')}
      type="email"
      autoComplete="email"
      {...props}
    />
  )
}

/** A form with one email field, checked by emailValidator. */
export function useEmailForm() {
  const { t } = useI18n()
  return useForm({ mode: 'controlled', initialValues: { email: '' }, validate: { email: emailValidator(t) } })
}

/** After a mail was sent: the way to the dev mailbox, when this server keeps one (config.ts DEV_MAILBOX). */
export function DevMailboxButton({ hint }: { hint?: string }) {
  const { t, lp } = useI18n()
  if (!clientConfig().devMailbox) return null
  return (
    <>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      <Button component={Link} to={lp('/dev/mailbox')} variant="light">
        {t('auth.register.openMailbox')}
      </Button>
    </>
  )
}

export function LoginForm({
  onSignedIn,
  onRegister,
  autoFocus = true,
}: {
  onSignedIn: () => void
  /** Runs when the visitor follows "Create account" (e.g. to remember the page to come back to). */
  onRegister?: () => void
  autoFocus?: boolean
}) {
  const { t, lp } = useI18n()
  const { busy, error, run } = useAuthSubmit()
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: (v) => {
      const missing = !v.email.trim() || !v.password
      if (missing) {
        return {
          [!v.email.trim() ? 'email' : 'password']: t('auth.errors.credentialsRequired'),
        }
      }
      return EMAIL_RE.test(v.email.trim()) ? {} : { email: t('auth.errors.invalidEmail') }
    },
  })
  const submit = form.onSubmit((v) =>
    run(async () => {
      const { error: e } = await getSupabase().auth.signInWithPassword({ email: v.email.trim(), password: v.password })
      if (e) throw e
      onSignedIn()
    }),
  )
  return (
    <form onSubmit={submit} noValidate>
      <FormFieldset busy={busy}>
        <Stack gap="md">
          <ErrorAlert message={error} />
          <EmailInput data-autofocus={autoFocus || undefined} autoFocus={autoFocus} {...form.getInputProps('email')} />
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to={lp('/auth/forgot')} size="sm" ta="right">
            {t('auth.login.forgot')}
          </Anchor>
          <Button type="submit" loading={busy} fullWidth size="md">
            {t('auth.login.submit')}
          </Button>
          {clientConfig().signup !== false && (
            <Text size="sm" ta="center" c="dimmed">
              {t('auth.login.noAccount')}{' '}
              <Anchor component={Link} to={lp('/auth/register')} onClick={onRegister}>
                {t('auth.login.register')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </FormFieldset>
    </form>
  )
}
