/**
 * Playwright global setup: a fresh migrated PostgreSQL with the demo content and the first admin
 * account, a copy of it, and the production server (scripts/server.mjs) of the built app on each, on
 * free ports. Returns the teardown that stops them all.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../scripts/lib/database'
import { E2E_WORK_GATE } from './ownServer'
import { cleanEnv, createTestDatabase, runScript, type TestDatabase } from './testDatabase'

const root = path.resolve(import.meta.dirname, '../..')

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' }

/** The one third-party origin the e2e server allows for the analytics script (ANALYTICS_ORIGINS). */
export const E2E_ANALYTICS_ORIGIN = 'https://analytics.e2e.example'

/** The e2e server believes X-Forwarded-For from loopback: a test can be another client. */
export const E2E_TRUSTED_PROXIES = '127.0.0.1, ::1'

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The app did not answer at ${url} within ${timeoutMs / 1000} s`)
}

/** A site server of the suite: the built app's production server on `database`, its log in test-results/. */
async function startSiteServer(database: TestDatabase, log: string, port: number) {
  // The server's own log goes to a file, so the test report stays readable.
  mkdirSync(path.join(root, 'test-results'), { recursive: true })
  const serverLog = openSync(path.join(root, 'test-results', log), 'w')
  // Test hooks: the build-id endpoint answers this file's content once a test writes it (a
  // simulated deploy), and one third-party analytics origin is allowed (CSP and admin validation).
  const buildIdFile = path.join(database.dataDir, 'e2e-build-id')
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts/server.mjs'), '-p', String(port)],
    {
      cwd: root,
      env: {
        ...cleanEnv(),
        DATABASE_URL: database.url,
        PAYLOAD_SECRET: database.secret,
        DATA_DIR: database.dataDir,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        PORT: String(port),
        BUILD_ID_OVERRIDE_FILE: buildIdFile,
        ANALYTICS_ORIGINS: E2E_ANALYTICS_ORIGIN,
        // Tests and the fuzz stand for other clients through X-Forwarded-For (rate limits per address).
        TRUSTED_PROXIES: E2E_TRUSTED_PROXIES,
        // The /api answers say how many statements they cost (api-contract.e2e.ts).
        QUERY_STATS: '1',
        ...E2E_WORK_GATE,
      },
      stdio: ['ignore', serverLog, serverLog],
    },
  )
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
  }
  return { baseURL: `http://localhost:${port}`, buildIdFile, stop }
}

/**
 * Two site servers, each on a database of its own with the same demo content: the suite's two
 * projects (playwright.config.ts) run side by side, one on each, so that neither sees the other's
 * changes, deploys or load.
 */
export default async function globalSetup() {
  const database = await createTestDatabase()
  // The first server's port, known before the seed: Payload stores each image's URL with the site's
  // origin when the image is uploaded, and the admin loads it from there (under its img-src 'self').
  const port = await freePort()
  // The demo content, loaded exactly as `npm start` loads it into an empty database (for the site it
  // then serves), with the suite's admin as its first account.
  await runScript('src/seed/run.ts', ['--if-empty'], {
    env: {
      ...cleanEnv(),
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: database.secret,
      DATA_DIR: database.dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PORT: String(port),
      NODE_ENV: 'development',
    },
    timeout: 300_000,
  })
  // Suites with a server and database of their own start from a copy of this one.
  const snapshot = await database.snapshot(
    mkdtempSync(path.join(os.tmpdir(), 'shopping-guide-demo-')),
  )
  process.env.E2E_DEMO_SNAPSHOT = snapshot.dir
  process.env.E2E_DEMO_SECRET = snapshot.secret
  const secondDatabase = await createTestDatabase({ copyOf: snapshot })

  const first = await startSiteServer(database, 'e2e-server.log', port)
  // Its images' URLs name the first server: the second project's suites read no image in the admin.
  const second = await startSiteServer(secondDatabase, 'e2e-server-2.log', await freePort())
  process.env.E2E_BASE_URL = first.baseURL
  process.env.E2E_SECOND_BASE_URL = second.baseURL
  process.env.E2E_ADMIN_EMAIL = E2E_ADMIN.email
  process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN.password
  process.env.E2E_BUILD_ID_FILE = first.buildIdFile
  process.env.E2E_ANALYTICS_ORIGIN = E2E_ANALYTICS_ORIGIN

  const teardown = async () => {
    await Promise.all([first.stop(), second.stop()])
    await Promise.all([database.destroy(), secondDatabase.destroy()])
    rmSync(snapshot.dir, { recursive: true, force: true })
  }
  try {
    await Promise.all([
      waitForServer(`${first.baseURL}/api/ready`, 60_000),
      waitForServer(`${second.baseURL}/api/ready`, 60_000),
    ])
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
