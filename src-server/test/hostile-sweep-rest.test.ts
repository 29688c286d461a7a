import { startTestApp } from './harness.ts'
import { defineHostileSweep } from './hostile-sweep.ts'

defineHostileSweep(['rest'], (env) => startTestApp({ env }))
