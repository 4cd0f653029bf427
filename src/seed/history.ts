/**
 * The demo's 90 days of price history (the table price_history), made up from today's prices in one
 * statement: for each product and country, a deterministic pattern picked by a hash of the pair.
 * - about 15 %: a real deal — every earlier price above today's, so today's is below the lowest of
 *   the previous 30 days, by 5 to 30 %;
 * - about 7 %: raised, then "reduced" — 20 days ago the price went up by a quarter, today it came
 *   back down, but a month ago it was lower still: no deal, whatever the shop's "was" price says;
 * - the rest: steady, with small moves either way; today's price was seen within the last 30 days or
 *   undercut, so no deal.
 * Prices move a few times in 90 days, as the change-point storage expects.
 */
import type { Sql } from 'postgres'

import { relaxDurability, type Queryable } from './bulk/copy'

/**
 * `connection`: one connection of its own (reserved), as the history is written in one transaction.
 * `skipTriggers`: the history is made from the offers of products that exist, so each row's
 * foreign-key check (a probe into products for each of 1.5 million rows, a third of the step) is
 * skipped where the role may.
 */
export async function seedPriceHistory(connection: Sql, skipTriggers: boolean): Promise<number> {
  const sql = connection
  // Into an empty table, the secondary indexes are built once after (one sort each) rather than
  // row by row; they are back before this returns, whatever happens.
  const [{ empty }] = await sql<{ empty: boolean }[]>`
    select not exists (select 1 from price_history) as empty`
  const deferred = empty
    ? await sql<{ indexname: string; indexdef: string }[]>`
        select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = 'price_history'
          and indexname not in (select conname from pg_constraint)`
    : []
  for (const { indexname } of deferred) await sql.unsafe(`drop index if exists "${indexname}"`)
  try {
    await sql`begin`
    try {
      await relaxDurability(sql, skipTriggers)
      const count = await insertHistory(sql, empty)
      await sql`commit`
      return count
    } catch (error) {
      await sql`rollback`
      throw error
    }
  } finally {
    // One after another on this connection: the search index's rebuild has the other.
    for (const { indexdef } of deferred) {
      await sql.unsafe(indexdef.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '))
    }
  }
}

/** `empty`: no row can conflict, and checking for one costs a sixth of the step. */
async function insertHistory(sql: Queryable, empty: boolean): Promise<number> {
  const [{ count }] = await sql<{ count: number }[]>`
    with now_prices as (
      select o._parent_id as product_id, o.country::text as country, min(o.price) as price,
        (array_agg(o.currency::text order by o.price))[1] as currency
      from products_offers o group by 1, 2
    ), picked as (
      select n.*, abs(hashtext(n.product_id::text || n.country)) as h from now_prices n
    ), shaped as (
      select p.product_id, p.country, p.currency, p.price,
        case
          when p.h % 100 < 15 then
            array[current_date - 89, current_date - 50 - (p.h % 7), current_date - 18 - (p.h % 9), current_date]
          when p.h % 100 < 22 then array[current_date - 89, current_date - 20, current_date]
          when p.h % 100 < 60 then array[current_date - 89]
          else array[current_date - 89, current_date - 45 - (p.h % 11), current_date - 9 - (p.h % 13), current_date]
        end as days,
        case
          -- a deal: 1.05–1.43 × today's price in the last 30 days, more before
          when p.h % 100 < 15 then array[
            round(p.price * (1.20 + (p.h / 100 % 20) / 100.0), 2),
            round(p.price * (1.10 + (p.h / 1000 % 25) / 100.0), 2),
            round(p.price / (0.95 - (p.h / 10000 % 26) / 100.0), 2),
            p.price]
          -- raised 20 days ago, lowered today: a month ago it cost less than today
          when p.h % 100 < 22 then array[round(p.price * 0.97, 2), round(p.price * 1.25, 2), p.price]
          when p.h % 100 < 60 then array[p.price]
          -- small moves; the last one before today, inside the 30 days, at or below today's price
          else array[
            round(p.price * (1.02 + (p.h / 100 % 5) / 100.0), 2),
            round(p.price * (0.98 + (p.h / 1000 % 5) / 100.0), 2),
            round(p.price * (0.97 + (p.h / 10000 % 4) / 100.0), 2),
            p.price]
        end as prices
      from picked p
    ), inserted as (
      insert into price_history (product_id, country, currency, days, prices, price, reference)
      select product_id, country, currency, days, prices, price,
        deal_reference(days, prices, price, current_date)
      from shaped
      ${empty ? sql`` : sql`on conflict (product_id, country) do nothing`}
      returning 1
    )
    select count(*)::int as count from inserted`
  return count
}
