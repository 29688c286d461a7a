import { ActionIcon, AspectRatio, Badge, Card, Group, Tooltip } from '@mantine/core'
import { IconArrowLeft, IconArrowRight, IconCheck, IconFocusCentered, IconStar, IconTrash } from '@tabler/icons-react'
import { useI18n } from '../app/i18n.tsx'
import { SizedImage } from './SizedImage.tsx'
import { IMAGE_BOXES } from './sized-image.ts'

/** One photo of the gallery manager: drag onto another to move it there, make it the cover, move it, delete it. */
export function GalleryTile({
  url,
  index,
  count,
  busy,
  move,
  onDelete,
  onFocus,
}: {
  url: string
  index: number
  count: number
  busy: boolean
  move: (from: number, to: number) => Promise<void> | void
  onDelete: () => void
  /** Opens the focus picker (FocusPicker.tsx). */
  onFocus: () => void
}) {
  const { t } = useI18n()
  const n = index + 1
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      data-testid="gallery-photo"
      // Drag one photo onto another to move it there (a mouse; touch screens keep the arrows).
      draggable={!busy}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData('text/x-photo-index', String(index))
      }}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('text/x-photo-index')) event.preventDefault()
      }}
      onDrop={(event) => {
        event.preventDefault()
        const from = Number(event.dataTransfer.getData('text/x-photo-index'))
        if (Number.isInteger(from) && from !== index) void move(from, index)
      }}
      style={{ cursor: 'grab' }}
    >
      <AspectRatio ratio={4 / 3}>
        <SizedImage
          url={url}
          box={IMAGE_BOXES.managerTile}
          alt={t('media.gallery.photoAlt', { n })}
          fit="cover"
          loading="lazy"
        />
      </AspectRatio>
      {/* On the photo itself: the row below is full on a phone's two columns. */}
      <Tooltip label={t('media.gallery.focusLabel', { n })}>
        <ActionIcon
          pos="absolute"
          top={6}
          right={6}
          variant="white"
          color="dark"
          radius="xl"
          onClick={onFocus}
          disabled={busy}
          aria-label={t('media.gallery.focusLabel', { n })}
          data-testid="photo-focus"
        >
          <IconFocusCentered size={16} />
        </ActionIcon>
      </Tooltip>
      {index === 0 && (
        <Badge pos="absolute" top={8} left={8} size="sm" variant="filled" leftSection={<IconCheck size={12} />}>
          {t('media.gallery.cover')}
        </Badge>
      )}
      <Group justify="space-between" p={6} gap={4} wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          {index > 0 && (
            <Tooltip label={t('media.gallery.makeCover', { n })}>
              <ActionIcon
                variant="subtle"
                color="yellow"
                onClick={() => move(index, 0)}
                disabled={busy}
                aria-label={t('media.gallery.makeCover', { n })}
                data-testid="make-cover"
              >
                <IconStar size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('media.gallery.moveEarlier', { n })}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => move(index, index - 1)}
              disabled={index === 0 || busy}
              aria-label={t('media.gallery.moveEarlier', { n })}
            >
              <IconArrowLeft size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('media.gallery.moveLater', { n })}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => move(index, index + 1)}
              disabled={index === count - 1 || busy}
              aria-label={t('media.gallery.moveLater', { n })}
            >
              <IconArrowRight size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Tooltip label={t('media.gallery.deleteLabel', { n })}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('media.gallery.deleteLabel', { n })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  )
}
