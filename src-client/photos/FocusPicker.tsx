import { Box, Button, Group, Stack, Text } from '@mantine/core'
import { type KeyboardEvent, type PointerEvent, useState } from 'react'
import { CENTRE, type Focus, photoFocus, withFocus } from '../../src/photos/focus.ts'
import { useI18n } from '../app/i18n.tsx'
import './focus.css'
import { modals } from '../app/overlays.tsx'
import { SizedImage } from './SizedImage.tsx'
import { IMAGE_BOXES, useImageSources } from './sized-image.ts'

const STEP = 5
const clamp = (v: number) => Math.max(0, Math.min(100, Math.round(v)))

/**
 * The owner taps a photo's subject (src/photos/focus.ts); a card-shaped preview shows what cards and the cover
 * will keep. Arrow keys move the point too.
 */
function FocusPicker({ url, onSave }: { url: string; onSave: (focus: Focus) => Promise<boolean> }) {
  const { t } = useI18n()
  const [focus, setFocus] = useState(() => photoFocus(url))
  const [busy, setBusy] = useState(false)
  const pick = (event: PointerEvent<HTMLButtonElement>) => {
    const img = event.currentTarget.querySelector('img')
    if (!img) return
    const r = img.getBoundingClientRect()
    if (!r.width || !r.height) return
    setFocus({
      x: clamp(((event.clientX - r.left) / r.width) * 100),
      y: clamp(((event.clientY - r.top) / r.height) * 100),
    })
  }
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const d = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] }[event.key]
    if (!d) return
    event.preventDefault()
    setFocus((f) => ({ x: clamp(f.x + d[0]!), y: clamp(f.y + d[1]!) }))
  }
  const preview = withFocus(url, focus)
  const sources = useImageSources(url, IMAGE_BOXES.focusPicker)
  return (
    <Stack gap="sm">
      <Text size="sm">{t('media.gallery.focusText')}</Text>
      <button
        type="button"
        className="photo-focus-picker"
        onPointerDown={pick}
        onKeyDown={nudge}
        aria-label={`${t('media.gallery.focusTitle')}: ${focus.x} %, ${focus.y} %`}
        data-testid="focus-picker"
        data-focus={`${focus.x},${focus.y}`}
      >
        <span className="photo-focus-frame">
          <img {...sources} alt="" draggable={false} />
          <span className="photo-focus-dot" style={{ left: `${focus.x}%`, top: `${focus.y}%` }} aria-hidden />
        </span>
      </button>
      <Text size="xs" c="dimmed">
        {t('media.gallery.focusPreview')}
      </Text>
      <Box maw={400} style={{ borderRadius: 8, overflow: 'hidden' }} data-testid="focus-preview">
        <SizedImage url={preview} box={IMAGE_BOXES.card} alt="" h={150} fit="cover" />
      </Box>
      <Group justify="space-between">
        <Button variant="subtle" onClick={() => setFocus(CENTRE)} disabled={busy}>
          {t('media.gallery.focusCentre')}
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={() => modals.closeAll()} disabled={busy}>
            {t('media.gallery.cancel')}
          </Button>
          <Button
            loading={busy}
            onClick={async () => {
              setBusy(true)
              const saved = await onSave(focus)
              setBusy(false)
              if (saved) modals.closeAll()
            }}
            data-testid="focus-save"
          >
            {t('media.gallery.focusSave')}
          </Button>
        </Group>
      </Group>
    </Stack>
  )
}

export function openFocusPicker(title: string, url: string, onSave: (focus: Focus) => Promise<boolean>) {
  modals.open({ title, centered: true, size: 'lg', children: <FocusPicker url={url} onSave={onSave} /> })
}
