import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import postgres from 'postgres'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { migrations } from '../../migrations'
import { scriptArgs } from '../../scripts/lib/scriptArgs'
import { MIGRATIONS_LOCK_KEY } from '../../src/lib/migrationLock'
import { cleanEnv } from '../helpers/testDatabase'

/*
 * Two instances that start together against pending migrations (here all of them, on an empty
 * database of its own): one applies them, the other waits for it and then finds nothing to do.
 * Without the lock both read that nothing had run and both ran the baseline, and neither waited.
 */

const root = path.resolve(import.meta.dirname, '../..')
const execFileAsync = promisify(execFile)
const databaseName = `migration_lock_${process.env.VITEST_POOL_ID ?? 0}`
const serverUrl = new URL(process.env.DATABASE_URL!)
serverUrl.pathname = '/postgres'
const url = new URL(serverUrl)
url.pathname = `/${databaseName}`

const server = postgres(serverUrl.href, { max: 1, onnotice: () => {} })
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'migration-lock-'))

/** `npm run migrate` as an instance's start runs it: its exit and what it logged. */
const migrate = () =>
  execFileAsync(process.execPath, scriptArgs('scripts/migrate.ts'), {
    cwd: root,
    timeout: 180_000,
    maxBuffer: 16 * 1024 * 1024,
    env: {
      ...cleanEnv(),
      DATABASE_URL: url.href,
      PAYLOAD_SECRET: 'migration-lock-secret-0123456789',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
    },
  }).then(
    ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
    (error: { stdout?: string; stderr?: string; message: string }) => ({
      ok: false,
      output: `${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  )

beforeAll(async () => {
  await server.unsafe(`drop database if exists ${databaseName} with (force)`)
  await server.unsafe(`create database ${databaseName}`)
})

afterAll(async () => {
  await server.unsafe(`drop database if exists ${databaseName} with (force)`)
  await server.end()
  rmSync(dataDir, { recursive: true, force: true })
})

it('two instances starting together apply the pending migrations once: one waits for the other', async () => {
  // The test holds the lock until both instances wait for it: then they meet, however fast each starts.
  const holder = postgres(url.href, { max: 1, onnotice: () => {} })
  await holder`select pg_advisory_lock(${MIGRATIONS_LOCK_KEY}::bigint)`
  const both = Promise.all([migrate(), migrate()])
  const waiting = async () => {
    const [{ count }] = await holder<{ count: number }[]>`
      select count(*)::int as count from pg_locks
      where locktype = 'advisory' and not granted and classid = 0
        and objid::bigint = ${MIGRATIONS_LOCK_KEY} and objsubid = 1`
    return count
  }
  await expect.poll(waiting, { timeout: 120_000, interval: 250 }).toBe(2)
  await holder.end()
  const [first, second] = await both
  expect(first.ok, first.output.slice(-3000)).toBe(true)
  expect(second.ok, second.output.slice(-3000)).toBe(true)
  for (const { output } of [first, second]) {
    expect(output).toContain('Another instance is applying the migrations: waiting for it')
  }
  const sql = postgres(url.href, { max: 1, onnotice: () => {} })
  try {
    const rows = await sql<{ name: string; runs: number }[]>`
      select name, count(*)::int as runs from payload_migrations group by name order by name`
    expect(rows).toEqual(migrations.map(({ name }) => ({ name, runs: 1 })))
    // Nobody holds the lock once both have started.
    const [{ free }] = await sql<{ free: boolean }[]>`
      select pg_try_advisory_lock(${MIGRATIONS_LOCK_KEY}::bigint) as free`
    expect(free).toBe(true)
  } finally {
    await sql.end()
  }
}, 240_000)
