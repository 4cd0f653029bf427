import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * price_history.discount becomes the discount the site shows (dealOf in src/prices/history.ts): one
 * decimal, never rounded up. Rounded to two decimals, 10.9999 % and 11.0001 % were both 11.00, and
 * the deals sorted by it listed "−10 %" before "−11 %". A deal is still any price below the
 * reference, 0.0 % off included, so the deals' partial indexes now say that instead of discount > 0.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "price_history_deals_idx";
    DROP INDEX "price_history_deals_price_idx";
    ALTER TABLE "price_history" ALTER COLUMN "discount" SET EXPRESSION AS (
      CASE WHEN "price" < "reference" THEN div(("reference" - "price") * 1000, "reference") / 10 ELSE 0 END
    );
    CREATE INDEX "price_history_deals_idx" ON "price_history" USING btree ("country", "discount" DESC, "product_id") WHERE "price" < "reference";
    CREATE INDEX "price_history_deals_price_idx" ON "price_history" USING btree ("country", "price", "product_id") WHERE "price" < "reference";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "price_history_deals_idx";
    DROP INDEX "price_history_deals_price_idx";
    ALTER TABLE "price_history" ALTER COLUMN "discount" SET EXPRESSION AS (
      CASE WHEN "price" < "reference" THEN round((1 - "price" / "reference") * 100, 2) ELSE 0 END
    );
    CREATE INDEX "price_history_deals_idx" ON "price_history" USING btree ("country", "discount" DESC, "product_id") WHERE "discount" > 0;
    CREATE INDEX "price_history_deals_price_idx" ON "price_history" USING btree ("country", "price", "product_id") WHERE "discount" > 0;
  `)
}
