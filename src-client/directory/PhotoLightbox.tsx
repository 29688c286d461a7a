import Lightbox from 'yet-another-react-lightbox'
import 'yet-another-react-lightbox/styles.css'
import { useI18n } from '../app/i18n.tsx'

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
      slides={photos.map((src, i) => ({ src, alt: `${name} (${i + 1}/${photos.length})` }))}
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
