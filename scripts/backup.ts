/**
 * `npm run backup [-- --out FILE]`: one archive of the database and the uploads (scripts/lib/backup.ts),
 * by default `DATA_DIR/backups/backup-<time>.tar.gz`. The database is DATABASE_URL's, else the
 * embedded one (started for the backup if `npm start` is not running it).
 */
import path from 'node:path'

import { takeBackup } from './lib/backup'
import { dataDir, env, fail, log, openDatabase } from './lib/runtime'

const outArgument = process.argv.indexOf('--out')
const out =
  outArgument > 0
    ? path.resolve(process.argv[outArgument + 1] ?? fail('--out needs a file name'))
    : path.join(
        dataDir,
        'backups',
        `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
      )
const mediaDir = path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media'))
const database = await openDatabase()
try {
  const { manifest, seconds } = await takeBackup({ url: database.url, mediaDir, file: out, log })
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  log(
    `Backup written to ${out} in ${seconds.toFixed(1)} s: ${manifest.database === 'base' ? 'base backup' : 'pg_dump'} of PostgreSQL ${manifest.server.version} (${mb(manifest.totals.databaseBytes)}), ${mb(manifest.totals.mediaBytes)} of uploads, schema at ${manifest.schema.latest ?? 'no migration'}.`,
  )
} catch (error) {
  await database.stop()
  fail(error instanceof Error ? error.message : String(error))
}
await database.stop()
