import { Avatar, type AvatarProps, Image, type ImageProps } from '@mantine/core'
import type { CSSProperties, ImgHTMLAttributes } from 'react'
import { objectPosition } from '../../src/photos/focus.ts'
import { type ImageBox, useImageSources } from './sized-image.ts'

type ImgHints = Pick<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'loading' | 'fetchPriority'>

/**
 * Mantine's Image of a stored picture, asked for at the size of its box (sized-image.ts); a cropped one keeps the
 * photo's focus point in view (src/photos/focus.ts).
 */
export function SizedImage({
  url,
  box,
  style,
  ...props
}: Omit<ImageProps, 'src' | 'style'> & ImgHints & { url: string; box: ImageBox; style?: CSSProperties }) {
  const sources = useImageSources(url, box)
  return <Image {...props} {...sources} style={{ objectPosition: objectPosition(url), ...style }} />
}

/** Mantine's Avatar of a stored picture (or its placeholder when `url` is null), at the size of its box. */
export function SizedAvatar({
  url,
  box,
  ...props
}: Omit<AvatarProps, 'src'> & { alt?: string; url: string | null; box: ImageBox }) {
  const { src, ...imageProps } = useImageSources(url ?? '', box)
  return <Avatar {...props} src={url ? src : null} imageProps={{ ...imageProps, loading: 'lazy' }} />
}
