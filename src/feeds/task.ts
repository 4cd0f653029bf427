import type { TaskConfig } from 'payload'

import type { Payload } from 'payload'

import { feedsDb } from '@/lib/db'

import { FEEDS_QUEUE, queueRun } from './endpoint'
import { FEED_LOCK_CLASS, runFeed } from './run'

/** A queued run that has not started within this long lost its job. */
const QUEUED_MAX_MS = 60 * 60 * 1000

/**
 * Ends the feed's runs that can no longer end by themselves, so that the schedule goes on: a run
 * left "running" by a server that stopped mid-run (no process holds the feed's run lock), and a run
 * queued an hour ago whose job is gone.
 */
export async function endInterruptedRuns(payload: Payload, feedId: number): Promise<void> {
  const sql = await feedsDb().reserve()
  try {
    const [{ free }] = await sql<{ free: boolean }[]>`
      select pg_try_advisory_lock(${FEED_LOCK_CLASS}, ${feedId}) as free`
    if (free) await sql`select pg_advisory_unlock(${FEED_LOCK_CLASS}, ${feedId})`
    const now = new Date()
    const { docs } = await payload.find({
      collection: 'feed-runs',
      where: {
        feed: { equals: feedId },
        or: [
          // A run takes its lock right after it says it is running.
          ...(free
            ? [
                {
                  status: { equals: 'running' },
                  startedAt: { less_than: new Date(now.getTime() - 60_000).toISOString() },
                },
              ]
            : []),
          {
            status: { equals: 'queued' },
            createdAt: { less_than: new Date(now.getTime() - QUEUED_MAX_MS).toISOString() },
          },
        ],
      },
      depth: 0,
      limit: 100,
      pagination: false,
      overrideAccess: true,
    })
    for (const run of docs) {
      await payload.update({
        collection: 'feed-runs',
        id: run.id,
        data: {
          status: 'failed',
          reason:
            run.status === 'running'
              ? 'The run was interrupted (its server stopped): the previous offers stay'
              : 'The run never started (its job was lost)',
          finishedAt: now.toISOString(),
        },
        depth: 0,
        overrideAccess: true,
      })
    }
  } finally {
    sql.release()
  }
}

/** One feed run, queued by its schedule or by "Run now". */
export const runFeedTask: TaskConfig<{ input: { runId: number }; output: object }> = {
  slug: 'runFeed',
  label: 'Run a merchant feed',
  inputSchema: [{ name: 'runId', type: 'number', required: true }],
  // A failed run is reported on the run itself; the schedule brings the next one.
  retries: 0,
  handler: async ({ input, req }) => {
    await runFeed(req.payload, input.runId)
    return { output: {} }
  },
}

/**
 * Queues a run of every active feed that is due (its next run time has come, or it never ran) and
 * has none waiting or going on. Runs on the jobs' own round, on one instance at a time.
 */
export const scheduleFeedsTask: TaskConfig<{ input: object; output: object }> = {
  slug: 'scheduleFeeds',
  label: 'Queue the merchant feeds that are due',
  retries: 0,
  schedule: [{ cron: '0 */5 * * * *', queue: FEEDS_QUEUE }],
  handler: async ({ req }) => {
    const { payload } = req
    const now = new Date().toISOString()
    const { docs } = await payload.find({
      collection: 'feeds',
      where: {
        and: [
          { active: { equals: true } },
          { or: [{ nextRunAt: { less_than_equal: now } }, { nextRunAt: { exists: false } }] },
        ],
      },
      limit: 100,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    for (const feed of docs) {
      await endInterruptedRuns(payload, feed.id)
      const { totalDocs } = await payload.count({
        collection: 'feed-runs',
        where: { feed: { equals: feed.id }, status: { in: ['queued', 'running'] } },
        overrideAccess: true,
      })
      if (totalDocs === 0) await queueRun(payload, feed)
    }
    return { output: {} }
  },
}
