import Lightbox from 'yet-another-react-lightbox'
import 'yet-another-react-lightbox/styles.css'
import { renderUrl } from '../../src/photos/render-url.ts'
import { useI18n } from '../app/i18n.tsx'
import { IMAGE_BOXES } from '../photos/sized-image.ts'

/** The photo at the lightbox's box and twice it: the lightbox picks by the screen's width and density. */
function lightboxSources(src: string) {
  const { width, height, resize } = IMAGE_BOXES.lightbox
  const at = (scale: number) => ({
    src: renderUrl(src, { width: width * scale, height: height * scale, resize }),
    width: width * scale,
    height: height * scale,
  })
  const sizes = [at(1), at(2)]
  return sizes[0]!.src === src ? { src } : { src: sizes[1]!.src, srcSet: sizes }
}

/**
 * Full-size photos of a details page: arrow keys and swipes move between them, Escape closes, focus stays inside
 * while open. Loaded only when a visitor opens it (its own chunk).
 */
export default function PhotoLightbox({
  photos,
  name,
  index,
  onIndex,
  onClose,
}: {
  photos: string[]
  name: string
  index: number
  onIndex: (index: number) => void
  onClose: () => void
}) {
  const { t } = useI18n()
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      on={{ view: ({ index: shown }) => onIndex(shown) }}
      slides={photos.map((src, i) => ({ ...lightboxSources(src), alt: `${name} (${i + 1}/${photos.length})` }))}
      carousel={{ finite: photos.length < 3 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: t('directory.details.lightbox.label', { name }),
        'Photo gallery': t('directory.details.lightbox.label', { name }),
        Previous: t('directory.details.lightbox.previous'),
        Next: t('directory.details.lightbox.next'),
        Close: t('directory.details.lightbox.close'),
        '{index} of {total}': t('directory.details.lightbox.slide'),
      }}
    />
  )
}
