import { useSyncExternalStore } from 'react'

/**
 * The sign-in drawer over the current page (an anonymous heart opens it, so the booker keeps their place).
 * `lead` says why it opened. Tiny on purpose: the drawer itself loads when it first opens.
 */
export interface LoginDrawerRequest {
  lead?: string
}

let request: LoginDrawerRequest | null = null
const listeners = new Set<() => void>()

function set(next: LoginDrawerRequest | null) {
  request = next
  for (const l of listeners) l()
}

export const openLoginDrawer = (next: LoginDrawerRequest = {}) => set(next)
export const closeLoginDrawer = () => set(null)

export function useLoginDrawer(): LoginDrawerRequest | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => request,
  )
}
