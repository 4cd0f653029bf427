import type { TaskConfig } from 'payload'

import { FEEDS_QUEUE, queueRun } from './endpoint'
import { runFeed } from './run'

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
