/** Photo gallery manager on edit pages (filled in by the media feature). */
export function GalleryManager(_props: {
  type: 'artist' | 'venue' | 'service'
  id: number
  photos: string[]
  onChange?: (photos: string[]) => void
}) {
  return null
}
