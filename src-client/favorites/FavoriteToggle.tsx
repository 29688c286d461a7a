/** The favourite heart on result cards and details pages (filled in by the favourites feature). */
export function FavoriteToggle(_props: { type: 'artist' | 'venue' | 'service'; id: number; name: string }) {
  return null
}
