import { createTRPCReact } from '@trpc/react-query'
import type { AppRouter } from '../../src-server/router.ts'

/** Typed tRPC hooks. The session cookie travels with every same-origin call, so no header is needed. */
export const trpc = createTRPCReact<AppRouter>()
