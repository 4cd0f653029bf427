/**
 * Playwright global setup: a fresh migrated PostgreSQL with the demo content, the production server (scripts/server.mjs) of the
 * built app on a free port, and the first admin account. Returns the teardown that stops both.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../scripts/lib/database'
import { cleanEnv, createTestDatabase, runScript } from './testDatabase'

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

export default async function globalSetup() {
  const database = await createTestDatabase()
  const env = {
    ...cleanEnv(),
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: database.secret,
    DATA_DIR: database.dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  // The demo content, loaded exactly as `npm start` loads it into an empty database.
  await runScript('src/seed/run.ts', ['--if-empty'], {
    env: { ...env, NODE_ENV: 'development' },
    timeout: 300_000,
  })
  // Suites with a server and database of their own start from a copy of this one.
  const snapshot = await database.snapshot(
    mkdtempSync(path.join(os.tmpdir(), 'shopping-guide-demo-')),
  )
  process.env.E2E_DEMO_SNAPSHOT = snapshot.dir
  process.env.E2E_DEMO_SECRET = snapshot.secret
  env.DATABASE_URL = database.url

  const port = await freePort()
  // The server's own log goes to a file, so the test report stays readable.
  mkdirSync(path.join(root, 'test-results'), { recursive: true })
  const serverLog = openSync(path.join(root, 'test-results/e2e-server.log'), 'w')
  // Test hooks: the build-id endpoint answers this file's content once a test writes it (a
  // simulated deploy), and one third-party analytics origin is allowed (CSP and admin validation).
  const buildIdFile = path.join(database.dataDir, 'e2e-build-id')
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts/server.mjs'), '-p', String(port)],
    {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        BUILD_ID_OVERRIDE_FILE: buildIdFile,
        ANALYTICS_ORIGINS: E2E_ANALYTICS_ORIGIN,
        // Tests and the fuzz stand for other clients through X-Forwarded-For (rate limits per address).
        TRUSTED_PROXIES: E2E_TRUSTED_PROXIES,
        // The /api answers say how many statements they cost (api-contract.e2e.ts).
        QUERY_STATS: '1',
      },
      stdio: ['ignore', serverLog, serverLog],
    },
  )
  const baseURL = `http://localhost:${port}`
  process.env.E2E_BASE_URL = baseURL
  process.env.E2E_ADMIN_EMAIL = E2E_ADMIN.email
  process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN.password
  process.env.E2E_BUILD_ID_FILE = buildIdFile
  process.env.E2E_ANALYTICS_ORIGIN = E2E_ANALYTICS_ORIGIN

  const teardown = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    await database.destroy()
    rmSync(snapshot.dir, { recursive: true, force: true })
  }
  try {
    await waitForServer(`${baseURL}/admin/login`, 60_000)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
