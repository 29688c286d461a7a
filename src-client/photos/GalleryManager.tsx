import '@mantine/dropzone/styles.css'
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { notifications } from '@mantine/notifications'
import { IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { type EntityType, KIND_PATH, KINDS, kindMap } from '../../src/directory/kinds.ts'
import { IMAGE_UPLOAD_MAX_BYTES, lastTwoSegments } from '../../src/photos/schemas.ts'
import { errorText } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'
import { modals } from '../app/overlays.tsx'
import { trpc } from '../app/trpc.ts'
import { openFocusPicker } from './FocusPicker.tsx'
import { GalleryTile } from './GalleryTile.tsx'
import { SizedImage } from './SizedImage.tsx'
import { IMAGE_BOXES } from './sized-image.ts'
import { shrinkForUpload, uploadWithProgress } from './upload.ts'

type Kind = EntityType

/** The REST upload/delete path of each kind (docs/product.md §7). */
const ENDPOINT = kindMap((kind) => `/api/${KIND_PATH[kind]}/${KINDS[kind].photoEditor}/photo`)
const ACCEPT = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/tiff',
]

interface QueueItem {
  key: string
  name: string
  file: File
  progress: number
  status: 'waiting' | 'uploading' | 'processing' | 'done' | 'error'
  error?: string
}

/** Photo gallery manager on edit pages: drag-and-drop upload with per-file progress, delete, order. */
export function GalleryManager({
  type,
  id,
  photos: initial,
  onChange,
}: {
  type: Kind
  id: number
  photos: string[]
  onChange?: (photos: string[]) => void
}) {
  const { t } = useI18n()
  const [photos, setPhotos] = useState(initial)
  const [queue, setQueue] = useState<QueueItem[]>([])
  const running = useRef(false)
  const remove = trpc.photos.remove.useMutation()
  const reorder = trpc.photos.reorder.useMutation()
  const focus = trpc.photos.focus.useMutation()

  // Follow the parent's list when its content changes (not on every new array instance).
  const initialKey = initial.join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content on purpose
  useEffect(() => setPhotos(initial), [initialKey])

  const apply = (next: string[]) => {
    setPhotos(next)
    onChange?.(next)
  }
  const patch = (key: string, change: Partial<QueueItem>) =>
    setQueue((q) => q.map((item) => (item.key === key ? { ...item, ...change } : item)))

  /** One request per file, one at a time: each file gets its own progress bar and its own result. */
  const drain = async (items: QueueItem[]) => {
    if (running.current) return
    running.current = true
    let uploaded = 0
    try {
      for (const item of items) {
        patch(item.key, { status: 'uploading', progress: 0 })
        try {
          const file = await shrinkForUpload(item.file)
          const body = new FormData()
          body.append('photos', file, file.name)
          const res = await uploadWithProgress<{ photos: string[] }>(`${ENDPOINT[type]}/${id}`, body, (p) =>
            patch(item.key, { progress: p, status: p >= 1 ? 'processing' : 'uploading' }),
          )
          if (!res.ok) throw new Error(errorText(t, res.body, t('media.errors.uploadPhotos')))
          apply((res.body as { photos: string[] }).photos)
          patch(item.key, { status: 'done', progress: 1 })
          uploaded++
        } catch (error) {
          const message =
            error instanceof Error && error.message !== 'network' ? error.message : t('media.errors.network')
          patch(item.key, { status: 'error', error: message })
          notifications.show({ color: 'red', title: item.name, message, autoClose: 3000 })
        }
      }
    } finally {
      running.current = false
    }
    if (uploaded > 0) notifications.show({ color: 'teal', message: t('media.gallery.uploaded'), autoClose: 3000 })
    // Finished rows fade out; failures stay so the user can read why.
    setTimeout(() => setQueue((q) => q.filter((i) => i.status !== 'done')), 2500)
  }

  const onDrop = (files: File[]) => {
    const items = files.map<QueueItem>((file) => ({
      key: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
      name: file.name,
      file,
      progress: 0,
      status: 'waiting',
    }))
    setQueue((q) => [...q.filter((i) => i.status !== 'done'), ...items])
    void drain(items)
  }

  const onReject = (rejections: FileRejection[]) => {
    for (const r of rejections) {
      notifications.show({
        color: 'red',
        message: t('media.gallery.rejected', { name: r.file.name }),
        autoClose: 3000,
      })
    }
  }

  const confirmDelete = (url: string, n: number) =>
    modals.openConfirmModal({
      title: t('media.gallery.deleteTitle'),
      children: (
        <Stack gap="sm">
          <SizedImage
            url={url}
            box={IMAGE_BOXES.managerPreview}
            alt={t('media.gallery.photoAlt', { n })}
            radius="sm"
            mah={180}
            fit="contain"
          />
          <Text size="sm">{t('media.gallery.deleteText')}</Text>
        </Stack>
      ),
      labels: { confirm: t('media.gallery.delete'), cancel: t('media.gallery.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const res = await remove.mutateAsync({ type, id, path: lastTwoSegments(url) })
          apply(res.photos)
          notifications.show({ color: 'teal', message: t('media.gallery.deleted'), autoClose: 3000 })
        } catch (error) {
          notifications.show({
            color: 'red',
            title: t('media.errors.deletePhoto'),
            message: errorText(t, error, t('media.errors.deletePhoto')),
            autoClose: 3000,
          })
        }
      },
    })

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= photos.length) return
    const next = [...photos]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item!)
    const previous = photos
    setPhotos(next)
    try {
      apply((await reorder.mutateAsync({ type, id, photos: next })).photos)
    } catch (error) {
      setPhotos(previous)
      notifications.show({
        color: 'red',
        title: t('media.errors.reorder'),
        message: errorText(t, error, t('media.errors.reorder')),
        autoClose: 3000,
      })
    }
  }

  const pickFocus = (url: string, n: number) =>
    openFocusPicker(t('media.gallery.focusLabel', { n }), url, async (point) => {
      try {
        apply((await focus.mutateAsync({ type, id, path: lastTwoSegments(url), ...point })).photos)
        notifications.show({ color: 'teal', message: t('media.gallery.focusSaved'), autoClose: 3000 })
        return true
      } catch (error) {
        notifications.show({
          color: 'red',
          title: t('media.gallery.focusError'),
          message: errorText(t, error, t('media.gallery.focusError')),
          autoClose: 3000,
        })
        return false
      }
    })

  const busy = queue.some((i) => i.status === 'waiting' || i.status === 'uploading' || i.status === 'processing')

  return (
    <Stack gap="md" data-testid="gallery-manager">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg">
          {t('media.gallery.title')}
        </Title>
        <Text size="sm" c="dimmed" data-testid="gallery-count">
          {t('media.gallery.count', { count: photos.length })}
        </Text>
      </Group>
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        maxSize={IMAGE_UPLOAD_MAX_BYTES}
        maxFiles={10}
        accept={ACCEPT}
        multiple
        radius="md"
        aria-label={t('media.gallery.dropTitle')}
        data-testid="gallery-dropzone"
      >
        <Group justify="center" gap="lg" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} color="var(--mantine-color-blue-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} stroke={1.5} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhotoPlus size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <div>
            <Text size="md" fw={600}>
              {t('media.gallery.dropTitle')}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t('media.gallery.dropHint')}
            </Text>
          </div>
        </Group>
      </Dropzone>

      {queue.length > 0 && (
        <Paper withBorder radius="md" p="sm" aria-live="polite" aria-busy={busy} data-testid="upload-queue">
          <Stack gap="xs">
            {queue.map((item) => (
              <div key={item.key} data-testid="upload-row" data-status={item.status}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                    {item.name}
                  </Text>
                  <Text size="xs" c={item.status === 'error' ? 'red' : 'dimmed'} style={{ flexShrink: 0 }}>
                    {item.status === 'waiting'
                      ? t('media.gallery.waiting')
                      : item.status === 'processing'
                        ? t('media.gallery.processing')
                        : item.status === 'done'
                          ? t('media.gallery.done')
                          : item.status === 'error'
                            ? t('media.gallery.failed')
                            : `${Math.round(item.progress * 100)} %`}
                  </Text>
                </Group>
                <Progress
                  mt={4}
                  size="sm"
                  value={item.status === 'error' ? 100 : item.progress * 100}
                  color={item.status === 'error' ? 'red' : item.status === 'done' ? 'teal' : 'blue'}
                  striped={item.status === 'processing'}
                  animated={item.status === 'processing'}
                  aria-label={`${t('media.gallery.uploading')} ${item.name}`}
                />
                {item.error && (
                  <Text size="xs" c="red" mt={2}>
                    {item.error}
                  </Text>
                )}
              </div>
            ))}
          </Stack>
        </Paper>
      )}

      {photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('media.gallery.empty')}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {t('media.gallery.orderHint')} {t('media.gallery.dragHint')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="gallery-grid">
            {photos.map((url, i) => {
              const n = i + 1
              return (
                <GalleryTile
                  key={url}
                  url={url}
                  index={i}
                  count={photos.length}
                  busy={reorder.isPending}
                  move={move}
                  onDelete={() => confirmDelete(url, n)}
                  onFocus={() => pickFocus(url, n)}
                />
              )
            })}
          </SimpleGrid>
        </>
      )}
    </Stack>
  )
}
