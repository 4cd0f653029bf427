import { access, constants, mkdir } from 'node:fs/promises'

import type { Endpoint, PayloadRequest } from 'payload'

import { env, mediaDir } from '@/config/env'
import { busClient } from '@/cache/bus'
import { checkBucket } from '@/plugins/objectStorage'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** GET /api/health: liveness — the process answers requests (restarting it is the cure otherwise). */
export const health: Endpoint = {
  path: '/health',
  method: 'get',
  handler: () => Response.json({ status: 'ok' }, { headers: NO_STORE }),
}

/** A check gives up after this long: a probe must answer quickly, whatever hangs behind it. */
const CHECK_TIMEOUT_MS = 2_000

interface Part {
  check: (req: PayloadRequest) => Promise<unknown>
  failure: string
}

/**
 * What an instance needs to serve every page: the database, the media folder or bucket uploads are
 * written to and served from, and with REDIS_URL the Redis that holds the page and data caches.
 */
const parts: Record<string, Part> = {
  database: {
    check: (req) => req.payload.db.drizzle.execute('select 1'),
    failure: 'The database is not reachable.',
  },
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
          check: async () => (await busClient())!.ping(),
          failure: 'Redis (the shared page and data cache) is not reachable.',
        },
      }
    : {}),
}

const withinTime = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref(),
    ),
  ])

/**
 * GET /api/ready: readiness, for a load balancer or an orchestrator — 200 when every part this
 * instance depends on answers, else 503 naming the parts that do not. While the server drains
 * (SIGTERM), it answers 503 "draining" itself (scripts/server.mjs).
 */
export const ready: Endpoint = {
  path: '/ready',
  method: 'get',
  handler: async (req) => {
    const results = await Promise.all(
      Object.entries(parts).map(async ([name, { check, failure }]) => {
        const ok = await withinTime(check(req)).then(
          () => true,
          () => false,
        )
        return { name, ok, failure }
      }),
    )
    const failed = results.filter((result) => !result.ok)
    return Response.json(
      {
        status: failed.length ? 'unavailable' : 'ready',
        checks: Object.fromEntries(results.map(({ name, ok }) => [name, ok ? 'ok' : 'failed'])),
        ...(failed.length
          ? { errors: failed.map(({ name, failure }) => ({ message: failure, field: name })) }
          : {}),
      },
      { status: failed.length ? 503 : 200, headers: NO_STORE },
    )
  },
}
