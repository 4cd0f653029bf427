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

/**
 * The suite runs as two projects side by side, each on a site server of its own (tests/helpers/
 * e2eSetup.ts): one worker each, so that a file's tests never meet another file's changes on the same
 * server. These files go to the second: most suites with servers and databases of their own, the
 * fuzz, read-mostly page suites and the rate limits (each test a client address of its own), about
 * half of the suite's time (two more with servers of their own, object storage and the database
 * stopping, even the two out from the first). Waits in one project (a schedule, a server starting)
 * leave the cores to the other.
 */
const SECOND = [
  'a11y',
  'consent',
  'deals',
  'dockerImage',
  'feeds',
  'filters',
  'fuzz',
  'htmlValidity',
  'jobsOnce',
  'operations',
  'prefetch',
  'products',
  'rateLimits',
  'replicas',
  'shutdown',
  'site',
  'sitemaps',
  'translations',
  'twoInstances',
].map((name) => `**/${name}.e2e.ts`)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // Starts a fresh embedded PostgreSQL and `next start` of the built app; its teardown stops both.
  globalSetup: './tests/helpers/e2eSetup.ts',
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot; the
    // trace's screencast, recorded for every test to keep a few, cost about a tenth of the browser
    // suites' CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
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
  projects: [
    {
      name: 'site',
      testIgnore: SECOND,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: process.env.E2E_BASE_URL },
    },
    {
      name: 'second',
      testMatch: SECOND,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: process.env.E2E_SECOND_BASE_URL },
    },
  ],
})
