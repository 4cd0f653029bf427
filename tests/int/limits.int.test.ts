import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/config/env'
import { PUBLIC_READ_TIMEOUT_MS, db, searchDb } from '@/lib/db'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** How long `run` took to fail, and with which SQLSTATE. */
async function failure(run: () => Promise<unknown>): Promise<{ ms: number; code?: string }> {
  const started = Date.now()
  try {
    await run()
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code
    return { ms: Date.now() - started, code: code ?? (error as { code?: string }).code }
  }
  throw new Error('the statement was not cut off')
}

describe('no statement holds a connection for long', () => {
  it("Payload's connections cut a statement off after DATABASE_STATEMENT_TIMEOUT_MS", async () => {
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBeGreaterThan(0)
    const seconds = env.DATABASE_STATEMENT_TIMEOUT_MS / 1000 + 5
    const { ms, code } = await failure(() =>
      payload.db.drizzle.execute(sql.raw(`select pg_sleep(${seconds})`)),
    )
    expect(code).toBe('57014') // query_canceled
    expect(ms).toBeLessThan(env.DATABASE_STATEMENT_TIMEOUT_MS + 2_000)
  })

  it('the public reads and search have the shorter limit', async () => {
    for (const client of [db(), searchDb()]) {
      const { ms, code } = await failure(
        () => client`select pg_sleep(${PUBLIC_READ_TIMEOUT_MS / 1000 + 5})`,
      )
      expect(code).toBe('57014')
      expect(ms).toBeLessThan(PUBLIC_READ_TIMEOUT_MS + 2_000)
    }
  })

  it('the pool still answers after statements were cut off', async () => {
    const rows = await db()`select 1 as one`
    expect(rows[0]?.one).toBe(1)
    const result = await payload.count({ collection: 'post-categories' })
    expect(result.totalDocs).toBeGreaterThanOrEqual(0)
  })
})
