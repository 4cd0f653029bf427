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
const statsStorage = new AsyncLocalStorage<QueryStats>()

/** Runs `task`, counting the queries it sends (exact for one request at a time; a hint under load). */
export async function withQueryStats<T>(task: () => Promise<T>): Promise<[T, QueryStats]> {
  const stats: QueryStats = { queries: 0 }
  const result = await statsStorage.run(stats, task)
  return [result, stats]
}

const clients: Partial<Record<'reads' | 'search', Sql>> = {}

function pool(name: 'reads' | 'search', settings: Record<string, string> = {}): Sql {
  let client = clients[name]
  if (!client) {
    if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set')
    client = clients[name] = counted(
      postgres(env.DATABASE_URL, {
        max: env.DATABASE_POOL_MAX,
        idle_timeout: 60,
        onnotice: () => {},
        connection: settings,
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

export const db = (): Sql => pool('reads')

/**
 * Search's own connections (src/search): its statements' plans never depend on the words searched
 * (the tsquery sits behind a scalar subquery), and planning one costs more than running it (~3 ms for a
 * suggestion's product statement), so each is planned once per connection (generic plans).
 */
export const searchDb = (): Sql => pool('search', { plan_cache_mode: 'force_generic_plan' })
