/**
 * Secondary indexes of the large child tables are dropped before a full-scale load and built once
 * afterwards: one sort per index instead of millions of B-tree insertions. Their definitions are kept
 * in a file under DATA_DIR until they are back, so a run that was killed outright has them rebuilt by
 * the next `npm run seed`; a Ctrl-C rebuilds them before the process exits.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Sql } from 'postgres'

import { env } from '@/config/env'
import { indexJobs, type Job, twoAtATime } from '@/lib/indexes'

/**
 * The main tables: their indexes wait too, but for the slug's, as a re-run finds the items already
 * loaded by slug (the generated identifiers that other unique indexes keep are distinct by design).
 */
const DEFERRED_MAIN_TABLES = ['stores', 'products']

/** The tables that receive millions of rows at full scale. */
const DEFERRED_TABLES = [
  'stores_locales',
  'stores_countries',
  'stores_locations',
  'stores_rels',
  '_stores_v',
  '_stores_v_locales',
  '_stores_v_version_countries',
  '_stores_v_version_locations',
  '_stores_v_rels',
  'products_locales',
  'products_offers',
  'products_rels',
  '_products_v',
  '_products_v_locales',
  '_products_v_version_offers',
  '_products_v_rels',
]

interface IndexDefinition {
  indexname: string
  indexdef: string
}

const stateFile = () => path.resolve(env.DATA_DIR, 'seed-deferred-indexes.json')

/** Drops the large tables' secondary indexes (not primary keys or constraints), remembering them. */
export async function deferIndexes(sql: Sql, log: (line: string) => void): Promise<void> {
  await restoreIndexes(sql, log)
  const indexes = await sql<IndexDefinition[]>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = any(${DEFERRED_TABLES})
      and indexname not in (select conname from pg_constraint)
    union all
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = any(${DEFERRED_MAIN_TABLES})
      and indexname not in (select conname from pg_constraint) and indexname not like '%slug%'`
  writeFileSync(stateFile(), JSON.stringify(indexes, null, 1))
  await sql.begin(async (tx) => {
    for (const { indexname } of indexes) await tx.unsafe(`drop index if exists "${indexname}"`)
  })
  log(`${indexes.length} secondary indexes of the large tables deferred until the load is done`)
}

/**
 * The jobs that build the deferred indexes again (none when none are deferred), each needing its table
 * finished, and what to call once they have all run.
 */
export function deferredIndexJobs(): { count: number; jobs: Job[]; done: () => void } {
  const file = stateFile()
  if (!existsSync(file)) return { count: 0, jobs: [], done: () => {} }
  const indexes = JSON.parse(readFileSync(file, 'utf8')) as IndexDefinition[]
  return {
    count: indexes.length,
    jobs: indexJobs(indexes.map(({ indexdef }) => indexdef)),
    done: () => rmSync(file),
  }
}

/**
 * Builds the deferred indexes again (two at a time, one per core); a no-op when none are deferred.
 * `before`: jobs that fill tables first (the versions), run in the same two connections, each index
 * built as soon as its table is finished.
 */
export async function restoreIndexes(
  sql: Sql,
  log: (line: string) => void,
  before: Job[] = [],
): Promise<void> {
  const started = Date.now()
  const { count, jobs, done } = deferredIndexJobs()
  await twoAtATime(sql, [...before, ...jobs])
  done()
  if (count > 0) {
    log(`${count} indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}
