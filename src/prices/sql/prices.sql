-- Price history and deals (src/prices): the daily lowest price of each product in each country, and
-- whether its price is a deal. As the EU's Omnibus rule words it, a reduction's reference is the
-- lowest price of the 30 days before the reduction — the day the current price began — and the
-- reduction is a deal for 30 days from then.
--
-- One row of price_history per product and country, the history as change points: on days[i] the
-- day's lowest price became prices[i], and stayed so until the next point. record_prices() brings
-- rows up to date from the offers (after every edit, and nightly for all) and stores each row's
-- reference, so that a country's deals are one index range; the lists, cards and product pages read
-- what it stored. trim_price_history() keeps 90 days.
--
-- The price history's SQL functions are defined in src/prices/sql/*.sql. A change to one is a change to
-- its file plus a new migration that executes the file again (executeSqlFiles() in
-- src/lib/sqlFiles.ts); every statement is CREATE OR REPLACE, so a file can run any number of
-- times.

-- The lowest daily price of the 30 days before as_of: the change points inside the window, and the
-- one in effect when it starts. Null when the history starts on as_of (a product new that day). One
-- pass over the arrays: it runs for every product card and every recorded price.
CREATE OR REPLACE FUNCTION price_reference(days date[], prices numeric[], as_of date)
RETURNS numeric LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  n int := coalesce(cardinality(days), 0);
  -- The window's first day: the last change on or before as_of - 30, else as_of - 30 itself.
  since date := as_of - 30;
  lowest numeric;
BEGIN
  FOR i IN 1..n LOOP
    IF days[i] <= as_of - 30 THEN since := days[i]; END IF;
  END LOOP;
  FOR i IN 1..n LOOP
    IF days[i] >= since AND days[i] < as_of AND (lowest IS NULL OR prices[i] < lowest) THEN
      lowest := prices[i];
    END IF;
  END LOOP;
  RETURN lowest;
END $fn$;

-- The reference of price on as_of: the lowest daily price of the 30 days before the price began
-- (the last change point, when price is that point's; as_of when it is new), for 30 days from then;
-- null after, or without a history.
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
