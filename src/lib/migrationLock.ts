import type { DatabaseAdapterObj, Payload } from 'payload'

/** The advisory lock that lets one instance at a time apply migrations: a number nothing else locks. */
export const MIGRATIONS_LOCK_KEY = 731_512_907

/** What of a connection of Payload's pool (node-postgres) the lock needs. */
interface PoolClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
  release(): void
}

/**
 * Runs `migrate` while this process holds the migrations' advisory lock, on a connection of the pool
 * kept aside for it (a session lock: it outlives the migrations' own transactions, and ends with the
 * connection if the process dies). An instance that starts while another applies the pending
 * migrations waits for it, then finds them applied and starts: Payload reads which migrations ran
 * only once it has the lock.
 */
export async function withMigrationLock<T>(
  client: PoolClient,
  logger: Pick<Payload['logger'], 'info'>,
  migrate: () => Promise<T>,
): Promise<T> {
  try {
    // The wait is as long as the other instance's migrations, beyond any request's time limit.
    await client.query('set statement_timeout = 0')
    const { rows } = await client.query('select pg_try_advisory_lock($1::bigint) as free', [
      MIGRATIONS_LOCK_KEY,
    ])
    if (rows[0]?.free !== true) {
      logger.info('Another instance is applying the migrations: waiting for it')
      await client.query('select pg_advisory_lock($1::bigint)', [MIGRATIONS_LOCK_KEY])
    }
    return await migrate()
  } finally {
    await client
      .query('select pg_advisory_unlock($1::bigint)', [MIGRATIONS_LOCK_KEY])
      .then(() => client.query('reset statement_timeout'))
      .catch(() => {})
    client.release()
  }
}

/**
 * The database adapter with its `migrate` (Payload's start in production, `npm run migrate`) under
 * the migrations' lock.
 */
export function migratingOneAtATime(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const migrate = db.migrate.bind(db)
      db.migrate = async (options) => {
        const pool = (db as unknown as { pool: { connect(): Promise<PoolClient> } }).pool
        return withMigrationLock(await pool.connect(), args.payload.logger, () => migrate(options))
      }
      return db
    },
  }
}
