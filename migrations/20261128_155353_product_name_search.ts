import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The admin searches products by name in the editor's language, over their latest versions. Payload
 * counts the matches by joining each version to its name in that language: without an index that
 * holds the names by language, each search read all eleven languages' rows of every version (1.1 s
 * at 500 000 products). This index gives one language's names beside their versions' ids, read
 * alone (index-only). The name's own B-tree indexes (name first) served no query and go.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "products_name_idx";
    DROP INDEX IF EXISTS "_products_v_version_version_name_idx";
    CREATE INDEX IF NOT EXISTS "_products_v_locales_names_idx" ON "_products_v_locales"
    USING btree ("_locale", "_parent_id") INCLUDE ("version_name");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "_products_v_locales_names_idx";
    CREATE INDEX IF NOT EXISTS "products_name_idx" ON "products_locales"
    USING btree ("name", "_locale");
    CREATE INDEX IF NOT EXISTS "_products_v_version_version_name_idx" ON "_products_v_locales"
    USING btree ("version_name", "_locale");`)
}
