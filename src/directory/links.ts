/** Zod-free, so the details page can check links without pulling the schemas into its bundle. */

/**
 * Listing links end up as `href`s: only web, mail and phone links, so a stored `javascript:`, `data:` or
 * `vbscript:` URL can never run in a visitor's browser. The client checks with `isSafeLink` before rendering too.
 */
export const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const
export const LINK_MESSAGE = 'Enter a full link starting with https://, http://, mailto: or tel:'

export function isSafeLink(value: string): boolean {
  // The URL parser drops tabs, newlines and edge controls; a link that needs that is not one we store.
  if (/\s/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    return false
  }
  if (!(LINK_SCHEMES as readonly string[]).includes(parsed.protocol)) return false
  return parsed.protocol.startsWith('http') ? parsed.hostname !== '' : parsed.pathname !== ''
}
