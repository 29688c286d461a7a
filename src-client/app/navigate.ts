import { useCallback } from 'react'
import { type NavigateOptions, useNavigate } from 'react-router'

/**
 * Guarded navigation (docs/product.md §2): navigating to an external URL without the `external` option is refused.
 * Other protocols than http(s) (javascript:, data:…) are always refused; mailto: and tel: need `external`.
 */
export type NavTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: string }

export class ExternalNavigationError extends Error {
  constructor(to: string) {
    super(`Navigating to an external URL is not allowed: ${to}. Pass { external: true } to leave the app.`)
    this.name = 'ExternalNavigationError'
  }
}

export function resolveNavigation(to: string, origin: string, opts: { external?: boolean } = {}): NavTarget {
  let url: URL
  try {
    url = new URL(to, origin)
  } catch {
    return { kind: 'refused', reason: 'invalid URL' }
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') {
    return opts.external ? { kind: 'external', url: url.href } : { kind: 'refused', reason: 'external' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused', reason: 'protocol' }
  if (url.origin === new URL(origin).origin)
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` }
  return opts.external ? { kind: 'external', url: url.href } : { kind: 'refused', reason: 'external' }
}

export interface AppNavigateOptions extends NavigateOptions {
  /** Allow leaving the app (another origin, mailto:, tel:). */
  external?: boolean
}

/** `navigateTo(to, { external })`: React Router for our own paths, a full page load for allowed external URLs. */
export function useNavigateTo(): (to: string, options?: AppNavigateOptions) => void {
  const navigate = useNavigate()
  return useCallback(
    (to, options = {}) => {
      const { external, ...rest } = options
      const target = resolveNavigation(to, window.location.origin, { external })
      if (target.kind === 'refused') throw new ExternalNavigationError(to)
      if (target.kind === 'external') {
        if (rest.replace) window.location.replace(target.url)
        else window.location.assign(target.url)
        return
      }
      void navigate(target.path, rest)
    },
    [navigate],
  )
}
