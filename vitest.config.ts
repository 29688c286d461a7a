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
    // Ceilings against hangs, not waits: at a load of 20 on 2 cores a fresh PGlite took 3 minutes and a spawned
    // server the same (both are far quicker on a quiet machine).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Two cores: more workers only add contention. Without isolation a worker loads the server's modules once, not
    // once per test file (that reload was half of a run's time); every test file starts its own app, so no state
    // is shared through modules that a test relies on.
    maxWorkers: 2,
    isolate: false,
  },
})
