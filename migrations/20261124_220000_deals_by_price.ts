import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The deals of a country by price (the deals page's "lowest price" order): one more small partial
 * index beside the one by discount, instead of sorting a country's ten thousand deals per request.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
CREATE INDEX IF NOT EXISTS "price_history_deals_price_idx" ON "price_history"
  USING btree ("country", "price", "product_id") WHERE "discount" > 0;
`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "price_history_deals_price_idx";`))
}
