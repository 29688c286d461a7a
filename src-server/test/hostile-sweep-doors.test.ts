import { startTestApp } from './harness.ts'
import { defineHostileSweep } from './hostile-sweep.ts'

defineHostileSweep(['trpc', 'auth', 'pages', 'storage'], (env) => startTestApp({ env }))
