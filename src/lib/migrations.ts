import { sql, type MigrateUpArgs } from '@payloadcms/db-postgres'
import type { Migration } from 'payload'

import { migrations } from '../../migrations'

/**
 * The migrations, each free of the serving connections' statement timeout: Payload runs every
 * migration in a transaction of its own on the app's pool, and building an index or rewriting a
 * column on a full-scale database takes longer than any request may. `SET LOCAL` ends with the
 * transaction, so the pool's connections keep their limit.
 */
export const unboundedMigrations = migrations.map((migration) => ({
  ...migration,
  up: async (args: MigrateUpArgs) => {
    await args.db.execute(sql`set local statement_timeout = 0`)
    return migration.up(args)
  },
})) as unknown as Migration[]
