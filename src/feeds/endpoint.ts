import { after } from 'next/server'
import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'

/** Runs wait in their own queue: a long one never holds up a scheduled publication. */
export const FEEDS_QUEUE = 'feeds'

/** "Casacorner · DE": how a feed is named in lists and in its runs. */
export async function feedTitle(
  req: PayloadRequest,
  store: unknown,
  country: unknown,
): Promise<string> {
  const id = store && typeof store === 'object' ? (store as { id?: unknown }).id : store
  const doc =
    typeof id === 'number' || typeof id === 'string'
      ? await req.payload
          .findByID({ collection: 'stores', id, depth: 0, req, disableErrors: true, draft: true })
          .catch(() => null)
      : null
  return `${doc?.name ?? 'Store'} · ${typeof country === 'string' ? country : ''}`
}

/** Queues a run of the feed (a feed-runs record, status "queued") and its job. */
export async function queueRun(
  payload: Payload,
  feed: { id: number; title?: string | null },
  req?: PayloadRequest,
) {
  const run = await payload.create({
    collection: 'feed-runs',
    data: { feed: feed.id, status: 'queued', title: `${feed.title ?? 'Feed'} · queued` },
    overrideAccess: true,
    depth: 0,
    req,
  })
  const job = await payload.jobs.queue({
    task: 'runFeed',
    input: { runId: run.id },
    queue: FEEDS_QUEUE,
    req,
  })
  return { run, job }
}

/**
 * POST /api/feeds/{id}/run: "Run now". Answers 202 with the queued run at once; the run starts right
 * after the answer has gone out (the jobs' next round takes it where that could not happen).
 */
export const runFeedEndpoint: Endpoint = {
  path: '/:id/run',
  method: 'post',
  handler: async (req) => {
    if (!req.user) {
      return Response.json(
        { errors: [{ message: 'Sign in as an editor to run a feed' }] },
        { status: 401 },
      )
    }
    if (!hasRole(req.user, 'admin', 'editor')) {
      return Response.json({ errors: [{ message: 'Editors only' }] }, { status: 403 })
    }
    const id = Number(req.routeParams?.id)
    const feed = Number.isSafeInteger(id)
      ? await req.payload
          .findByID({ collection: 'feeds', id, depth: 0, req, disableErrors: true })
          .catch(() => null)
      : null
    if (!feed) {
      return Response.json(
        { errors: [{ message: `No feed with id ${String(req.routeParams?.id)}` }] },
        { status: 404 },
      )
    }
    const { run, job } = await queueRun(req.payload, feed, req)
    try {
      after(() => req.payload.jobs.runByID({ id: job.id }))
    } catch {
      // Outside a request's scope: the jobs' round picks it up.
    }
    return Response.json(
      { run },
      { status: 202, headers: { Location: `/api/feed-runs/${run.id}` } },
    )
  },
}
