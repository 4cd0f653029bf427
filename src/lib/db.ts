import { AsyncLocalStorage } from 'node:async_hooks'

import postgres, { type Sql } from 'postgres'

import { env } from '@/config/env'

/**
 * A small postgres.js pool for the read paths that Payload's Local API makes too heavy (the public
 * /api): prepared statements, one round trip per query. It reads the tables Payload's migrations made.
 */
/** Per-request query statistics, reported in the Server-Timing header of every /api answer. */
export interface QueryStats {
  queries: number
}

/**
 * One set of pools per process, shared by every bundle that imports this module: the production
 * server's bundled /api routes (scripts/server.mjs), Next's route handlers and its page renders each
 * load their own copy of it, and each copy would open (and warm, src/search/warm.ts) its own
 * connections.
 */
const shared = ((globalThis as { __shoppingGuideDb?: SharedPools }).__shoppingGuideDb ??= {
  clients: {},
  statsStorage: new AsyncLocalStorage<QueryStats>(),
})
type PoolName = 'reads' | 'search' | 'clicks' | 'maintenance'
interface SharedPools {
  clients: Partial<Record<PoolName, Sql>>
  statsStorage: AsyncLocalStorage<QueryStats>
}
const { clients, statsStorage } = shared

/** Runs `task`, counting the queries it sends (exact for one request at a time; a hint under load). */
export async function withQueryStats<T>(task: () => Promise<T>): Promise<[T, QueryStats]> {
  const stats: QueryStats = { queries: 0 }
  const result = await statsStorage.run(stats, task)
  return [result, stats]
}

function pool(
  name: PoolName,
  options: { max: number; idleSeconds: number; settings: Record<string, string | number> },
): Sql {
  let client = clients[name]
  if (!client) {
    if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set')
    client = clients[name] = counted(
      postgres(env.DATABASE_URL, {
        max: options.max,
        idle_timeout: options.idleSeconds,
        onnotice: () => {},
        connection: options.settings,
      }),
    )
  }
  return client
}

/**
 * Counts the statements a client's tagged templates send inside `withQueryStats`: a query is counted
 * when it is awaited, so fragments embedded in another query are not. (postgres.js's `debug` hook
 * would count too, but makes every query and fragment capture a stack trace: ~0.6 ms of CPU per
 * suggestion request, docs/benchmarks.md "Search".)
 */
function counted(client: Sql): Sql {
  return new Proxy(client, {
    apply(target, self, args: Parameters<Sql>) {
      const query: unknown = Reflect.apply(target, self, args)
      const stats = statsStorage.getStore()
      if (stats && query instanceof Promise) {
        const then = query.then
        query.then = function (this: Promise<unknown>, ...handlers: Parameters<typeof then>) {
          stats.queries += 1
          query.then = then
          return then.apply(this, handlers)
        } as typeof then
      }
      return query
    },
  })
}

/**
 * Public reads are short (a page of rows, a count); a statement beyond this is a query gone wrong
 * and is cut off, so anonymous traffic can neither pin a connection nor a database core for long.
 */
export const PUBLIC_READ_TIMEOUT_MS = 3_000

export const db = (): Sql =>
  pool('reads', {
    max: env.DATABASE_POOL_MAX,
    idleSeconds: 60,
    settings: { statement_timeout: PUBLIC_READ_TIMEOUT_MS },
  })

/**
 * Search's connections (src/search). Few — search is CPU work for PostgreSQL, which a handful of
 * statements at once keep busy — but enough for the results page's five at once (the sections and the
 * "did you mean") and a suggestion. Kept open and warmed at start (src/search/warm.ts): a connection's
 * first searches load the languages' dictionaries and plan each statement, 5–25 ms more. Its
 * statements' plans never depend on the words searched (the tsquery sits behind a scalar subquery),
 * and planning one costs more than running it, so each is planned once per connection (generic plans).
 */
export const SEARCH_CONNECTIONS = 6
export const searchDb = (): Sql =>
  pool('search', {
    max: SEARCH_CONNECTIONS,
    idleSeconds: 0,
    settings: { plan_cache_mode: 'force_generic_plan', statement_timeout: PUBLIC_READ_TIMEOUT_MS },
  })

/**
 * The click recorder's connection (src/clicks/recorder.ts): one, as it writes one batch at a time, kept
 * apart from the reads so a slow write never waits behind a page and a burst of pages never delays the
 * record. Its statements are inserts of up to a few thousand rows; the limit only cuts off a stuck one.
 */
export const clicksDb = (): Sql =>
  pool('clicks', { max: 1, idleSeconds: 60, settings: { statement_timeout: 30_000 } })

/**
 * Background work over whole tables (the daily price recording): one connection, without the public
 * reads' time limit, idle connections closed soon — the work runs once a day.
 */
export const maintenanceDb = (): Sql =>
  pool('maintenance', { max: 1, idleSeconds: 10, settings: { statement_timeout: 0 } })
