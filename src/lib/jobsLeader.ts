import { jobsLockDb } from './db'

/**
 * The advisory lock that makes an instance the one that runs the scheduled jobs: any number the app
 * locks nothing else with.
 */
export const JOBS_LOCK_KEY = 731_512_906

/**
 * Whether this instance runs the jobs queue on this tick. Every instance's cron asks; only the one
 * whose connection holds the lock says yes, so a scheduled publication is carried out once, however
 * many instances serve the site (Payload claims a job by reading it and then marking it, and two
 * instances can read it in between). When that instance stops, its connection closes, the lock is
 * free, and another instance takes it on its next tick. Asking again while holding it does not stack
 * the lock; a database that cannot be asked says no.
 */
export async function runsJobs(): Promise<boolean> {
  try {
    const [row] = await jobsLockDb()<{ held: boolean }[]>`
      select case
        when exists (
          select 1 from pg_locks
          where locktype = 'advisory' and pid = pg_backend_pid() and granted
            and classid = 0 and objid::bigint = ${JOBS_LOCK_KEY} and objsubid = 1)
        then true
        else pg_try_advisory_lock(${JOBS_LOCK_KEY}::bigint)
      end as held`
    return row?.held === true
  } catch {
    return false
  }
}
