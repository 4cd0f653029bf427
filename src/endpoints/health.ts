import { timingSafeEqual } from 'node:crypto'
import { access, constants, mkdir } from 'node:fs/promises'

import type { Endpoint, PayloadRequest } from 'payload'

import { env, mediaDir } from '@/config/env'
import { hasRole } from '@/access/roles'
import { busState } from '@/cache/bus'
import { redisPing, redisState } from '@/cache/redis.mjs'
import { databaseState } from '@/lib/db'
import { checkBucket } from '@/plugins/objectStorage'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** A check gives up after this long: a probe must answer quickly, whatever hangs behind it. */
const CHECK_TIMEOUT_MS = 2_000

const withinTime = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref(),
    ),
  ])

const answers = (work: Promise<unknown>): Promise<boolean> =>
  withinTime(work).then(
    () => true,
    () => false,
  )

/** The metrics scraper's token, compared in constant time. */
function hasMetricsToken(req: PayloadRequest): boolean {
  const token = process.env.METRICS_TOKEN
  if (!token) return false
  const given = Buffer.from(req.headers.get('authorization') ?? '')
  const expected = Buffer.from(`Bearer ${token}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

interface Part {
  check: (req: PayloadRequest) => Promise<unknown>
  failure: string
}

/**
 * What this instance shares with the others: with REDIS_URL the Redis that holds the page and data
 * caches, and the media folder or bucket uploads are written to and served from. Each may be down
 * for every instance at once, and the instance still serves (from its own caches; pages whose images
 * are elsewhere): a failure here is "degraded", never "unavailable".
 */
const sharedParts: Record<string, Part> = {
  storage: env.S3_BUCKET
    ? { check: checkBucket, failure: 'The media bucket cannot be reached.' }
    : {
        // A new instance has no uploads yet: the folder is made as the first upload would make it.
        check: () =>
          mkdir(mediaDir, { recursive: true }).then(() =>
            access(mediaDir, constants.R_OK | constants.W_OK),
          ),
        failure: 'The media folder cannot be read and written.',
      },
  ...(process.env.REDIS_URL
    ? {
        cache: {
          check: () => redisPing(),
          failure: 'Redis (the shared page and data cache) is not reachable.',
        },
      }
    : {}),
}

interface Check {
  name: string
  ok: boolean
  failure: string
}

/**
 * The database as this instance reaches it: the primary (writes, the admin) and, with replicas, any
 * replica in the reads' rotation. Unreachable only when it reaches neither.
 */
async function databaseChecks(req: PayloadRequest): Promise<Check[]> {
  const state = databaseState()
  const primary = await answers(req.payload.db.drizzle.execute('select 1'))
  const checks: Check[] = [
    {
      name: 'database',
      ok: primary,
      failure: state
        ? 'The primary database is not reachable: the replicas serve the reads, changes cannot be saved.'
        : 'The database is not reachable.',
    },
  ]
  if (state) {
    const serving = state.replicas.filter((replica) => replica.inRotation).length
    checks.push({
      name: 'replicas',
      ok: serving === state.replicas.length,
      failure: `${state.replicas.length - serving} of ${state.replicas.length} read replicas are out of the rotation.`,
    })
  }
  return checks
}

/**
 * GET /api/health: liveness — the process answers requests (restarting it is the cure otherwise).
 * `?details=1`, for admins and the metrics scraper: the state of every part this instance uses.
 */
export const health: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    if (!req.searchParams.has('details')) {
      return Response.json({ status: 'ok' }, { headers: NO_STORE })
    }
    if (!hasRole(req.user, 'admin') && !hasMetricsToken(req)) {
      return Response.json(
        {
          errors: [
            {
              message:
                'The details are for admins and the metrics scraper (Authorization: Bearer …)',
            },
          ],
        },
        { status: 401, headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer' } },
      )
    }
    const now = await readiness(req)
    return Response.json(
      {
        status: 'ok',
        readiness: now.status,
        checks: now.checks,
        database: databaseState() ?? {
          primary: { health: now.checks.database === 'ok' ? 'ok' : 'down' },
        },
        cache: process.env.REDIS_URL
          ? { redis: redisState(), bus: busState() }
          : { bus: busState() },
      },
      { headers: NO_STORE },
    )
  },
}

async function readiness(req: PayloadRequest) {
  const [database, shared] = await Promise.all([
    databaseChecks(req),
    Promise.all(
      Object.entries(sharedParts).map(async ([name, { check, failure }]) => ({
        name,
        ok: await answers(check(req)),
        failure,
      })),
    ),
  ])
  // Reads need the primary or a replica in rotation; without either, nothing can be served.
  const state = databaseState()
  const reachable =
    database[0]!.ok || (state?.replicas.some((replica) => replica.inRotation) ?? false)
  const results = [...database, ...shared]
  const failed = results.filter((result) => !result.ok)
  return {
    status: !reachable ? 'unavailable' : failed.length ? 'degraded' : 'ready',
    checks: Object.fromEntries(results.map(({ name, ok }) => [name, ok ? 'ok' : 'failed'])),
    failed,
  }
}

/**
 * GET /api/ready: readiness, for a load balancer or an orchestrator. 503 only when this instance
 * cannot serve: it reaches no database at all (while the server starts it does not listen yet;
 * while it drains, scripts/server.mjs answers 503 "draining" itself). A part every instance shares
 * (Redis, a replica, the media storage, the primary while a replica serves the reads) that fails
 * makes it 200 "degraded", naming the part: taking every instance out at once would serve nobody.
 */
export const ready: Endpoint = {
  path: '/ready',
  method: 'get',
  handler: async (req) => {
    const { status, checks, failed } = await readiness(req)
    return Response.json(
      {
        status,
        checks,
        ...(failed.length
          ? { errors: failed.map(({ name, failure }) => ({ message: failure, field: name })) }
          : {}),
      },
      { status: status === 'unavailable' ? 503 : 200, headers: NO_STORE },
    )
  },
}
