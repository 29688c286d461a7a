import { useState } from 'react'
import { CENTRE, photoFocus } from '../../src/photos/focus.ts'
import { isRenderUrl, type ResizeMode, renderUrl } from '../../src/photos/render-url.ts'

/**
 * Every stored picture is asked for at the size of its box (docs/product.md §7): the render endpoint of the
 * storage serves it resized, a 2× candidate covers sharp screens. Boxes are CSS pixels; a box with `sizes` is
 * fluid (its width follows the layout) and gets width descriptors, a fixed one density descriptors.
 */
export interface ImageBox {
  width: number
  height: number
  resize?: ResizeMode
  /** For fluid boxes: the `sizes` attribute (how wide the box is shown at each viewport). */
  sizes?: string
}

/** The boxes of the app, in one place. */
export const IMAGE_BOXES = {
  /**
   * Search result cards: one column on phones, two from 36em, from 62em two or three between the filters and the
   * map (≈ 180–330 px: a quarter of the window is generous), three from 88em.
   */
  card: {
    width: 400,
    height: 150,
    sizes: '(min-width: 88em) 400px, (min-width: 62em) 25vw, (min-width: 36em) 50vw, 100vw',
  },
  /** The home page's showcase: two columns, four from 62em. */
  featured: { width: 320, height: 170, sizes: '(min-width: 62em) 300px, 50vw' },
  /** The details page's main photo: two thirds of the page from 62em. */
  detailsMain: { width: 800, height: 450, sizes: '(min-width: 75em) 800px, (min-width: 62em) 66vw, 100vw' },
  /** The details page's gallery strip (88 × 56). */
  galleryThumb: { width: 88, height: 56 },
  /** The photo manager's tiles (4:3, two to four columns) and its delete confirmation (at most 180 high). */
  managerTile: { width: 320, height: 240, sizes: '(min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw' },
  managerPreview: { width: 320, height: 180, resize: 'contain' },
  /** The focus picker: the whole photo, at most 560 × 320. */
  focusPicker: { width: 560, height: 320, resize: 'contain' },
  /** The lightbox: the whole photo, fit inside the screen. */
  lightbox: { width: 960, height: 540, resize: 'contain', sizes: '100vw' },
  /** Listing pictures in lists (favourites, enquiries: a 48 px avatar; my listings: 64 × 48). */
  listAvatar: { width: 48, height: 48 },
  listThumb: { width: 64, height: 48 },
} as const satisfies Record<string, ImageBox>

export interface ImageSources {
  src: string
  srcSet?: string
  sizes?: string
}

const TWICE_MAX = 2000

/** Whether a photo shown in `box` is cropped by the browser around its focus point (src/photos/focus.ts). */
export function cropsAroundFocus(url: string, box: ImageBox): boolean {
  const focus = photoFocus(url)
  return (box.resize ?? 'cover') === 'cover' && (focus.x !== CENTRE.x || focus.y !== CENTRE.y)
}

/**
 * src, srcSet and sizes of `url` shown in `box`; any URL that is not a stored public object comes back as it is.
 * A `cover` box crops on the server around the centre (Supabase's contract), unless the photo has a focus point:
 * then it is asked for at the box's width with its own proportions, and the browser crops it around the focus
 * (`object-fit: cover` with objectPosition below).
 */
export function imageSources(url: string, box: ImageBox): ImageSources {
  const focus = cropsAroundFocus(url, box)
  const at = (scale: number) =>
    renderUrl(url, {
      width: Math.min(Math.round(box.width * scale), TWICE_MAX),
      height: focus ? undefined : Math.min(Math.round(box.height * scale), TWICE_MAX),
      resize: focus ? undefined : box.resize,
    })
  const src = at(1)
  if (!isRenderUrl(src)) return { src }
  if (box.sizes) {
    const twice = Math.min(box.width * 2, TWICE_MAX)
    return { src, srcSet: `${src} ${box.width}w, ${at(2)} ${twice}w`, sizes: box.sizes }
  }
  return { src, srcSet: `${src} 1x, ${at(2)} 2x` }
}

/**
 * imageSources for an <img>, falling back to the original when the render URL fails (hosted Supabase answers so
 * where image transformations are off for the project).
 */
export function useImageSources(url: string, box: ImageBox): ImageSources & { onError?: () => void } {
  const [failed, setFailed] = useState<string | null>(null)
  if (failed === url) return { src: url }
  const sources = imageSources(url, box)
  return sources.srcSet ? { ...sources, onError: () => setFailed(url) } : sources
}

/** Cards above the fold on a search page: their photos load at once, with high priority (and are preloaded). */
export const EAGER_CARDS = 3

/** Loading hints: the first pictures of a page (above the fold) load at once and first, the rest when near. */
export function loadingHints(index: number, eagerCount: number) {
  return index < eagerCount
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', fetchPriority: undefined } as const)
}
