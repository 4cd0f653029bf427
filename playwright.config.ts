import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

// Debian's Chromium where it exists (this machine cannot download Playwright's), Playwright's own
// elsewhere. Its headless shell first: the browser Playwright itself runs headless tests in, about a
// fifth cheaper per test than the whole browser in headless mode, which the suite spends most of its
// CPU on. The full browser's launch flags are scripts/lib/chromium.ts's (the benchmarks' and
// Lighthouse's, which measure what a visitor's browser does); importing a TS module here would switch
// on Playwright's module loader for every child process the global setup starts.
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) =>
  existsSync(file),
)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // Starts a fresh embedded PostgreSQL and `next start` of the built app; its teardown stops both.
  globalSetup: './tests/helpers/e2eSetup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
})
