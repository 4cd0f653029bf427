import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The shoppers' clicks to the shops, one row per counted click-out (src/clicks): what the site sells to
 * retailers, so the rows are the record and the reports are counts over them. No IP address and no
 * cookie id is stored. Not a Payload collection: clicks arrive in batches of hundreds per second and are
 * only ever counted, never edited. No foreign keys: a batch must never fail because a store or product
 * was deleted between the click and the write; the reports show such clicks under the store's id.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
CREATE TABLE IF NOT EXISTS "clicks" (
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "store_id" integer NOT NULL,
  "product_id" integer,
  "offer_id" varchar(64),
  "country" varchar(2),
  "locale" varchar(5) NOT NULL,
  "source_path" varchar(512),
  "clicked_at" timestamp(3) with time zone NOT NULL DEFAULT now()
);
-- A store's clicks over the last days (its admin view), and the report over a range of days.
CREATE INDEX IF NOT EXISTS "clicks_store_time_idx" ON "clicks" USING btree ("store_id", "clicked_at");
CREATE INDEX IF NOT EXISTS "clicks_time_idx" ON "clicks" USING btree ("clicked_at") INCLUDE ("store_id", "country");
`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP TABLE IF EXISTS "clicks";`))
}
