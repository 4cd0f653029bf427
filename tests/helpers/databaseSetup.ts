import { mkdirSync } from 'node:fs'

import postgres from 'postgres'
import type { TestProject } from 'vitest/node'

import { createTestDatabase } from './testDatabase'
import { workerDataDir, workerDatabaseName } from './workerDatabase'

/**
 * Vitest global setup: one fresh, migrated database for the integration run, copied once for each
 * worker (`CREATE DATABASE … TEMPLATE`, a file copy), so that files running side by side never share
 * rows; removed afterwards. Each worker's tests/helpers/workerDatabase.ts picks its copy.
 */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase()
  // A template is copied only while nobody is connected to it.
  const server = new URL(database.url)
  server.pathname = '/postgres'
  const sql = postgres(server.href, { max: 1, onnotice: () => {} })
  try {
    for (let worker = 1; worker <= project.config.maxWorkers; worker++) {
      await sql.unsafe(`create database ${workerDatabaseName(worker)} template test`)
      mkdirSync(workerDataDir(database.dataDir, worker))
    }
  } finally {
    await sql.end()
  }
  // Workers are forked after this runs, so they inherit these; workerDatabase.ts turns the first two
  // into the worker's own, which payload.config.ts reads.
  process.env.TEST_DATABASE_URL = database.url
  process.env.TEST_DATA_DIR = database.dataDir
  process.env.PAYLOAD_SECRET = database.secret
  // Scheduled jobs are checked every second in tests instead of every minute.
  process.env.JOBS_CRON = '* * * * * *'
  return async () => {
    await database.destroy()
  }
}
