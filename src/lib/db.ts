import { AsyncLocalStorage } from 'node:async_hooks'
import { execFile } from 'node:child_process'
import { realpathSync } from 'node:fs'
import { getPriority, hostname, setPriority } from 'node:os'

import postgres, { type Sql } from 'postgres'

import { env } from '@/config/env'

import { logger } from './logger.mjs'
import { CHECK_MS, createRotation, type Rotation, type RotationState } from './replicaRotation'

/**
 * A small postgres.js pool for the read paths that Payload's Local API makes too heavy (the public
 * /api): prepared statements, one round trip per query. It reads the tables Payload's migrations made.
 */
/**
 * Per-request query statistics, reported in the Server-Timing header of every /api answer when
 * QUERY_STATS is on (`queries` stays null otherwise).
 */
export interface QueryStats {
  queries: number | null
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
type PoolName =
  | `reads${string}`
  | `search${string}`
  | `health${string}`
  | 'clicks'
  | 'maintenance'
  | 'jobs'
  | 'feeds'
interface SharedPools {
  clients: Partial<Record<PoolName, Sql>>
  /** Which replicas the public reads use now; made on the first read. */
  rotation?: Rotation
  limits?: Partial<Record<PoolName | 'payload', number>>
  statsStorage: AsyncLocalStorage<QueryStats>
}
const { clients, statsStorage } = shared

/** What every connection of the app calls itself in `pg_stat_activity`, before its pool's name. */
const APPLICATION = 'shopping-guide'
/**
 * This process among the instances sharing the database, short enough that the whole name fits the
 * 63 bytes PostgreSQL keeps of it.
 */
const INSTANCE = `${process.pid}@${hostname().slice(0, 24)}`.replaceAll(' ', '-')

/** The `application_name` of a pool's connections: the app, the pool, the process. */
export const applicationName = (pool: PoolName | 'payload' | 'bus'): string =>
  `${APPLICATION} ${pool} ${INSTANCE}`

/**
 * The largest number of connections each pool of this process opened may hold: shared like the
 * pools, since whichever bundle opens a pool first is the one that knows its limit.
 */
const poolLimits: Partial<Record<PoolName | 'payload', number>> = (shared.limits ??= {})

export interface PoolConnections {
  pool: string
  max: number
  /** By `pg_stat_activity.state`: active, idle, idle in transaction, … */
  states: Record<string, number>
}

/**
 * The connections this process holds on the primary, by pool and state, read from
 * `pg_stat_activity` (postgres.js keeps no count of its own): for the metrics. Pools on replicas are
 * counted on their replicas, not here.
 */
export async function databaseConnections(): Promise<PoolConnections[]> {
  poolLimits.payload ??= env.DATABASE_POOL_MAX
  const rows = await primaryDb()<{ name: string; state: string | null; count: number }[]>`
    select application_name as name, state, count(*)::int as count
    from pg_stat_activity
    where split_part(application_name, ' ', 1) = ${APPLICATION}
      and split_part(application_name, ' ', 3) = ${INSTANCE}
    group by 1, 2`
  const pools = new Map<string, PoolConnections>()
  for (const [name, max] of Object.entries(poolLimits)) {
    if (!name.includes('@')) pools.set(name, { pool: name, max: max ?? 0, states: {} })
  }
  for (const { name, state, count } of rows) {
    const pool = name.split(' ')[1] ?? name
    const entry = pools.get(pool) ?? { pool, max: 0, states: {} }
    entry.states[state ?? 'unknown'] = (entry.states[state ?? 'unknown'] ?? 0) + count
    pools.set(pool, entry)
  }
  return [...pools.values()]
}

/**
 * Runs `task`, counting the statements it sends when QUERY_STATS is on (exact for one request at a
 * time: a statement queued behind another request's is counted where the connection frees up).
 */
export async function withQueryStats<T>(task: () => Promise<T>): Promise<[T, QueryStats]> {
  if (!env.QUERY_STATS) return [await task(), { queries: null }]
  const stats: QueryStats = { queries: 0 }
  const result = await statsStorage.run(stats, task)
  return [result, stats]
}

/**
 * postgres.js calls its `debug` hook for each statement it sends, not for fragments. With a hook set
 * it also captures a stack trace for every query and fragment it builds (~0.6 ms of CPU per search
 * suggestion, docs/benchmarks.md "Search"), hence opt-in.
 */
const countStatement = () => {
  const stats = statsStorage.getStore()
  if (stats?.queries != null) stats.queries += 1
}

function pool(
  name: PoolName,
  options: {
    /** Default: the primary (DATABASE_URL). */
    url?: string
    max: number
    idleSeconds: number
    settings: Record<string, string | number>
    /** Seconds before a connection is replaced (postgres.js: 30–60 min); null keeps it. */
    lifetimeSeconds?: number | null
    /** Seconds a new connection may take (postgres.js: 30). */
    connectSeconds?: number
  },
): Sql {
  let client = clients[name]
  if (!client) {
    const url = options.url ?? env.DATABASE_URL
    if (!url) throw new Error('DATABASE_URL is not set')
    poolLimits[name] = options.max
    client = clients[name] = postgres(url, {
      max: options.max,
      idle_timeout: options.idleSeconds,
      ...(options.lifetimeSeconds !== undefined ? { max_lifetime: options.lifetimeSeconds } : {}),
      ...(options.connectSeconds !== undefined ? { connect_timeout: options.connectSeconds } : {}),
      onnotice: () => {},
      connection: { ...options.settings, application_name: applicationName(name) },
      ...(env.QUERY_STATS ? { debug: countStatement } : {}),
    })
  }
  return client
}

/**
 * Public reads are short (a page of rows, a count); a statement beyond this is a query gone wrong
 * and is cut off, so anonymous traffic can neither pin a connection nor a database core for long.
 */
export const PUBLIC_READ_TIMEOUT_MS = 3_000

/**
 * The public reads' session: the time limit above, and no parallel workers. A read here is a page of
 * rows, done in a few milliseconds on one core; starting workers for it cost more than the work
 * (a product list's page 20: 20 ms with two workers, 4 ms without).
 */
const publicReads = {
  statement_timeout: PUBLIC_READ_TIMEOUT_MS,
  // A string: postgres.js leaves out startup settings whose value is falsy.
  max_parallel_workers_per_gather: '0',
}

/**
 * A public read waits this long at most for a connection to open: a database that does not accept
 * one (frozen, unreachable) fails the read quickly instead of holding its page for postgres.js's 30 s.
 */
const CONNECT_SECONDS = 3

/**
 * The replicas' rotation (src/lib/replicaRotation.ts), asked on connections of their own (one each,
 * opened within a second) so that a busy read pool never delays a check.
 */
function rotation(): Rotation {
  return (shared.rotation ??= (() => {
    const replicas = env.DATABASE_REPLICA_URLS
    const checkOptions = {
      max: 1,
      idleSeconds: 0,
      connectSeconds: 1,
      settings: { statement_timeout: 1_000 },
    }
    const made = createRotation({
      replicas: replicas.length,
      maxLagSeconds: env.DATABASE_REPLICA_MAX_LAG_SECONDS,
      primaryPosition: async () => {
        const [row] = await pool('health', checkOptions)<{ lsn: string }[]>`
          select pg_current_wal_lsn()::text as lsn`
        return row!.lsn
      },
      replayed: async (index) => {
        const [row] = await pool(`health@${index}`, { ...checkOptions, url: replicas[index] })<
          { lsn: string | null }[]
        >`select case when pg_is_in_recovery() then pg_last_wal_replay_lsn()::text end as lsn`
        return row!.lsn
      },
      changed: (part, state) =>
        logger.warn({ part, ...state }, `Database ${part}: ${JSON.stringify(state)}`),
    })
    const loop = () => void made.check().finally(() => setTimeout(loop, CHECK_MS).unref())
    loop()
    return made
  })())
}

/**
 * With read replicas (DATABASE_REPLICA_URLS), the site's public reads and search go to them in turn,
 * one pool each: these pools only read. Everything that writes, or must read what was just written
 * (Payload and its admin, the redirect table, clicks, prices, the jobs' lock), uses the primary. A
 * replica that fails or lags is left out until it has recovered; without any, reads go to the primary.
 */
function onReplica(
  name: 'reads' | 'search',
  options: Omit<Parameters<typeof pool>[1], 'url'>,
): Sql {
  const replicas = env.DATABASE_REPLICA_URLS
  const index = replicas.length === 0 ? null : rotation().next()
  if (index === null) return pool(name, options)
  return pool(`${name}@${index}`, { ...options, url: replicas[index] })
}

/** The database's parts as this process sees them: the primary and each replica (for health and metrics). */
export const databaseState = (): RotationState | null =>
  env.DATABASE_REPLICA_URLS.length ? rotation().state : null

const readsOptions = {
  max: env.DATABASE_POOL_MAX,
  idleSeconds: 60,
  connectSeconds: CONNECT_SECONDS,
  settings: publicReads,
}

export const db = (): Sql => onReplica('reads', readsOptions)

/** The public reads' settings on the primary, for what must see the latest write (see above). */
export const primaryDb = (): Sql => pool('reads', readsOptions)

/** How often a replica's replay is checked, and how long for at most, by `replicasCaughtUp`. */
const REPLAY_POLL_MS = 100
const REPLAY_WAIT_MS = 5 * 60_000

/**
 * Resolves once every read replica has replayed all that the primary had written when it was called
 * (at once without replicas in rotation): from then on, the public reads see it. Rejects when a
 * replica is still behind after five minutes.
 */
export async function replicasCaughtUp(): Promise<void> {
  const replicas = env.DATABASE_REPLICA_URLS
  if (replicas.length === 0) return
  // A replica out of the rotation serves no reads, and will have replayed it before it is back.
  const serving = rotation().inRotation()
  if (serving.length === 0) return
  const [{ lsn }] = await primaryDb()<{ lsn: string }[]>`select pg_current_wal_lsn()::text as lsn`
  const deadline = Date.now() + REPLAY_WAIT_MS
  await Promise.all(
    serving.map(async (index) => {
      const replica = pool(`reads@${index}`, { ...readsOptions, url: replicas[index] })
      for (;;) {
        // Null on a server that is not a standby (promoted): it has everything.
        const [{ replayed }] = await replica<{ replayed: boolean }[]>`
          select coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, true) as replayed`
        if (replayed) return
        if (Date.now() > deadline) {
          throw new Error(
            `replica ${index + 1} has not replayed ${lsn} in ${REPLAY_WAIT_MS / 1000} s`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS))
      }
    }),
  )
}

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
  onReplica('search', {
    max: SEARCH_CONNECTIONS,
    idleSeconds: 0,
    connectSeconds: CONNECT_SECONDS,
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

/**
 * Merchant feed runs (src/feeds/run.ts): FEED_DB_CONNECTIONS connections (one by default), so a run
 * of 100 000 items keeps to its budget and shoppers' pages keep theirs; no statement limit, since a
 * run's batches are large, but each one is bounded by FEED_BATCH_SIZE.
 */
export const feedsDb = (): Sql =>
  pool('feeds', {
    max: env.FEED_DB_CONNECTIONS,
    idleSeconds: 10,
    settings: { statement_timeout: 0, lock_timeout: 10_000 },
  })

/** Niceness of background work's database processes: the lowest CPU priority there is. */
const BACKGROUND_NICENESS = 19

/**
 * Runs the statements of this connection behind everyone else's for the CPU, where the database is
 * this machine's own (the embedded cluster, or one on the same host and user): PostgreSQL has no
 * priority of its own, and on a small machine a feed run's statements otherwise take their core
 * from the shoppers' pages. Its process is the connection's backend, recognised by its working
 * directory, which is the cluster's data directory; any other database is left as it is. The
 * backend gets the lowest niceness and Linux's idle scheduling class: at the lowest niceness alone,
 * a page's query that wakes up waited a scheduler slice behind it on each of its round trips. Only for
 * connections of background work: the backend keeps its priority for as long as it lives.
 */
export async function behindShoppers(sql: Sql): Promise<void> {
  try {
    const [backend] = await sql<{ pid: number; dir: string }[]>`
      select pg_backend_pid() as pid, current_setting('data_directory') as dir`
    if (!backend) return
    if (realpathSync(`/proc/${backend.pid}/cwd`) !== realpathSync(backend.dir)) return
    if (getPriority(backend.pid) >= BACKGROUND_NICENESS) return
    setPriority(backend.pid, BACKGROUND_NICENESS)
    await new Promise<void>((resolve) =>
      execFile('chrt', ['--idle', '--pid', '0', String(backend.pid)], () => resolve()),
    )
  } catch {
    // Another host, another user, no /proc: the work runs at the database's own priority.
  }
}

/**
 * The connection that holds the scheduled jobs' lock (src/lib/jobsLeader.ts): one, never idle-closed
 * or replaced, since the lock lives exactly as long as it does.
 */
export const jobsLockDb = (): Sql =>
  pool('jobs', {
    max: 1,
    idleSeconds: 0,
    lifetimeSeconds: null,
    settings: { statement_timeout: 5_000 },
  })
