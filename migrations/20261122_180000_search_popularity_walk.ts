import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Suggestions read the most popular documents first (src/search/search.ts): an index in that order
 * lets them stop after the first few thousand instead of asking the full-text index for every match
 * of a common word or prefix (30 000 products for "came").
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(
      `CREATE INDEX IF NOT EXISTS "search_documents_popularity_idx" ON "search_documents" ("popularity" DESC, "doc_id")`,
    ),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "search_documents_popularity_idx"`))
}
