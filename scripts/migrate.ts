/**
 * Applies pending migrations through Payload's own API (`node --import tsx scripts/run.mjs
 * scripts/migrate.ts` with DATABASE_URL set), or with `--down` rolls back the last batch. The
 * launchers, `npm run migrate` and the test setups use it instead of the `payload migrate` CLI, which
 * loads the config through tsx without keeping the process alive and was seen exiting 0 without
 * migrating on a busy machine.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { unboundedMigrations } from '../src/lib/migrations'

const payload = await getPayload({ config })
try {
  if (process.argv.includes('--down')) await payload.db.migrateDown()
  else await payload.db.migrate({ migrations: unboundedMigrations })
} finally {
  await payload.destroy()
}
process.exit(0)
