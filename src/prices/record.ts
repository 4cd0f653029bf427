/**
 * Keeps the price history (the table price_history, see its migration) in step with the offers: after
 * a product's offers change, after a store opens or closes, and once a day for every product.
 */
import type { Sql } from 'postgres'

import { closedStoreIds } from '@/data/closedStores'
import { behindShoppers, maintenanceDb } from '@/lib/db'

/**
 * Records today's prices of these products (all when null), on a connection of background work (one
 * at a time, so the priority is the statement's).
 */
export async function recordPrices(
  productIds: number[] | null,
  sql: Sql = maintenanceDb(),
): Promise<void> {
  const closed = await closedStoreIds()
  await behindShoppers(sql)
  await sql`select record_prices(${productIds}::int[], ${closed}::int[])`
}

/**
 * The daily round: today's prices of every product, the references moved on by a day, and the points
 * older than 90 days dropped. Minutes of work at full scale: it runs on a connection of its own
 * without the public reads' time limit.
 */
export async function recordDailyPrices(sql: Sql): Promise<void> {
  await recordPrices(null, sql)
  await sql`select trim_price_history()`
}
