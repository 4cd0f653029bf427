/**
 * Prometheus metrics of the production server (prom-client), at `/metrics` when METRICS_TOKEN is set
 * (a scraper sends it as `Authorization: Bearer …`); without it the path is the site's 404 like any
 * other. The server sees every request, so it counts them here: by route kind (never by path, whose
 * values are unbounded), status class and duration; pages served from Next's page cache; click-outs;
 * the database connections of each pool; the state of Redis, the cache bus, the primary and the
 * replicas; the jobs, the feed runs and the click backlog; the expensive work running, waiting and shed; and Node's own figures (memory, event-loop
 * lag, GC).
 */
import { timingSafeEqual } from 'node:crypto'

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

import { redisState } from '../../src/cache/redis.mjs'

/**
 * @typedef {object} StateSources
 * @property {() => Promise<import('../../src/lib/db').PoolConnections[]>} connections
 * @property {() => import('../../src/lib/replicaRotation').RotationState | null} database
 * @property {() => ReturnType<typeof import('../../src/cache/bus').busState>} bus
 * @property {() => Promise<import('../../src/lib/backgroundWork').BackgroundWork>} background
 * @property {() => import('./workGate.mjs').GateState} gate
 */

/**
 * What kind of route a URL is, for the metrics' labels.
 * @param {string} url
 */
export function routeKind(url) {
  if (url.startsWith('/_next/')) return 'asset'
  if (/^\/out\//.test(url)) return 'click-out'
  if (/^\/api\/(?:data\/|posts\/posts(?:[/?]|$))/.test(url)) return 'api'
  if (/^\/api(?:[/?]|$)/.test(url)) return 'payload-api'
  if (/^\/(?:admin|preview)(?:[/?]|$)/.test(url)) return 'admin'
  if (/\.(?:xml|txt|json|ico|png|webp|svg)(?:\?|$)/.test(url)) return 'file'
  return 'page'
}

/**
 * @param {string | undefined} token the scraper's token; metrics are off without one
 */
export function createMetrics(token) {
  if (!token) return null
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route kind, method and status class.',
    labelNames: ['kind', 'method', 'status'],
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route kind.',
    labelNames: ['kind'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  })
  const pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: "Pages answered by Next's page cache (hit) or rendered for the request (miss).",
    labelNames: ['result'],
    registers: [registry],
  })
  /** @type {(() => Promise<import('../../src/lib/db').PoolConnections[]>) | null} */
  let readConnections = null
  /** @type {Promise<import('../../src/lib/db').PoolConnections[]> | null} */
  let reading = null
  /** One read of the connections per scrape, shared by both gauges (collected side by side). */
  const pools = () =>
    (reading ??= (readConnections?.() ?? Promise.resolve([]))
      // A database that cannot be asked shows no connections; readiness names the failure.
      .catch(() => [])
      .finally(() => {
        reading = null
      }))
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections this instance holds on the primary database, by pool and state.',
    labelNames: ['pool', 'state'],
    registers: [registry],
    async collect() {
      const found = await pools()
      this.reset()
      for (const { pool, states } of found) {
        for (const [state, count] of Object.entries(states)) this.set({ pool, state }, count)
      }
    },
  })
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections each pool of this instance may open.',
    labelNames: ['pool'],
    registers: [registry],
    async collect() {
      const found = await pools()
      this.reset()
      for (const { pool, max } of found) if (max > 0) this.set({ pool }, max)
    },
  })
  /** @type {StateSources | null} */
  let sources = null
  new Gauge({
    name: 'redis_connected',
    help: 'Whether the Redis of the shared page and data caches is connected (1) or away (0); absent without REDIS_URL.',
    registers: [registry],
    collect() {
      this.reset()
      if (process.env.REDIS_URL) this.set(redisState().connected ? 1 : 0)
    },
  })
  /** This process's page and data cache (src/cache/pageStore.mjs), once Next has made it. */
  const pageStore = () =>
    /** @type {{ __localPages?: { stats: () => import('../../src/cache/pageStore.mjs').PageStoreStats } }} */ (
      globalThis
    ).__localPages?.stats()
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes of compressed pages and data this process keeps (used), and the most it may (max: PAGE_CACHE_MB).',
    labelNames: ['of'],
    registers: [registry],
    collect() {
      const stats = pageStore()
      this.reset()
      if (!stats) return
      this.set({ of: 'used' }, stats.bytes)
      this.set({ of: 'max' }, stats.maxBytes)
    },
  })
  new Gauge({
    name: 'page_cache_entries',
    help: 'Pages and data entries this process keeps in its memory.',
    registers: [registry],
    collect() {
      const stats = pageStore()
      this.reset()
      if (stats) this.set(stats.entries)
    },
  })
  new Counter({
    name: 'cache_bus_messages_total',
    help: 'Cache invalidation messages this instance sent to the others and received from them.',
    labelNames: ['direction'],
    registers: [registry],
    collect() {
      const bus = sources?.bus()
      if (!bus) return
      this.reset()
      this.inc({ direction: 'sent' }, bus.sent)
      this.inc({ direction: 'received' }, bus.received)
    },
  })
  new Gauge({
    name: 'cache_bus_listening',
    help: 'Whether this instance hears the others’ cache messages (1) or lost its connection (0).',
    registers: [registry],
    collect() {
      const bus = sources?.bus()
      if (bus) this.set(bus.listening === 'yes' ? 1 : 0)
    },
  })
  new Gauge({
    name: 'db_primary_up',
    help: 'Whether the primary database answers this instance’s checks (with read replicas only).',
    registers: [registry],
    collect() {
      const state = sources?.database()
      this.reset()
      if (state) this.set(state.primary.health === 'ok' ? 1 : 0)
    },
  })
  new Gauge({
    name: 'db_replica_lag_seconds',
    help: 'How far each read replica is behind the primary (absent while it does not answer).',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      this.reset()
      for (const replica of sources?.database()?.replicas ?? []) {
        if (replica.lagSeconds !== null) this.set({ replica: replica.replica }, replica.lagSeconds)
      }
    },
  })
  new Gauge({
    name: 'db_replica_in_rotation',
    help: 'Whether each read replica takes the public reads (1) or is left out, down or lagging (0).',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      this.reset()
      for (const replica of sources?.database()?.replicas ?? []) {
        this.set({ replica: replica.replica }, replica.inRotation ? 1 : 0)
      }
    },
  })
  /** @type {Promise<import('../../src/lib/backgroundWork').BackgroundWork | null> | null} */
  let readingWork = null
  /** One read of the jobs and runs per scrape, shared by their gauges. */
  const work = () =>
    (readingWork ??= (sources?.background() ?? Promise.resolve(null))
      .catch(() => null)
      .finally(() => {
        readingWork = null
      }))
  for (const [name, help, field] of /** @type {const} */ ([
    ['jobs_waiting', 'Payload jobs due or scheduled and not yet running, by queue.', 'waiting'],
    ['jobs_running', 'Payload jobs running now, by queue.', 'running'],
    ['jobs_failed', 'Payload jobs kept with an error, by queue.', 'failed'],
  ])) {
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const found = await work()
        this.reset()
        for (const job of found?.jobs ?? []) this.set({ queue: job.queue }, job[field])
      },
    })
  }
  new Gauge({
    name: 'feed_runs_last_day',
    help: 'Merchant feed runs started in the last 24 hours, by status (queued, running, succeeded, failed).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const found = await work()
      this.reset()
      for (const { status, count } of found?.feedRuns ?? []) this.set({ status }, count)
    },
  })
  new Gauge({
    name: 'clicks_backlog',
    help: 'Click-outs answered by this instance and not yet written to the database.',
    registers: [registry],
    async collect() {
      const found = await work()
      if (found) this.set(found.clicks.queued)
    },
  })
  new Counter({
    name: 'clicks_dropped_total',
    help: 'Click-outs this instance could not record (its backlog was full while the database was away).',
    registers: [registry],
    async collect() {
      const found = await work()
      if (!found) return
      this.reset()
      this.inc(found.clicks.dropped)
    },
  })
  for (const [name, help, field] of /** @type {const} */ ([
    ['expensive_work_running', 'Renders, searches and GraphQL queries running now.', 'running'],
    [
      'expensive_work_waiting',
      'Renders, searches and GraphQL queries waiting for a slot.',
      'waiting',
    ],
  ])) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const state = sources?.gate()
        if (state) this.set(state[field])
      },
    })
  }
  new Counter({
    name: 'expensive_work_shed_total',
    help: 'Renders, searches and GraphQL queries answered 503 instead, by reason (full, client, waited).',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      const state = sources?.gate()
      if (!state) return
      this.reset()
      for (const [reason, count] of Object.entries(state.shed)) this.inc({ reason }, count)
    },
  })
  const expected = Buffer.from(`Bearer ${token}`)
  return {
    /**
     * Where the gauges of state read from (the /api bundle's pools, loaded after the metrics).
     * @param {StateSources} given
     */
    readStateWith(given) {
      sources = given
      readConnections = given.connections
    },
    /**
     * Measures one request from now until its answer is sent.
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     * @param {string} url
     */
    observe(request, response, url) {
      const started = process.hrtime.bigint()
      const kind = routeKind(url)
      response.once('finish', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9
        const method = WELL_KNOWN_METHODS.has(request.method ?? '') ? request.method : 'other'
        requests.inc({ kind, method, status: `${Math.floor(response.statusCode / 100)}xx` })
        duration.observe({ kind }, seconds)
        const cache = response.getHeader('x-nextjs-cache')
        if (kind === 'page' && cache) pageCache.inc({ result: cache === 'HIT' ? 'hit' : 'miss' })
      })
    },
    /**
     * Whether the request may read the metrics (constant-time comparison of the token).
     * @param {import('node:http').IncomingMessage} request
     */
    allowed(request) {
      const given = Buffer.from(request.headers.authorization ?? '')
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
    /** The metrics in Prometheus' text format. */
    async text() {
      return { body: await registry.metrics(), contentType: registry.contentType }
    },
  }
}

const WELL_KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
