import { defineConfig } from 'vitest/config'
import { engineDependentTestFiles } from './src-server/test/engines.ts'

/**
 * TEST_FILES=engine-dependent (`npm run test:engine`): only the files whose result may depend on the database
 * engine (src-server/test/engines.ts), for CI's second run on the other engine.
 */
const include =
  process.env.TEST_FILES === 'engine-dependent'
    ? engineDependentTestFiles()
    : ['src/**/*.test.ts', 'src-server/**/*.test.ts', 'src-client/**/*.test.ts', 'migrations/**/*.test.ts']

export default defineConfig({
  test: {
    include,
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
