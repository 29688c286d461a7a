import type { ReactNode } from 'react'
import type { RouteDef } from '../../src/routes.ts'

/** Route guard for protected routes (the accounts feature adds the redirect to the login page). */
export function RouteGuard({ children }: { route: RouteDef; children: ReactNode }) {
  return <>{children}</>
}
