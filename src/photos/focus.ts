/**
 * The focus point of a photo: where its subject is, in percent of its width and height from the top left. Cards
 * and the details cover crop photos to their boxes in the browser (`object-fit: cover`) around this point, so a
 * 3:2 or portrait photo keeps its subject. The owner picks it in the photo manager; it is kept with the photo, as
 * the fragment of its stored path (`…/{id}/{uuid}.webp#focus=30,40`): a fragment never reaches a server, so the
 * object's URL, its caches and hosted Supabase's render URLs stay the same, and it travels with reordering.
 * Without one the centre is the focus (what Supabase's `resize=cover` crops to: imgproxy's default gravity).
 */
export interface Focus {
  x: number
  y: number
}

export const CENTRE: Focus = { x: 50, y: 50 }

const FRAGMENT = /#focus=(\d{1,3}),(\d{1,3})$/

/** The URL without its fragment (what is fetched). */
export function withoutFragment(url: string): string {
  const at = url.indexOf('#')
  return at < 0 ? url : url.slice(0, at)
}

/** The focus kept in a photo's URL or stored path; the centre when it has none (or a malformed one). */
export function photoFocus(url: string): Focus {
  const m = FRAGMENT.exec(url)
  if (!m) return CENTRE
  const x = Number(m[1])
  const y = Number(m[2])
  return x <= 100 && y <= 100 ? { x, y } : CENTRE
}

/** The photo's URL or stored path with this focus (none for the centre). */
export function withFocus(url: string, focus: Focus): string {
  const base = withoutFragment(url)
  const x = Math.round(focus.x)
  const y = Math.round(focus.y)
  return x === CENTRE.x && y === CENTRE.y ? base : `${base}#focus=${x},${y}`
}

/** CSS `object-position` that keeps the focus in view when the photo covers its box. */
export function objectPosition(url: string): string {
  const { x, y } = photoFocus(url)
  return `${x}% ${y}%`
}
