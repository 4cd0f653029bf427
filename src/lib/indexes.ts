/** Index builds and other heavy maintenance for the bulk seed, two at a time (one per core). */
import type { Sql } from 'postgres'

/** Runs the jobs on two connections of their own, with room to sort in memory. */
export async function twoAtATime(
  sql: Sql,
  jobs: ((db: Sql) => PromiseLike<unknown>)[],
): Promise<void> {
  const queue = [...jobs]
  const worker = async () => {
    const connection = await sql.reserve()
    try {
      await connection`set maintenance_work_mem = '512MB'`
      for (let job = queue.shift(); job; job = queue.shift()) await job(connection)
    } finally {
      connection.release()
    }
  }
  await Promise.all([worker(), worker()])
}

/**
 * Builds an index from its pg_indexes definition, unless it exists (a run that was stopped may have
 * built it); a partitioned table's index (`ON ONLY`) is built on every partition too.
 */
const createIndex = (db: Sql, definition: string) =>
  db.unsafe(
    definition
      .replace(' ON ONLY ', ' ON ')
      .replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '),
  )

/** Builds the indexes of these pg_indexes definitions, two at a time. */
export const createIndexes = (sql: Sql, definitions: readonly string[]) =>
  twoAtATime(
    sql,
    definitions.map((definition) => (db) => createIndex(db, definition)),
  )
