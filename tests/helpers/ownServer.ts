import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync } from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

import { freePort } from '../../scripts/lib/database'
import { cleanEnv, copyOfDemo, type TestDatabase } from './testDatabase'

/**
 * The gate of expensive work (scripts/lib/workGate.mjs) opened wide for the suite's servers: every
 * browser and request of the suite comes from loopback, two workers at a time, and the fuzz sends
 * prefetches among its requests, so to the gate the whole suite is one client flooding it. The gate
 * itself is tested on a server of its own with this machine's defaults (shedding.e2e.ts).
 */
export const E2E_WORK_GATE = {
  EXPENSIVE_WORK_CONCURRENCY: '100000',
  EXPENSIVE_WORK_QUEUE: '100000',
  EXPENSIVE_WORK_PER_CLIENT: '100000',
  EXPENSIVE_WORK_WAIT_MS: '600000',
}

const root = path.resolve(import.meta.dirname, '../..')

export type OwnServer = {
  base: string
  server: ChildProcess
  database: TestDatabase
  /** Stops the server (SIGTERM, waiting for it to exit) if it still runs, then its own database. */
  stop: () => Promise<void>
}

/**
 * The production server (scripts/server.mjs, the current build) on a copy of the demo database, for a
 * suite that stops one or the other under it while the rest of the suite keeps the shared ones.
 * Resolves once `/imprint` answers 200. `env` is added to the server's environment; given a
 * `database`, the server shares it (and `stop()` leaves it to its owner). `log` names a file under
 * test-results/ for the server's output.
 */
function logTo(name: string): number {
  mkdirSync(path.join(root, 'test-results'), { recursive: true })
  return openSync(path.join(root, 'test-results', name), 'a')
}

export async function startOwnServer({
  database: shared,
  env: extraEnv = {},
  log,
}: {
  database?: TestDatabase
  env?: Record<string, string>
  log?: string
} = {}): Promise<OwnServer> {
  const database = shared ?? (await copyOfDemo())
  const port = await freePort()
  const base = `http://localhost:${port}`
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
        NODE_ENV: 'production',
        // Its own origin (SITE_URL's default): Payload accepts an admin's cookie from it only.
        PORT: String(port),
        NEXT_TELEMETRY_DISABLED: '1',
        ...E2E_WORK_GATE,
        ...extraEnv,
      },
      stdio: log ? ['ignore', logTo(log), logTo(log)] : 'ignore',
    },
  )
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    if (!shared) await database.destroy()
  }
  try {
    await expect
      .poll(
        () =>
          fetch(`${base}/imprint`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200)
  } catch (error) {
    await stop()
    throw error
  }
  return { base, server, database, stop }
}
