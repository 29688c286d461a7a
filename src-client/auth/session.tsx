import { createContext, type ReactNode, useContext } from 'react'

/** The signed-in user as the app sees it (mirrored from the auth client; filled in by the accounts feature). */
export interface SessionState {
  user: { id: string; email: string | null } | null
  aal: 'aal1' | 'aal2' | null
  /** False until the initial session is known: guards wait instead of redirecting. */
  ready: boolean
}

const SessionContext = createContext<SessionState>({ user: null, aal: null, ready: true })

export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={{ user: null, aal: null, ready: true }}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  return useContext(SessionContext)
}
