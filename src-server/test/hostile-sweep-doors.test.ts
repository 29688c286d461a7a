import { defineHostileSweep } from './hostile-sweep.ts'

defineHostileSweep(['trpc', 'auth', 'pages', 'storage'])
