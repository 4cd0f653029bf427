import { clickBacklog } from '@/clicks/recorder'

import { primaryDb } from './db'

export interface BackgroundWork {
  /** Payload's jobs by queue: waiting to run, running, and kept with an error. */
  jobs: { queue: string; waiting: number; running: number; failed: number }[]
  /** Merchant feed runs started in the last 24 hours, by status. */
  feedRuns: { status: string; count: number }[]
  clicks: ReturnType<typeof clickBacklog>
}

/**
 * The state of the work beside requests, for the metrics: read from the tables every instance
 * shares (so each instance reports the same jobs and runs), the click backlog from this process.
 */
export async function backgroundWork(): Promise<BackgroundWork> {
  const sql = primaryDb()
  const [jobs, feedRuns] = await Promise.all([
    sql<BackgroundWork['jobs']>`
      select coalesce(queue, 'default') as queue,
        count(*) filter (where completed_at is null and not has_error and not processing)::int as waiting,
        count(*) filter (where processing)::int as running,
        count(*) filter (where has_error)::int as failed
      from payload_jobs group by 1`,
    sql<BackgroundWork['feedRuns']>`
      select status::text as status, count(*)::int as count from feed_runs
      where started_at > now() - interval '24 hours' group by 1`,
  ])
  return { jobs: [...jobs], feedRuns: [...feedRuns], clicks: clickBacklog() }
}
