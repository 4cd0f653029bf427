/**
 * Applies pending migrations through Payload's own API (run as `node --import tsx scripts/migrate.ts`
 * with DATABASE_URL set). The launchers and test setups use it instead of the `payload migrate` CLI
 * child, which was seen exiting 0 without migrating when started from a test runner's process.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { unboundedMigrations } from '../src/lib/migrations'

const payload = await getPayload({ config })
try {
  await payload.db.migrate({ migrations: unboundedMigrations })
} finally {
  await payload.destroy()
}
process.exit(0)
