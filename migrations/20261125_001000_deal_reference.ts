import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * A reduction stays a deal after its first day. The reference was the lowest price of the 30 days
 * before *today*: the day after a reduction, its own reduced price was inside that window and the
 * deal was gone. As the EU's Omnibus rule words it, the reference is the lowest price of the 30 days
 * before the reduction — the day the current price began — and the reduction is a deal for 30 days
 * from then. deal_reference() says that; record_prices() stores it (after every edit and nightly),
 * and the lists, cards and product pages read what it stored.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
-- The reference of price on as_of: the lowest daily price of the 30 days before the price began
-- (the last change point, when price is that point's; as_of when it is new), for 30 days from
-- then; null after, or without a history.
CREATE OR REPLACE FUNCTION deal_reference(days date[], prices numeric[], price numeric, as_of date)
RETURNS numeric LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  n int := coalesce(cardinality(days), 0);
  began date;
BEGIN
  IF n = 0 OR price IS NULL THEN RETURN NULL; END IF;
  began := CASE WHEN prices[n] = price AND days[n] <= as_of THEN days[n] ELSE as_of END;
  IF began < as_of - 30 THEN RETURN NULL; END IF;
  RETURN price_reference(days, prices, began);
END $fn$;

CREATE OR REPLACE FUNCTION record_prices(ids int[], closed int[])
RETURNS void LANGUAGE sql AS $fn$
  WITH now_prices AS (
    SELECT o._parent_id AS product_id, o.country::text AS country, min(o.price) AS price,
      (array_agg(o.currency::text ORDER BY o.price))[1] AS currency
    FROM products_offers o
    WHERE (ids IS NULL OR o._parent_id = ANY(ids)) AND o.store_id <> ALL(closed)
    GROUP BY 1, 2
  ), gone AS (
    UPDATE price_history h SET price = NULL, reference = NULL
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
    reference = deal_reference(h.days, h.prices, excluded.price, current_date)
  WHERE h.price IS DISTINCT FROM excluded.price OR h.currency <> excluded.currency
    OR h.reference IS DISTINCT FROM deal_reference(h.days, h.prices, excluded.price, current_date)
    OR (h.days[cardinality(h.days)] < current_date
      AND least(coalesce(h.price, excluded.price), excluded.price) <> h.prices[cardinality(h.prices)])
$fn$;
`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
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
DROP FUNCTION IF EXISTS deal_reference(date[], numeric[], numeric, date);
`),
  )
}
