import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/*
 * The search's and the price history's SQL functions move into files of their own,
 * src/search/sql/*.sql and src/prices/sql/*.sql, each holding the definitions the migrations before
 * this one left in place (tests/unit/sqlFiles.test.ts checks they are the same). From here on a change
 * to one of these functions is a change to its file plus a new migration that executes the file again,
 * as this one does; the migrations before keep their own copies.
 *
 * The files are read when the migration runs, from the project's folder: every way migrations run
 * starts there (`npm start`, `payload migrate`, the tests, the Docker image's /app, which copies
 * them). Not from this file's own path, which the server's build bundles elsewhere.
 */
const root = process.cwd()

// In dependency order: SQL-language functions are checked against what they call when created.
const files = [
  path.resolve(root, 'src/search/sql/normalize.sql'),
  path.resolve(root, 'src/search/sql/index.sql'),
  path.resolve(root, 'src/search/sql/popular.sql'),
  path.resolve(root, 'src/search/sql/head.sql'),
  path.resolve(root, 'src/search/sql/refresh.sql'),
  path.resolve(root, 'src/search/sql/query.sql'),
  path.resolve(root, 'src/search/sql/correction.sql'),
  path.resolve(root, 'src/search/sql/suggest.sql'),
  path.resolve(root, 'src/prices/sql/prices.sql'),
]

async function executeFiles({ db }: MigrateUpArgs | MigrateDownArgs): Promise<void> {
  for (const file of files) {
    await db.execute(sql.raw(readFileSync(file, 'utf8')))
  }
}

// Every definition in the files is the one already in place: nothing changes.
export async function up(args: MigrateUpArgs): Promise<void> {
  await executeFiles(args)
}

// This migration changes no definition, so the state before it is the same: the same texts restore it.
export async function down(args: MigrateDownArgs): Promise<void> {
  await executeFiles(args)
}
