import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js'
import { useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { clientConfig } from '../app/config.ts'
import { decodeClaims } from './claims.ts'

// supabase-js is big: a visitor without a session never loads it on the first page. It comes when there is a
// session cookie to read, or when a page that needs it (sign-in, register, confirm…) creates the client.
const loadClient = () => import('./client.ts').then((m) => m.getSupabase())

let authClient: SupabaseClient | null = null
const clientListeners = new Set<(client: SupabaseClient) => void>()

/** Called by client.ts when the auth client comes to life, so the provider starts mirroring its events. */
export function registerAuthClient(client: SupabaseClient): void {
  authClient = client
  for (const listener of clientListeners) listener(client)
}

function hasSessionCookie(): boolean {
  const name = clientConfig().authCookieName
  return document.cookie.split(/;\s*/).some((c) => c.startsWith(`${name}=`) || c.startsWith(`${name}.0=`))
}

/** The signed-in user as the app sees it, mirrored from the auth client on every auth event. */
export interface SessionState {
  user: { id: string; email: string | null } | null
  aal: 'aal1' | 'aal2' | null
  /** Signed in at aal1 while a verified factor exists: a code is due before protected pages (docs/product.md §3). */
  mfaRequired: boolean
  /** False until the initial session is known: guards wait instead of redirecting. */
  ready: boolean
  /** The raw session and user of the auth client (null when signed out). */
  session: Session | null
  authUser: User | null
  /** The last auth event (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY…). */
  lastEvent: AuthChangeEvent | null
  /** True after a PASSWORD_RECOVERY event in this tab (the reset page may set a new password). */
  recovery: boolean
  signOut: (scope?: 'global' | 'local' | 'others') => Promise<void>
}

type Listener = () => void
const signedOutListeners = new Set<Listener>()

/** Runs `listener` whenever the user signs out (favourites and other stores reset themselves). */
export function onSignedOut(listener: Listener): () => void {
  signedOutListeners.add(listener)
  return () => {
    signedOutListeners.delete(listener)
  }
}

async function signOut(scope: 'global' | 'local' | 'others' = 'local'): Promise<void> {
  const { error } = await (await loadClient()).auth.signOut({ scope })
  if (error) throw error
}

const initial: SessionState = {
  user: null,
  aal: null,
  mfaRequired: false,
  ready: false,
  session: null,
  authUser: null,
  lastEvent: null,
  recovery: false,
  signOut,
}

const SessionContext = createContext<SessionState>(initial)

function stateFrom(session: Session | null, event: AuthChangeEvent, previous: SessionState): SessionState {
  const claims = decodeClaims(session?.access_token)
  const user = session?.user ?? null
  const aal = user ? (claims?.aal === 'aal2' ? 'aal2' : 'aal1') : null
  const hasFactor = Boolean(user?.factors?.some((f) => f.status === 'verified'))
  return {
    ...previous,
    ready: true,
    session,
    authUser: user,
    user: user ? { id: user.id, email: user.email ?? null } : null,
    aal,
    mfaRequired: aal === 'aal1' && hasFactor,
    lastEvent: event,
    recovery: event === 'PASSWORD_RECOVERY' ? true : event === 'SIGNED_OUT' ? false : previous.recovery,
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(initial)
  const queryClient = useQueryClient()
  const userId = useRef<string | null | undefined>(undefined)

  useEffect(() => {
    let unsubscribe: (() => void) | null = null
    let active = true
    const subscribe = (supabase: SupabaseClient) => {
      if (!active || unsubscribe) return
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        // Never await auth calls inside this callback (auth-js holds a lock while notifying).
        setState((prev) => stateFrom(session, event, prev))
        const id = session?.user.id ?? null
        if (userId.current !== undefined && userId.current !== id) {
          // Another caller: every server answer cached for the previous one is stale.
          if (id === null) {
            queryClient.clear()
            for (const l of signedOutListeners) l()
          } else void queryClient.invalidateQueries()
        }
        userId.current = id
      })
      unsubscribe = () => data.subscription.unsubscribe()
    }
    clientListeners.add(subscribe)
    if (authClient) subscribe(authClient)
    else if (hasSessionCookie()) void loadClient()
    else setState((prev) => ({ ...prev, ready: true }))
    return () => {
      active = false
      clientListeners.delete(subscribe)
      unsubscribe?.()
    }
  }, [queryClient])

  const value = useMemo(() => state, [state])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  return useContext(SessionContext)
}
