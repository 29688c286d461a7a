import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import type { EmailOtpType } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from '../shell/head.ts'
import { getSupabase } from './client.ts'
import { isSafeReturnPath } from './guard-config.ts'
import { useSession } from './session.tsx'
import { AuthCard, serviceMessage } from './ui.tsx'

const TYPES: readonly EmailOtpType[] = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email']

// Links are single-use: one verification per token_hash even when React runs effects twice.
const inFlight = new Map<string, Promise<{ error: string | null; userId: string | null }>>()

function verifyOnce(tokenHash: string, type: EmailOtpType) {
  let p = inFlight.get(tokenHash)
  if (!p) {
    p = getSupabase()
      .auth.verifyOtp({ token_hash: tokenHash, type })
      .then(({ data, error }) => ({
        error: error ? serviceMessage(error, 'Email link is invalid or has expired') : null,
        userId: data.user?.id ?? null,
      }))
    inFlight.set(tokenHash, p)
  }
  return p
}

/** `/auth/confirm?token_hash=…&type=…&next=…`: verifies, signs in, then goes on to `next`. */
export default function ConfirmPage() {
  const { t, lp } = useI18n()
  usePageHead({ title: t('auth.confirm.title') })
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { user } = useSession()
  const tokenHash = params.get('token_hash')
  const type = params.get('type') as EmailOtpType | null
  const valid = Boolean(tokenHash && type && TYPES.includes(type))
  const nextParam = params.get('next')
  const next = isSafeReturnPath(nextParam) ? nextParam : type === 'recovery' ? lp('/auth/reset') : lp('/')
  const [error, setError] = useState<string | null>(null)
  const [verified, setVerified] = useState<string | null>(null)

  useEffect(() => {
    if (!valid) return
    let live = true
    void verifyOnce(tokenHash!, type!).then((result) => {
      if (!live) return
      if (result.error) setError(result.error)
      else setVerified(result.userId)
    })
    return () => {
      live = false
    }
  }, [valid, tokenHash, type])

  useEffect(() => {
    // Wait until the new session is mirrored into app state, so the next page sees the signed-in user.
    if (verified && user?.id === verified) navigate(next, { replace: true })
  }, [verified, user, next, navigate])

  if (!valid || error) {
    return (
      <AuthCard title={t('auth.confirm.failedTitle')}>
        <Stack>
          <Alert color="red" variant="light" role="alert">
            {valid ? error : t('auth.confirm.missing')}
          </Alert>
          <Group grow>
            <Button component={Link} to={lp(type === 'recovery' ? '/auth/forgot' : '/auth/login')} variant="light">
              {type === 'recovery' ? t('auth.confirm.requestNew') : t('auth.confirm.signIn')}
            </Button>
          </Group>
        </Stack>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('auth.confirm.title')}>
      <Group role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>{verified ? t('auth.confirm.success') : t('auth.confirm.verifying')}</Text>
      </Group>
    </AuthCard>
  )
}
