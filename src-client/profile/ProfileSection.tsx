import {
  Avatar,
  Box,
  Button,
  Card,
  FileButton,
  Grid,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPhotoUp, IconTrash, IconUpload, IconX } from '@tabler/icons-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { IMAGE_UPLOAD_MAX_BYTES } from '../../src/photos/schemas.ts'
import { USERNAME_RULE } from '../../src/profile/schemas.ts'
import { errorText } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'
import { modals } from '../app/overlays.tsx'
import { trpc } from '../app/trpc.ts'
import { useSession } from '../auth/session.tsx'
import { uploadWithProgress } from '../photos/upload.ts'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/heic,image/heif,image/tiff'

function initials(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._@-]+/)
    .filter(Boolean)
  return (parts[0]?.[0] ?? '?').toUpperCase() + (parts[1]?.[0] ?? '').toUpperCase()
}

/** Profile form and avatar on /account: upload with preview (the server makes the 512 square), remove. */
export function ProfileSection() {
  const { t } = useI18n()
  const session = useSession()
  const utils = trpc.useUtils()
  const profile = trpc.profile.get.useQuery(undefined, { enabled: Boolean(session.user) })
  const update = trpc.profile.update.useMutation()
  const removeAvatar = trpc.profile.removeAvatar.useMutation()

  const [form, setForm] = useState({ username: '', display_name: '', website: '', bio: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({})
  useEffect(() => {
    if (profile.data) {
      setForm({
        username: profile.data.username ?? '',
        display_name: profile.data.display_name,
        website: profile.data.website,
        bio: profile.data.bio,
      })
    }
  }, [profile.data])

  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [avatarSrc, setAvatarSrc] = useState<string | null>(null)
  const avatarUrl = profile.data?.avatar_url ?? null
  useEffect(() => setAvatarSrc(avatarUrl), [avatarUrl])
  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const ids = { form: useId() }

  if (!session.user) return null
  if (profile.isLoading) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      </Card>
    )
  }
  if (profile.error) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Text c="red">{t('media.errors.loadProfile')}</Text>
        <Button mt="sm" variant="light" onClick={() => profile.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Card>
    )
  }

  const name = form.display_name || form.username || session.user.email || '?'

  const validate = () => {
    const next: typeof errors = {}
    const username = form.username.trim().toLowerCase()
    if (username && !USERNAME_RULE.test(username)) next.username = t('media.profile.usernameHint')
    if (form.website.trim() && !/^https?:\/\/\S+\.\S+/i.test(form.website.trim())) {
      next.website = 'https://…'
    }
    if (form.bio.length > 1000) next.bio = t('media.profile.bioHint')
    setErrors(next)
    return Object.keys(next).length === 0
  }

  const save = async (e: FormEvent) => {
    e.preventDefault()
    if (!validate()) return
    try {
      const data = await update.mutateAsync({
        username: form.username,
        display_name: form.display_name,
        website: form.website,
        bio: form.bio,
      })
      utils.profile.get.setData(undefined, data)
      notifications.show({ color: 'teal', message: t('media.profile.saved'), autoClose: 3000 })
    } catch (error) {
      const message = errorText(t, error, t('media.errors.saveProfile'))
      if ((error as { data?: { i18nKey?: string } }).data?.i18nKey === 'media.errors.usernameTaken') {
        setErrors({ username: message })
      }
      notifications.show({ color: 'red', title: t('media.errors.saveProfile'), message, autoClose: 3000 })
    }
  }

  const pick = (f: File | null) => {
    if (!f) return
    if (f.size > IMAGE_UPLOAD_MAX_BYTES) {
      notifications.show({
        color: 'red',
        title: t('media.errors.uploadAvatar'),
        message: t('media.errors.fileTooLarge', { mb: Math.round(IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024) }),
        autoClose: 3000,
      })
      return
    }
    setFile(f)
  }

  const upload = async () => {
    if (!file) return
    const body = new FormData()
    body.append('filePath', `${session.user!.id}.webp`)
    body.append('file', file, file.name)
    setProgress(0)
    try {
      const res = await uploadWithProgress<{ data: NonNullable<typeof profile.data> }>(
        '/api/user/avatar/update',
        body,
        (p) => setProgress(p),
      )
      if (!res.ok) throw new Error(errorText(t, res.body, t('media.errors.uploadAvatar')))
      utils.profile.get.setData(undefined, (res.body as { data: NonNullable<typeof profile.data> }).data)
      setFile(null)
      notifications.show({ color: 'teal', message: t('media.avatar.uploaded'), autoClose: 3000 })
    } catch (error) {
      const message = error instanceof Error && error.message !== 'network' ? error.message : t('media.errors.network')
      notifications.show({ color: 'red', title: t('media.errors.uploadAvatar'), message, autoClose: 3000 })
    } finally {
      setProgress(null)
    }
  }

  /** A public URL that fails to load: ask the API for the bytes before giving up. */
  const fallback = async () => {
    if (!avatarUrl || avatarSrc !== avatarUrl) return
    try {
      const res = await fetch('/api/user/avatar', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ avatarUrl }),
      })
      if (!res.ok) throw new Error(errorText(t, await res.json().catch(() => null), ''))
      setAvatarSrc(URL.createObjectURL(await res.blob()))
    } catch (error) {
      setAvatarSrc(null)
      notifications.show({
        color: 'red',
        title: t('media.errors.fetchAvatar'),
        message: error instanceof Error && error.message ? error.message : t('media.errors.network'),
        autoClose: 3000,
      })
    }
  }

  const remove = () =>
    modals.openConfirmModal({
      title: t('media.avatar.removeTitle'),
      children: <Text size="sm">{t('media.avatar.removeText')}</Text>,
      labels: { confirm: t('media.avatar.remove'), cancel: t('media.avatar.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const data = await removeAvatar.mutateAsync({ avatarUrl: avatarUrl! })
          utils.profile.get.setData(undefined, data)
          notifications.show({ color: 'teal', message: t('media.avatar.removed'), autoClose: 3000 })
        } catch (error) {
          notifications.show({
            color: 'red',
            title: t('media.errors.removeAvatar'),
            message: errorText(t, error, t('media.errors.removeAvatar')),
            autoClose: 3000,
          })
        }
      },
    })

  const uploading = progress !== null
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`${ids.form}-title`}>
      <Stack gap={4} mb="md">
        <Title order={2} size="h3" id={`${ids.form}-title`}>
          {t('media.profile.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('media.profile.subtitle')}
        </Text>
      </Stack>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Stack align="center" gap="sm" data-testid="avatar-panel">
            <Text fw={600} size="sm" style={{ alignSelf: 'flex-start' }}>
              {t('media.avatar.title')}
            </Text>
            <Box pos="relative">
              <Avatar
                src={preview ?? avatarSrc ?? undefined}
                alt={preview ? t('media.avatar.preview') : t('media.avatar.alt')}
                size={140}
                radius={999}
                color="indigo"
                imageProps={{ onError: fallback }}
                style={{ boxShadow: '0 0 0 4px var(--mantine-color-body), 0 0 0 5px var(--mantine-color-gray-3)' }}
                data-testid="avatar-image"
              >
                {initials(name)}
              </Avatar>
            </Box>
            {preview && (
              <Text size="xs" c="dimmed">
                {t('media.avatar.preview')}
              </Text>
            )}
            {uploading && <Progress value={(progress ?? 0) * 100} w="100%" aria-label={t('media.avatar.uploading')} />}
            {file ? (
              <Group gap="xs" justify="center">
                <Button leftSection={<IconUpload size={16} />} onClick={upload} loading={uploading}>
                  {t('media.avatar.upload')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconX size={16} />}
                  onClick={() => setFile(null)}
                  disabled={uploading}
                >
                  {t('media.avatar.cancel')}
                </Button>
              </Group>
            ) : (
              <Group gap="xs" justify="center">
                <FileButton onChange={pick} accept={ACCEPT}>
                  {(props) => (
                    <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} />}>
                      {avatarUrl ? t('media.avatar.change') : t('media.avatar.choose')}
                    </Button>
                  )}
                </FileButton>
                {avatarUrl && (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={remove}
                    loading={removeAvatar.isPending}
                  >
                    {t('media.avatar.remove')}
                  </Button>
                )}
              </Group>
            )}
            <Text size="xs" c="dimmed" ta="center" maw={260}>
              {avatarUrl || preview ? t('media.avatar.hint') : `${t('media.avatar.none')} · ${t('media.avatar.hint')}`}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <form onSubmit={save} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('media.profile.username')}
                description={t('media.profile.usernameHint')}
                value={form.username}
                onChange={(e) => setForm({ ...form, username: e.currentTarget.value })}
                error={errors.username}
                maxLength={30}
                autoComplete="username"
                leftSection="@"
              />
              <TextInput
                label={t('media.profile.displayName')}
                value={form.display_name}
                onChange={(e) => setForm({ ...form, display_name: e.currentTarget.value })}
                maxLength={80}
                autoComplete="name"
              />
              <TextInput
                label={t('media.profile.website')}
                type="url"
                placeholder="https://"
                value={form.website}
                onChange={(e) => setForm({ ...form, website: e.currentTarget.value })}
                error={errors.website}
                maxLength={300}
                autoComplete="url"
              />
              <Textarea
                label={t('media.profile.bio')}
                description={t('media.profile.bioHint')}
                value={form.bio}
                onChange={(e) => setForm({ ...form, bio: e.currentTarget.value })}
                error={errors.bio}
                autosize
                minRows={3}
                maxRows={8}
                maxLength={1000}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={update.isPending}>
                  {t('media.profile.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
      </Grid>
    </Card>
  )
}
