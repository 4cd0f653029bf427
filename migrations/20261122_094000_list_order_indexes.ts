import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The public lists walk these indexes in their display order and stop after one page
// (src/data/stores.ts, src/data/products.ts): no sort of 60 000 stores or 500 000 products.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX IF NOT EXISTS "stores_published_popularity_idx" ON "stores" USING btree ("popularity" DESC NULLS LAST, "id") WHERE "_status" = 'published';
  CREATE INDEX IF NOT EXISTS "stores_published_name_idx" ON "stores" USING btree ("name", "id") WHERE "_status" = 'published';
  CREATE INDEX IF NOT EXISTS "products_popularity_id_idx" ON "products" USING btree ("popularity" DESC NULLS LAST, "id");
  CREATE INDEX IF NOT EXISTS "products_created_at_id_idx" ON "products" USING btree ("created_at" DESC, "id" DESC);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "stores_published_popularity_idx";
  DROP INDEX IF EXISTS "stores_published_name_idx";
  DROP INDEX IF EXISTS "products_popularity_id_idx";
  DROP INDEX IF EXISTS "products_created_at_id_idx";`)
}
