-- Writes are searchable at once: statement triggers on the source tables (stores, products, posts,
-- post_categories and their _locales and _rels tables; named <table>_search_ins, _upd and _del)
-- re-index exactly the documents a write touched, in the same transaction, and keep the popular
-- marks (popular.sql) up to date. The bulk seed, which loads with triggers off, calls the same
-- search_index_* functions afterwards (src/search/rebuild.ts).
--
-- The search's SQL functions are defined in src/search/sql/*.sql. A change to one is a change to
-- its file plus a new migration that executes the file again (executeSqlFiles() in
-- src/lib/sqlFiles.ts); every statement is CREATE OR REPLACE, so a file can run any number of
-- times.

-- Statement trigger: TG_ARGV = (kind, column holding the document id in the changed rows).
CREATE OR REPLACE FUNCTION search_refresh() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  ids integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %1$I) FROM changed_rows WHERE %1$I IS NOT NULL', TG_ARGV[1]) INTO ids;
  IF ids IS NULL THEN RETURN NULL; END IF;
  CASE TG_ARGV[0]
    WHEN 'store' THEN PERFORM search_index_stores(ids);
    WHEN 'product' THEN PERFORM search_index_products(ids);
    WHEN 'guide' THEN PERFORM search_index_guides(ids);
    WHEN 'category' THEN PERFORM search_index_categories(ids, TG_TABLE_NAME = 'post_categories_locales');
  END CASE;
  -- Rewritten documents lost their mark, and the most popular may have changed.
  IF TG_ARGV[0] IN ('store', 'category') THEN PERFORM search_mark_popular('store'); END IF;
  IF TG_ARGV[0] IN ('product', 'category') THEN PERFORM search_mark_popular('product'); END IF;
  RETURN NULL;
END $$;
