import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Price history and deals (src/prices): the daily lowest price of each product in each country, and
 * whether today's price is a deal — below the lowest daily price of the 30 days before today.
 *
 * One row per product and country, the history as change points: on days[i] the day's lowest price
 * became prices[i], and stayed so until the next point. Prices move every few weeks, so 90 days are a
 * handful of points: 1.5 million product-country pairs at full scale take a few hundred MB, where a row
 * per day would take ten times that.
 * - price: the lowest price now (public stores' offers), null when nobody offers it there any more;
 * - reference: the lowest daily price of the 30 days before the day it was worked out (a new product
 *   has none: no deal); kept so that the deals of a country are one index range, read by discount;
 * - discount: how far below the reference the price is, in percent (0 when it is not below).
 * record_prices() brings rows up to date from the offers (after an edit, and daily for all);
 * price_reference() works the reference out for any day, so the pages never show a stale one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
CREATE TABLE IF NOT EXISTS "price_history" (
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "country" varchar(2) NOT NULL,
  "currency" varchar(3) NOT NULL,
  "days" date[] NOT NULL,
  "prices" numeric(12,2)[] NOT NULL,
  "price" numeric(12,2),
  "reference" numeric(12,2),
  "discount" numeric(5,2) GENERATED ALWAYS AS (
    CASE WHEN "price" < "reference" THEN round((1 - "price" / "reference") * 100, 2) ELSE 0 END
  ) STORED,
  PRIMARY KEY ("product_id", "country")
);
-- A country's deals, best first: an index range of the few rows that are deals.
CREATE INDEX IF NOT EXISTS "price_history_deals_idx" ON "price_history"
  USING btree ("country", "discount" DESC, "product_id") WHERE "discount" > 0;

-- The lowest daily price of the 30 days before as_of: the change points inside the window, and the
-- one in effect when it starts. Null when the history starts on as_of (a product new that day).
CREATE OR REPLACE FUNCTION price_reference(days date[], prices numeric[], as_of date)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT min(t.p) FROM unnest(days, prices) AS t(d, p)
  WHERE t.d < as_of AND t.d >= coalesce(
    (SELECT max(w.d) FROM unnest(days) AS w(d) WHERE w.d <= as_of - 30), as_of - 30)
$fn$;

-- Brings the rows of the products in ids (null: all) up to date with the offers of the stores that
-- are public (closed: the ids of those that are not). Today's point is the day's lowest so far: the
-- price the day started with (the last one recorded) or the current one, whichever is lower.
CREATE OR REPLACE FUNCTION record_prices(ids int[], closed int[])
RETURNS void LANGUAGE sql AS $fn$
  WITH now_prices AS (
    SELECT o._parent_id AS product_id, o.country::text AS country, min(o.price) AS price,
      (array_agg(o.currency::text ORDER BY o.price))[1] AS currency
    FROM products_offers o
    WHERE (ids IS NULL OR o._parent_id = ANY(ids)) AND o.store_id <> ALL(closed)
    GROUP BY 1, 2
  ), gone AS (
    UPDATE price_history h SET price = NULL
    WHERE (ids IS NULL OR h.product_id = ANY(ids)) AND h.price IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM now_prices n WHERE n.product_id = h.product_id AND n.country = h.country)
  )
  INSERT INTO price_history AS h (product_id, country, currency, days, prices, price, reference)
  SELECT product_id, country, currency, ARRAY[current_date], ARRAY[price], price, NULL FROM now_prices
  ON CONFLICT (product_id, country) DO UPDATE SET
    currency = excluded.currency,
    days = CASE
      WHEN h.days[cardinality(h.days)] = current_date THEN h.days
      WHEN least(coalesce(h.price, excluded.price), excluded.price) = h.prices[cardinality(h.prices)] THEN h.days
      ELSE h.days || current_date END,
    prices = CASE
      WHEN h.days[cardinality(h.days)] = current_date
        THEN h.prices[1:cardinality(h.prices) - 1] || least(h.prices[cardinality(h.prices)], excluded.price)
      WHEN least(coalesce(h.price, excluded.price), excluded.price) = h.prices[cardinality(h.prices)] THEN h.prices
      ELSE h.prices || least(coalesce(h.price, excluded.price), excluded.price) END,
    price = excluded.price,
    reference = price_reference(h.days, h.prices, current_date)
  WHERE h.price IS DISTINCT FROM excluded.price OR h.currency <> excluded.currency
    OR h.reference IS DISTINCT FROM price_reference(h.days, h.prices, current_date)
    OR (h.days[cardinality(h.days)] < current_date
      AND least(coalesce(h.price, excluded.price), excluded.price) <> h.prices[cardinality(h.prices)])
$fn$;

-- Keeps 90 days: the points before the one in effect 90 days ago go.
CREATE OR REPLACE FUNCTION trim_price_history()
RETURNS void LANGUAGE sql AS $fn$
  UPDATE price_history h SET days = h.days[t.k:], prices = h.prices[t.k:]
  FROM (
    SELECT product_id, country,
      (SELECT max(i) FROM generate_subscripts(days, 1) AS i WHERE days[i] <= current_date - 90) AS k
    FROM price_history WHERE days[2] <= current_date - 90
  ) t
  WHERE h.product_id = t.product_id AND h.country = t.country AND t.k > 1
$fn$;
`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
DROP FUNCTION IF EXISTS trim_price_history();
DROP FUNCTION IF EXISTS record_prices(int[], int[]);
DROP FUNCTION IF EXISTS price_reference(date[], numeric[], date);
DROP TABLE IF EXISTS "price_history";
`),
  )
}
