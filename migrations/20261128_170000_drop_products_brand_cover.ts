import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Every read of products by brand now asks for public products (the lists, and the brand filter's
 * options, which listed draft products' brands too): products_published_brand_cover_idx serves them
 * all, and its unfiltered twin only cost writes and a build in every bulk seed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "products_brand_cover_idx"`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "products_brand_cover_idx" ON "products"
    USING btree ("brand") INCLUDE ("id", "category_id", "popularity")`)
}
