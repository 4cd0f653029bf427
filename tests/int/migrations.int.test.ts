import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '../../migrations'
import { down, replaces, up } from '../../migrations/20261129_091245_baseline'

/*
 * The one migration that builds the schema, on a database of its own: a new database, one the
 * migrations it replaces built (their names in payload_migrations, as such a database has them), and
 * one they built only halfway. Each run is a transaction, as Payload runs a migration; that Payload
 * records it in payload_migrations is Payload's part, and every test database is migrated through
 * Payload (tests/helpers/testDatabase.ts).
 */

const baseline = '20261129_091245_baseline'
const databaseName = `migrations_${process.env.VITEST_POOL_ID ?? 0}`
const serverUrl = new URL(process.env.DATABASE_URL!)
serverUrl.pathname = '/postgres'
const url = new URL(serverUrl)
url.pathname = `/${databaseName}`

const server = postgres(serverUrl.href, { max: 1, onnotice: () => {} })
const sql = postgres(url.href, { max: 1, onnotice: () => {} })
const dialect = new PgDialect()

/** Runs a migration function in a transaction, its statements through the migrations' `db.execute`. */
function run(migration: typeof up | typeof down): Promise<unknown> {
  return sql.begin(async (transaction) => {
    const db = {
      execute: async (query: Parameters<PgDialect['sqlToQuery']>[0]) => {
        const { sql: text, params } = dialect.sqlToQuery(query)
        const rows = params.length
          ? await transaction.unsafe(text, params as postgres.ParameterOrJSON<never>[])
          : await transaction.unsafe(text).simple()
        return { rows }
      },
    }
    await migration({ db } as unknown as MigrateUpArgs & MigrateDownArgs)
  })
}

const applied = async () =>
  (await sql<{ name: string }[]>`select name from payload_migrations order by name`).map(
    (row) => row.name,
  )
/**
 * The tables, indexes, functions and triggers of the schema by name, the extensions' own left out:
 * what a migration could add or drop.
 */
const objects = async () =>
  (
    await sql<{ name: string }[]>`
      select relname as name from pg_class where relnamespace = 'public'::regnamespace
      union all
      select proname from pg_proc p where pronamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      union all select tgname from pg_trigger where not tgisinternal
      order by 1`
  ).map((row) => row.name)

beforeAll(async () => {
  await server.unsafe(`drop database if exists ${databaseName} with (force)`)
  await server.unsafe(`create database ${databaseName}`)
})

afterAll(async () => {
  await sql.end()
  await server.unsafe(`drop database if exists ${databaseName} with (force)`)
  await server.end()
})

describe('the baseline migration', () => {
  it('is the first, and replaces every migration before it', () => {
    expect(migrations[0]!.name).toBe(baseline)
    expect(migrations.slice(1).every((migration) => migration.name > baseline)).toBe(true)
    expect(replaces).toHaveLength(42)
    expect(replaces.every((name) => name < baseline)).toBe(true)
  })

  it('builds a new database in one step, and its down() empties it again', async () => {
    await run(up)
    expect(await objects()).toEqual(
      expect.arrayContaining(['stores', 'search_documents', 'search_query', 'stores_search_ins']),
    )
    expect(await applied()).toEqual([])
    // The search's thresholds are set, as the seed and the editors' triggers expect.
    const heads = await sql`select kind from search_head order by kind`
    expect(heads.map((row) => row.kind)).toEqual(['product', 'store'])

    await run(down)
    expect(await objects()).toEqual([])
  })

  it('leaves a database that the migrations it replaces built as it was', async () => {
    await run(up)
    await sql`insert into search_terms (term) values ('kept')`
    await sql`
      insert into payload_migrations (name, batch)
      select name, 1 from unnest(${replaces}::text[]) as name`
    const before = await objects()

    await run(up)
    expect(await objects()).toEqual(before)
    // Rolling it back there undoes nothing, as it did nothing.
    await run(down)
    expect(await objects()).toEqual(before)
    expect(await applied()).toEqual(replaces)
    expect(await sql`select term from search_terms`).toEqual([{ term: 'kept' }])
  })

  it('refuses a database that they built halfway, changing nothing', async () => {
    await sql`delete from payload_migrations where name > ${replaces[9]!}`
    const before = await objects()

    for (const migration of [up, down]) {
      await expect(run(migration)).rejects.toThrow(
        `This database applied 10 of the 42 migrations that ${baseline} replaces: ` +
          `${replaces[10]} and 31 more are missing`,
      )
    }
    expect(await objects()).toEqual(before)
    expect(await applied()).toEqual(replaces.slice(0, 10))
    expect(await sql`select term from search_terms`).toEqual([{ term: 'kept' }])
  })
})
