import { defineHostileSweep } from './hostile-sweep.ts'

defineHostileSweep(['rest'])
