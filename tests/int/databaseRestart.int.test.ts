import { readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'

import {
  freePort,
  keepEmbeddedRunning,
  startEmbeddedPostgres,
  type Database,
} from '../../scripts/lib/database'

/**
 * A database that restarts under the app's pools (a replica restarted, a primary failed over): the
 * connections it cut are opened again on demand, whatever held them when it went — the search
 * warm-up holds reserved connections — and no query is left without an answer.
 */
const dataDir = path.join(os.tmpdir(), `restart-${process.pid}`)
let database: Database | undefined

afterAll(async () => {
  await database?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('pools across a database restart', () => {
  it('answers every query after the restart, also on connections that were reserved when it went', async () => {
    const port = await freePort()
    database = await startEmbeddedPostgres({ dataDir, port, database: 'postgres' })
    const sql = postgres(database.url, { max: 3, idle_timeout: 0, onnotice: () => {} })
    try {
      const reserved = await Promise.all([sql.reserve(), sql.reserve(), sql.reserve()])
      await database.stop()
      // Queries sent while it is down fail with a reason; none hangs.
      const whileDown = await Promise.allSettled(reserved.map((connection) => connection`select 1`))
      expect(whileDown.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected'])
      for (const connection of reserved) connection.release()
      database = await startEmbeddedPostgres({ dataDir, port, database: 'postgres' })
      const after = await Promise.allSettled(
        Array.from({ length: 6 }, () => sql<{ one: number }[]>`select 1 as one`),
      )
      expect(after.map((result) => result.status)).toEqual(Array(6).fill('fulfilled'))
    } finally {
      await sql.end({ timeout: 1 })
    }
  }, 120_000)

  it('starts the embedded PostgreSQL again when it stops without being asked, on the same port', async () => {
    const dir = path.join(os.tmpdir(), `kept-${process.pid}`)
    const options = { dataDir: dir, port: await freePort(), database: 'postgres' }
    const lines: string[] = []
    const kept = keepEmbeddedRunning(
      await startEmbeddedPostgres(options),
      options,
      (line) => lines.push(line),
      {
        firstDelayMs: 100,
      },
    )
    const sql = postgres(kept.current.url, { max: 1, onnotice: () => {} })
    try {
      expect((await sql<{ one: number }[]>`select 1 as one`)[0]!.one).toBe(1)
      // A fast stop, as an operator's `pg_ctl stop -m fast` or a shutdown of the machine's services.
      const postmaster = Number(
        readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0],
      )
      process.kill(postmaster, 'SIGINT')
      await expect.poll(() => kept.restarts, { timeout: 60_000 }).toBe(1)
      // The same URL answers again; a pool reconnects by itself.
      await expect
        .poll(
          () =>
            sql<{ one: number }[]>`select 1 as one`.then(
              (rows) => rows[0]!.one,
              () => 0,
            ),
          { timeout: 30_000 },
        )
        .toBe(1)
      expect(lines).toEqual([
        'The embedded PostgreSQL stopped; starting it again …',
        'The embedded PostgreSQL runs again.',
      ])
    } finally {
      await sql.end({ timeout: 1 })
      await kept.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
