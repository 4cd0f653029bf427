import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "imports" ALTER COLUMN "import_mode" SET DEFAULT 'create';
  ALTER TABLE "imports" ALTER COLUMN "match_field" SET DEFAULT 'slug';
  -- /api/data/products?sort=price_asc reads a country's offers from the cheapest end.
  CREATE INDEX IF NOT EXISTS "products_offers_country_price_idx" ON "products_offers" USING btree ("country", "price", "_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "products_offers_country_price_idx";
  ALTER TABLE "imports" ALTER COLUMN "import_mode" DROP DEFAULT;
  ALTER TABLE "imports" ALTER COLUMN "match_field" SET DEFAULT 'id';`)
}
