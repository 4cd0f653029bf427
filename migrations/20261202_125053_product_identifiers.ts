import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Products carry the numbers retailers' feeds name them by: a GTIN (14 digits, one product each)
 * and the manufacturer's part number (one product per brand and MPN).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "gtin" varchar;
  ALTER TABLE "products" ADD COLUMN "mpn" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_gtin" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_mpn" varchar;
  CREATE UNIQUE INDEX "products_gtin_idx" ON "products" USING btree ("gtin");
  CREATE UNIQUE INDEX "brand_mpn_idx" ON "products" USING btree ("brand","mpn");
  CREATE INDEX "_products_v_version_version_gtin_idx" ON "_products_v" USING btree ("version_gtin");
  CREATE INDEX "version_brand_version_mpn_idx" ON "_products_v" USING btree ("version_brand","version_mpn");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_gtin_idx";
  DROP INDEX "brand_mpn_idx";
  DROP INDEX "_products_v_version_version_gtin_idx";
  DROP INDEX "version_brand_version_mpn_idx";
  ALTER TABLE "products" DROP COLUMN "gtin";
  ALTER TABLE "products" DROP COLUMN "mpn";
  ALTER TABLE "_products_v" DROP COLUMN "version_gtin";
  ALTER TABLE "_products_v" DROP COLUMN "version_mpn";`)
}
