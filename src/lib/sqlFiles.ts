import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * The files that define the search's and the price history's SQL functions, in the order they can
 * be created (a SQL-language function is checked against what it calls when it is created). Each
 * holds `CREATE OR REPLACE FUNCTION` statements only, so any migration can execute one again.
 */
export const SQL_FILES = [
  'src/search/sql/normalize.sql',
  'src/search/sql/index.sql',
  'src/search/sql/popular.sql',
  'src/search/sql/head.sql',
  'src/search/sql/refresh.sql',
  'src/search/sql/query.sql',
  'src/search/sql/correction.sql',
  'src/search/sql/suggest.sql',
  'src/prices/sql/prices.sql',
] as const

export type SqlFile = (typeof SQL_FILES)[number]

/**
 * What a migration executes: each file with the fingerprint of its text when the migration was
 * written. The database always gets the file as it is now (a new database replays the migrations
 * with today's files), so the fingerprint is what lets tests/unit/sqlFiles.test.ts notice a file
 * edited without a migration that executes it again, which would leave existing databases behind.
 */
export type SqlFileVersions = Partial<Record<SqlFile, string>>

/**
 * The fingerprint a migration records for a file: of its statements, without comments and with
 * white space folded, so that a comment's wording needs no migration (no statement in these files
 * holds `--` in a string).
 */
export function sqlFileFingerprint(text: string): string {
  const statements = text.replace(/--.*$/gm, '').replace(/\s+/g, ' ').trim()
  return createHash('sha256').update(statements).digest('hex').slice(0, 16)
}

/**
 * Read from the project's folder, where every way migrations run starts (`npm start`, the tests,
 * the Docker image's /app), not from this module's path, which the server's build bundles elsewhere.
 */
export const readSqlFile = (file: SqlFile): string =>
  readFileSync(path.resolve(process.cwd(), file), 'utf8')

export async function executeSqlFiles(
  { db }: MigrateUpArgs | MigrateDownArgs,
  files: SqlFileVersions,
): Promise<void> {
  for (const file of SQL_FILES) {
    if (file in files) await db.execute(sql.raw(readSqlFile(file)))
  }
}
