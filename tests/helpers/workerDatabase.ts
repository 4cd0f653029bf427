/**
 * Run by each integration worker before every test file (`setupFiles`), before the file loads the
 * app's configuration: points it at the worker's own copy of the run's database and its own data
 * folder, both made by tests/helpers/databaseSetup.ts.
 */
import path from 'node:path'

export const workerDatabaseName = (worker: number) => `test_worker_${worker}`
export const workerDataDir = (dataDir: string, worker: number) =>
  path.join(dataDir, `worker-${worker}`)

const worker = Number(process.env.VITEST_POOL_ID)
const { TEST_DATABASE_URL, TEST_DATA_DIR } = process.env
if (process.env.VITEST_POOL_ID !== undefined) {
  if (!Number.isInteger(worker) || worker < 1 || !TEST_DATABASE_URL || !TEST_DATA_DIR) {
    throw new Error('No worker database: tests/int run in the int project (vitest.config.ts)')
  }
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${workerDatabaseName(worker)}`
  process.env.DATABASE_URL = url.href
  process.env.DATA_DIR = workerDataDir(TEST_DATA_DIR, worker)
}
