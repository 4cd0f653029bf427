import type { TestProject } from 'vitest/node'

import { createTestDatabase } from './testDatabase'

/** Vitest global setup: one fresh, migrated database for the integration run; removed afterwards. */
export default async function setup(_project: TestProject) {
  const database = await createTestDatabase()
  // Workers are forked after this runs, so they inherit these and payload.config.ts reads them.
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = database.secret
  process.env.DATA_DIR = database.dataDir
  // Scheduled jobs are checked every second in tests instead of every minute.
  process.env.JOBS_CRON = '* * * * * *'
  return async () => {
    await database.destroy()
  }
}
