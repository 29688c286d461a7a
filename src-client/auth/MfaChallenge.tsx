import { Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useI18n } from '../app/i18n.tsx'
import { getSupabase } from './client.ts'
import { useSession } from './session.tsx'
import { ErrorAlert, FormFieldset, serviceMessage } from './ui.tsx'

/**
 * The second sign-in step: a 6-digit code from the authenticator app raises the session to aal2
 * (auth.mfa.challengeAndVerify). Wrong codes show the service's message.
 */
export function MfaChallenge() {
  const { t } = useI18n()
  const { authUser, signOut } = useSession()
  const factors = (authUser?.factors ?? []).filter((f) => f.status === 'verified' && f.factor_type === 'totp')
  const [factorId, setFactorId] = useState<string | null>(factors[0]?.id ?? null)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const chosen = factors.find((f) => f.id === factorId) ?? factors[0]

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const digits = code.replace(/\s/g, '')
    if (!/^\d{6}$/.test(digits)) {
      setError(t('auth.mfa.codeFormat'))
      return
    }
    if (!chosen) return
    setBusy(true)
    setError(null)
    try {
      const { error: err } = await getSupabase().auth.mfa.challengeAndVerify({ factorId: chosen.id, code: digits })
      if (err) throw err
    } catch (err) {
      setError(serviceMessage(err, t('auth.errors.generic')))
      setCode('')
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormFieldset busy={busy}>
        <Stack gap="md">
          <ErrorAlert message={error} />
          {factors.length > 1 && (
            <SegmentedControl
              aria-label={t('auth.mfa.chooseFactor')}
              value={chosen?.id ?? ''}
              onChange={setFactorId}
              data={factors.map((f) => ({ value: f.id, label: f.friendly_name || t('auth.mfa.unnamed') }))}
            />
          )}
          <TextInput
            label={t('auth.mfa.codeLabel')}
            description={
              chosen?.friendly_name ? t('auth.mfa.codeFrom', { name: chosen.friendly_name }) : t('auth.mfa.codeHint')
            }
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/[^\d\s]/g, '').slice(0, 7))}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            autoFocus
            styles={{ input: { fontSize: 22, letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
            data-testid="mfa-code"
          />
          <Button type="submit" loading={busy} fullWidth>
            {t('auth.mfa.verify')}
          </Button>
          <Group justify="center">
            <Text size="sm" c="dimmed">
              {t('auth.mfa.lostDevice')}{' '}
              <Anchor component="button" type="button" size="sm" onClick={() => void signOut('local')}>
                {t('auth.mfa.signOut')}
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </FormFieldset>
    </form>
  )
}
