/** Index builds and other heavy maintenance for the bulk seed, two at a time (one per core). */
import type { Sql } from 'postgres'

/**
 * A job for `twoAtATime`: what it runs, what other jobs of the same run must have finished before it
 * starts, and what it finishes: a table (that no later job of the run writes), or its part of a
 * table's indexes (`indexesOf`), which are finished when every job that builds one is done.
 */
export interface Job {
  run: (db: Sql) => PromiseLike<unknown>
  needs?: readonly string[]
  finishes?: string
}

/**
 * Runs the jobs on two connections of their own, with room to sort in memory, each taking the first
 * job in the list whose tables are finished (a job waits only when none is). Each builds alone: two
 * builds that each start PostgreSQL's parallel workers put four processes on two cores (the index
 * phase of the full seed: 18.2–18.5 s with them, 16.2–16.4 s without). After a failure no job
 * starts; the first failure is thrown once the other job in flight is done.
 */
export async function twoAtATime(sql: Sql, jobs: readonly (Job | Job['run'])[]): Promise<void> {
  const queue = jobs.map((job) => (typeof job === 'function' ? { run: job } : job))
  // How many jobs still finish each name.
  const unfinished = new Map<string, number>()
  for (const { finishes } of queue) {
    if (finishes) unfinished.set(finishes, (unfinished.get(finishes) ?? 0) + 1)
  }
  let failed = false
  let wake = () => {}
  let changed = new Promise<void>((resolve) => (wake = resolve))
  const signal = () => {
    const woken = wake
    changed = new Promise<void>((resolve) => (wake = resolve))
    woken()
  }
  const next = async (): Promise<Job | undefined> => {
    while (queue.length > 0 && !failed) {
      const index = queue.findIndex((job) => !job.needs?.some((table) => unfinished.has(table)))
      if (index >= 0) return queue.splice(index, 1)[0]
      await changed
    }
    return undefined
  }
  const worker = async () => {
    const connection = await sql.reserve()
    try {
      await connection`set maintenance_work_mem = '512MB'`
      await connection`set max_parallel_maintenance_workers = 0`
      for (let job = await next(); job; job = await next()) {
        try {
          await job.run(connection)
        } catch (error) {
          failed = true
          throw error
        } finally {
          if (job.finishes && !failed) {
            const left = unfinished.get(job.finishes)! - 1
            if (left > 0) unfinished.set(job.finishes, left)
            else unfinished.delete(job.finishes)
          }
          signal()
        }
      }
    } finally {
      connection.release()
    }
  }
  const results = await Promise.allSettled([worker(), worker()])
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
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

/**
 * The table and columns of an index definition. A partitioned table's indexes on the same columns
 * give their partitions' indexes the same names (`search_documents_product_vector_idx`, then `…idx1`):
 * built at once, two would take the same name and one fail.
 */
const tableAndColumns = (definition: string) =>
  /\bON (?:ONLY )?(\S+) USING \w+ \(([^)]*)\)/.exec(definition)?.slice(1).join(' ') ?? definition

/** The table an index definition is on, without its schema. */
const tableOf = (definition: string) =>
  /\bON (?:ONLY )?(?:\S+\.)?"?([^"\s]+)"? USING/.exec(definition)?.[1] ?? definition

/** What the jobs that build a table's indexes finish together: a job that reads through them needs it. */
export const indexesOf = (table: string) => `${table} (indexes)`

/**
 * The jobs that build the indexes of these pg_indexes definitions, in the order given, those on the
 * same table and columns one after the other (see above); each needs its table finished.
 */
export function indexJobs(definitions: readonly string[]): Job[] {
  const groups = new Map<string, string[]>()
  for (const definition of definitions) {
    const key = tableAndColumns(definition)
    groups.set(key, [...(groups.get(key) ?? []), definition])
  }
  return [...groups.values()].map((group) => ({
    needs: [tableOf(group[0])],
    finishes: indexesOf(tableOf(group[0])),
    run: async (db) => {
      for (const definition of group) await createIndex(db, definition)
    },
  }))
}
