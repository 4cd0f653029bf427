import { AsyncLocalStorage } from 'node:async_hooks'

import postgres, { type Sql } from 'postgres'

import { env } from '@/config/env'

/**
 * A small postgres.js pool for the read paths that Payload's Local API makes too heavy (the public
 * /api): prepared statements, one round trip per query. It reads the tables Payload's migrations made.
 */
let client: Sql | undefined

/** Per-request query statistics, reported in the Server-Timing header of every /api answer. */
export interface QueryStats {
  queries: number
}
const statsStorage = new AsyncLocalStorage<QueryStats>()

/** Runs `task`, counting the queries it sends (exact for one request at a time; a hint under load). */
export async function withQueryStats<T>(task: () => Promise<T>): Promise<[T, QueryStats]> {
  const stats: QueryStats = { queries: 0 }
  const result = await statsStorage.run(stats, task)
  return [result, stats]
}

export function db(): Sql {
  if (!client) {
    if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set')
    client = postgres(env.DATABASE_URL, {
      max: env.DATABASE_POOL_MAX,
      idle_timeout: 60,
      onnotice: () => {},
      debug: () => {
        const stats = statsStorage.getStore()
        if (stats) stats.queries += 1
      },
    })
  }
  return client
}
