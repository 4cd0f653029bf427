/** A throwaway embedded PostgreSQL with every migration applied: shared by the integration and e2e suites. */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { freePort, startEmbeddedPostgres, type Database } from '../../scripts/lib/database'
import { scriptArgs } from '../../scripts/lib/scriptArgs'

const root = path.resolve(import.meta.dirname, '../..')
const execFileAsync = promisify(execFile)

/**
 * The environment for child processes, without the test runner's module hooks: Playwright passes its
 * loader through NODE_OPTIONS, and a `payload migrate` child that inherits it exits without migrating.
 */
export function cleanEnv(): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _ignored, ...rest } = process.env
  return rest
}

/**
 * Runs one of the project's TypeScript scripts in a child, through scripts/run.mjs, and throws with
 * the child's exit code and output when it fails.
 */
export async function runScript(
  script: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; timeout: number },
): Promise<void> {
  try {
    await execFileAsync(process.execPath, scriptArgs(script, args), {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
      ...options,
    })
  } catch (caught) {
    const error = caught as Error & {
      code?: number | string
      signal?: string
      stdout?: string
      stderr?: string
    }
    throw new Error(
      `${script} failed (exit code ${error.code ?? '-'}, signal ${error.signal ?? '-'})\n` +
        `stdout: ${(error.stdout ?? '').slice(-4000)}\nstderr: ${(error.stderr ?? '').slice(-4000)}`,
    )
  }
}

export interface TestDatabase extends Database {
  secret: string
  dataDir: string
  /** Stops the server and deletes its data. */
  destroy(): Promise<void>
  /**
   * Copies the database and its media, stopped for a consistent copy, into `dir` for
   * `createTestDatabase({ copyOf })`; the server is started again on the same folder (`url` may change).
   */
  snapshot(dir: string): Promise<DatabaseSnapshot>
}

/** A cleanly stopped cluster's folder with its media, and the secret its content was made with. */
export interface DatabaseSnapshot {
  dir: string
  secret: string
}

async function startCluster(dataDir: string): Promise<Database> {
  return startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'postgres'),
    port: await freePort(),
    database: 'test',
  })
}

/**
 * A fresh embedded PostgreSQL with every migration applied or, given `copyOf`, a copy of a snapshot:
 * a second of copying instead of migrating and seeding again. `cp -a` keeps the files' owner, which
 * PostgreSQL checks when it runs as its own user.
 */
export async function createTestDatabase({
  copyOf,
}: { copyOf?: DatabaseSnapshot } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shopping-guide-test-'))
  if (copyOf) await execFileAsync('cp', ['-a', `${copyOf.dir}/.`, dataDir])
  let database = await startCluster(dataDir)
  const secret = copyOf?.secret ?? randomBytes(24).toString('hex')
  if (!copyOf) {
    try {
      // `timeout`: `payload migrate` asks a y/N question, even without stdin, on a database that was
      // ever dev-pushed; waiting on it would otherwise hang the suite.
      await runScript('scripts/migrate.ts', [], {
        timeout: 120_000,
        env: {
          ...cleanEnv(),
          DATABASE_URL: database.url,
          PAYLOAD_SECRET: secret,
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
        },
      })
    } catch (error) {
      await database.stop()
      rmSync(dataDir, { recursive: true, force: true })
      throw error
    }
  }
  const testDatabase: TestDatabase = {
    ...database,
    secret,
    dataDir,
    stop: () => database.stop(),
    destroy: async () => {
      await database.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
    snapshot: async (dir) => {
      await database.stop()
      await execFileAsync('cp', ['-a', `${dataDir}/.`, dir])
      database = await startCluster(dataDir)
      testDatabase.url = database.url
      return { dir, secret }
    },
  }
  return testDatabase
}

/**
 * Loads the demo content into `database` as `npm start` loads it into an empty one; `editor` becomes
 * its first admin, `env` adds to the seed's environment (an object store's settings).
 */
export async function seedDemo(
  database: TestDatabase,
  {
    editor,
    env = {},
  }: { editor?: { email: string; password: string }; env?: Record<string, string> } = {},
): Promise<void> {
  await runScript('src/seed/run.ts', ['--if-empty'], {
    timeout: 300_000,
    env: {
      ...cleanEnv(),
      ...env,
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: database.secret,
      DATA_DIR: database.dataDir,
      ...(editor ? { ADMIN_EMAIL: editor.email, ADMIN_PASSWORD: editor.password } : {}),
      NODE_ENV: 'development',
    },
  })
}

/**
 * A database of its own with the demo content, copied from the one the e2e global set-up loaded
 * (before its server changed anything); its first admin is the suite's (E2E_ADMIN_EMAIL).
 */
export function copyOfDemo(): Promise<TestDatabase> {
  const dir = process.env.E2E_DEMO_SNAPSHOT
  const secret = process.env.E2E_DEMO_SECRET
  if (!dir || !secret) throw new Error('No demo snapshot: the e2e global set-up makes one')
  return createTestDatabase({ copyOf: { dir, secret } })
}
