import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/**
 * Debian's old headless shell (`apt-get install chromium-headless-shell`), what Playwright itself drives headless: the
 * same engine without the browser's UI layers, ≈ 18 % less CPU on these walks than the full Chromium it falls back to.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/**
 * Each worker starts its own server on a copy of the data prepared once per run (e2e/global-setup.ts, which also
 * makes the client build if its sources changed; see e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Waits end on the app's state; these are only ceilings against hangs, high enough for a 2-core machine at a
  // load of 30 (single clicks then take seconds).
  timeout: 300_000,
  expect: { timeout: 120_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Recording a trace costs every action a DOM snapshot: under CI only a retried test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
