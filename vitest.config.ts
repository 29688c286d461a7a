import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src-server/**/*.test.ts', 'src-client/**/*.test.ts', 'migrations/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // two cores: more workers only add contention
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
})
