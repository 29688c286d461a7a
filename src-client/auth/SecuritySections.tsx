import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  Image,
  Modal,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck, IconCopy, IconShieldLock, IconTrash } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'
import { clientConfig } from '../app/config.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { getSupabase } from './client.ts'
import { useSession } from './session.tsx'
import { ErrorAlert, FormFieldset, serviceMessage } from './ui.tsx'

function Section({ title, children, danger }: { title: string; children: ReactNode; danger?: boolean }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
      style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
    >
      <Title order={2} fz="lg" mb="md" c={danger ? 'red.8' : undefined}>
        {title}
      </Title>
      {children}
    </Paper>
  )
}

interface Enrolment {
  id: string
  qr: string
  secret: string
}

/** The QR of auth.mfa.enroll as an <img>: the SVG percent-encoded so any character survives the data URI. */
function qrSrc(qr: string): string {
  const svg = qr.replace(/^data:image\/svg\+xml;utf-8,/, '')
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** Two-factor sign-in: enrol an authenticator app (QR + manual key + first code), list and remove factors. */
export function TwoFactorSection() {
  const { t, formatDate } = useI18n()
  const { authUser, aal } = useSession()
  const [name, setName] = useState('')
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const factors = (authUser?.factors ?? []).filter((f) => f.status === 'verified')

  const run = async (what: string, fn: () => Promise<void>) => {
    setBusy(what)
    setError(null)
    try {
      await fn()
    } catch (e) {
      setError(serviceMessage(e, t('auth.errors.generic')))
    } finally {
      setBusy(null)
    }
  }

  const start = () =>
    run('start', async () => {
      const auth = getSupabase().auth
      // A set-up left half-way (page reloaded) is replaced.
      for (const f of authUser?.factors ?? []) {
        if (f.status === 'unverified') await auth.mfa.unenroll({ factorId: f.id })
      }
      const { data, error: e } = await auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: name.trim() || t('auth.mfa.defaultName'),
      })
      if (e) throw e
      setEnrolment({ id: data.id, qr: data.totp.qr_code, secret: data.totp.secret })
      setCode('')
    })

  const confirm = (e: React.FormEvent) => {
    e.preventDefault()
    if (!enrolment) return
    const digits = code.replace(/\s/g, '')
    if (!/^\d{6}$/.test(digits)) {
      setError(t('auth.mfa.codeFormat'))
      return
    }
    void run('verify', async () => {
      const { error: err } = await getSupabase().auth.mfa.challengeAndVerify({ factorId: enrolment.id, code: digits })
      if (err) {
        setCode('')
        throw err
      }
      setEnrolment(null)
      setName('')
      notifications.show({
        closeButtonProps: { 'aria-label': t('auth.drawer.close') },
        color: 'teal',
        message: t('auth.mfa.enrolled'),
        autoClose: 4000,
      })
    })
  }

  const cancel = () =>
    run('cancel', async () => {
      if (enrolment) await getSupabase().auth.mfa.unenroll({ factorId: enrolment.id })
      setEnrolment(null)
    })

  const remove = (id: string) =>
    run(`remove:${id}`, async () => {
      const auth = getSupabase().auth
      const { error: e } = await auth.mfa.unenroll({ factorId: id })
      if (e) throw e
      // The session and its user (factors, level) are re-read from the server.
      await auth.refreshSession()
      notifications.show({
        closeButtonProps: { 'aria-label': t('auth.drawer.close') },
        color: 'teal',
        message: t('auth.mfa.removed'),
        autoClose: 3000,
      })
    })

  return (
    <Section title={t('auth.mfa.title')}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldLock size={22} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
          <Text size="sm">{t('auth.mfa.intro')}</Text>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('auth.mfa.currentLevel')}
          </Text>
          <Badge variant="light" color={aal === 'aal2' ? 'teal' : 'gray'} data-testid="aal-badge">
            {aal === 'aal2' ? t('auth.mfa.level2') : t('auth.mfa.level1')}
          </Badge>
        </Group>
        <ErrorAlert message={error} />
        {factors.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('auth.mfa.listLabel')}>
            {factors.map((f) => (
              <Paper key={f.id} component="li" withBorder radius="sm" p="sm" data-testid="mfa-factor">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {f.friendly_name || t('auth.mfa.unnamed')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('auth.mfa.addedOn', { date: formatDate(f.created_at) })}
                    </Text>
                  </div>
                  <Button
                    variant="subtle"
                    color="red.9"
                    style={{ '--button-color': 'var(--mantine-color-red-9)' } as React.CSSProperties}
                    size="compact-sm"
                    leftSection={<IconTrash size={16} />}
                    loading={busy === `remove:${f.id}`}
                    disabled={busy !== null}
                    onClick={() => void remove(f.id)}
                    aria-label={t('auth.mfa.removeNamed', { name: f.friendly_name || t('auth.mfa.unnamed') })}
                  >
                    {t('auth.mfa.remove')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {!enrolment && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('auth.mfa.nameLabel')}
              placeholder={t('auth.mfa.defaultName')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value.slice(0, 100))}
              style={{ flex: '1 1 200px' }}
            />
            <Button onClick={() => void start()} loading={busy === 'start'} disabled={busy !== null}>
              {factors.length ? t('auth.mfa.addAnother') : t('auth.mfa.add')}
            </Button>
          </Group>
        )}
        {enrolment && (
          <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
            <form onSubmit={confirm} noValidate>
              <FormFieldset busy={busy !== null}>
                <Stack gap="md">
                  <Text size="sm">{t('auth.mfa.scan')}</Text>
                  <Group align="flex-start" gap="lg" wrap="wrap">
                    <Image
                      src={qrSrc(enrolment.qr)}
                      alt={t('auth.mfa.qrAlt')}
                      w={176}
                      h={176}
                      bg="white"
                      radius="sm"
                      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
                    />
                    <Stack gap={6} style={{ flex: '1 1 200px', minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {t('auth.mfa.manualKey')}
                      </Text>
                      <Group gap={4} wrap="nowrap">
                        <Text
                          ff="monospace"
                          size="sm"
                          data-testid="mfa-secret"
                          style={{ wordBreak: 'break-all', letterSpacing: '0.05em' }}
                        >
                          {enrolment.secret}
                        </Text>
                        <CopyButton value={enrolment.secret}>
                          {({ copied, copy }) => (
                            <Tooltip label={copied ? t('auth.mfa.copied') : t('auth.mfa.copy')}>
                              <ActionIcon variant="subtle" onClick={copy} aria-label={t('auth.mfa.copy')}>
                                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </CopyButton>
                      </Group>
                      <TextInput
                        mt="sm"
                        label={t('auth.mfa.firstCode')}
                        value={code}
                        onChange={(e) => setCode(e.currentTarget.value.replace(/[^\d\s]/g, '').slice(0, 7))}
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        placeholder="123456"
                        data-testid="mfa-enrol-code"
                        styles={{ input: { letterSpacing: '0.25em', fontVariantNumeric: 'tabular-nums' } }}
                      />
                    </Stack>
                  </Group>
                  <Group gap="sm">
                    <Button type="submit" loading={busy === 'verify'}>
                      {t('auth.mfa.activate')}
                    </Button>
                    <Button variant="default" onClick={() => void cancel()} loading={busy === 'cancel'}>
                      {t('auth.mfa.cancel')}
                    </Button>
                  </Group>
                </Stack>
              </FormFieldset>
            </form>
          </Paper>
        )}
      </Stack>
    </Section>
  )
}

/** Account deletion after re-authentication (password, or a code sent by email). */
export function DeleteAccountSection() {
  const { t, lp } = useI18n()
  const { signOut } = useSession()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [mode, setMode] = useState<'password' | 'code'>('password')
  const [password, setPassword] = useState('')
  const [nonce, setNonce] = useState('')
  const [codeSent, setCodeSent] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const del = trpc.account.delete.useMutation()

  const close = () => {
    setOpen(false)
    setError(null)
    setPassword('')
    setNonce('')
  }
  const sendCode = async () => {
    setSending(true)
    setError(null)
    const { error: e } = await getSupabase().auth.reauthenticate()
    setSending(false)
    if (e) setError(serviceMessage(e, t('auth.errors.generic')))
    else {
      setCodeSent(true)
      setMode('code')
    }
  }
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setError(null)
    if (mode === 'password' && !password) return setError(t('auth.delete.passwordRequired'))
    if (mode === 'code' && !/^\d{6}$/.test(nonce.trim())) return setError(t('auth.mfa.codeFormat'))
    try {
      await del.mutateAsync(mode === 'password' ? { password } : { nonce: nonce.trim() })
    } catch (err) {
      setError(serviceMessage(err, t('auth.errors.generic')))
      return
    }
    await signOut('local').catch(() => {})
    notifications.show({
      closeButtonProps: { 'aria-label': t('auth.drawer.close') },
      color: 'teal',
      message: t('auth.delete.done'),
      autoClose: 5000,
    })
    navigate(lp('/'), { replace: true })
  }

  return (
    <Section title={t('auth.delete.title')} danger>
      <Stack gap="md">
        <Text size="sm">{t('auth.delete.intro')}</Text>
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={18} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setOpen(true)}
        >
          {t('auth.delete.open')}
        </Button>
      </Stack>
      <Modal
        opened={open}
        onClose={close}
        title={t('auth.delete.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('auth.delete.cancel') }}
      >
        <form onSubmit={submit} noValidate>
          <FormFieldset busy={del.isPending}>
            <Stack gap="md">
              <Alert color="red" variant="light" role="note">
                {t('auth.delete.warning')}
              </Alert>
              <ErrorAlert message={error} />
              {mode === 'password' ? (
                <PasswordInput
                  label={t('auth.delete.passwordLabel')}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  data-autofocus
                />
              ) : (
                <TextInput
                  label={t('auth.delete.codeLabel')}
                  description={codeSent ? t('auth.delete.codeSent') : undefined}
                  value={nonce}
                  onChange={(e) => setNonce(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  data-autofocus
                />
              )}
              {/* Hosted Supabase cannot check a nonce without changing the password: password only there. */}
              {clientConfig().embedded && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => (mode === 'password' ? void sendCode() : setMode('password'))}
                  disabled={sending}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {mode === 'password' ? t('auth.delete.useCode') : t('auth.delete.usePassword')}
                </Anchor>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close}>
                  {t('auth.delete.cancel')}
                </Button>
                <Button type="submit" color="red.8" loading={del.isPending}>
                  {t('auth.delete.confirm')}
                </Button>
              </Group>
            </Stack>
          </FormFieldset>
        </form>
      </Modal>
    </Section>
  )
}
