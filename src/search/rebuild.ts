/**
 * Re-indexes every store and product for search in one go, for the bulk seed (which loads with
 * triggers off): the documents' indexes are dropped, the documents written most popular first by the
 * same search_index_* functions the triggers call, two at a time, and the indexes built once after.
 */
import type { Sql } from 'postgres'

interface IndexDefinition {
  indexname: string
  indexdef: string
}

export async function rebuildSearch(sql: Sql, log: (line: string) => void): Promise<void> {
  const started = Date.now()
  const indexes = await sql<IndexDefinition[]>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'search_documents'
      and indexname not in (select conname from pg_constraint)`
  for (const { indexname } of indexes) await sql.unsafe(`drop index if exists "${indexname}"`)
  await sql`truncate search_documents`

  // Products split in two halves of alternating popularity rank: both stay in popularity order.
  const productHalf = (parity: number) => (db: Sql) =>
    db`select search_index_products(array(
        select id from (select id, row_number() over (order by popularity desc nulls last, id) as rank
                        from products) ranked
        where rank % 2 = ${parity} order by rank))`
  await twoAtATime(sql, [
    productHalf(1),
    productHalf(0),
    (db) => db`select search_index_stores(null)`,
    (db) => db`select search_index_categories(null, false), search_index_guides(null)`,
  ])
  const written = Date.now()
  log(`search documents written in ${((written - started) / 1000).toFixed(1)} s`)
  await twoAtATime(
    sql,
    indexes.map(
      ({ indexdef }) =>
        (db) =>
          db.unsafe(indexdef.replace(' ON ONLY ', ' ON ')),
    ),
  )
  log(`${indexes.length} search indexes built in ${((Date.now() - written) / 1000).toFixed(1)} s`)
  log(
    `search index of every store and product built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

/** Runs the jobs on two connections of their own (one per core). */
async function twoAtATime(sql: Sql, jobs: ((db: Sql) => PromiseLike<unknown>)[]): Promise<void> {
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
