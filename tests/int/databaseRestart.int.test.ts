import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'

import { freePort, startEmbeddedPostgres, type Database } from '../../scripts/lib/database'

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
})
