import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src-server/**/*.test.ts', 'src-client/**/*.test.ts', 'migrations/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./vitest.global-setup.ts'],
    // Ceilings against hangs, not waits: a fresh PGlite (beforeAll) took over 60 s at a load of 30 on 2 cores.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: 'forks',
    // two cores: more workers only add contention
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
})
