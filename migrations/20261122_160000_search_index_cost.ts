import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Indexing 500 000 products took minutes: every product parsed its category's names again in all 11
 * languages, and the rows were sorted by popularity after their vectors were built (a sort of
 * ~400 MB). Now a category's names are parsed once per call, the ids are put in popularity order
 * before any vector is built, and each language row costs one parse (the name), plus the description
 * where it is the product's own.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
-- Each category's names in every language, weighted B (what products and stores carry).
CREATE OR REPLACE FUNCTION search_category_names(ids integer[])
RETURNS TABLE (category_id integer, vector tsvector)
LANGUAGE sql STABLE
AS $$
  SELECT l._parent_id, search_concat(setweight(
    to_tsvector(search_config(l._locale::text), search_normalize(coalesce(l.name, ''))), 'B'))
  FROM post_categories_locales l
  WHERE l._parent_id IN (SELECT unnest(ids))
  GROUP BY l._parent_id
$$;

CREATE OR REPLACE FUNCTION search_index_products(ids integer[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan
AS $$
BEGIN
  DELETE FROM search_documents WHERE kind = 'product' AND (ids IS NULL OR doc_id IN (SELECT unnest(ids)));
  INSERT INTO search_documents (kind, doc_id, name, name_key, popularity, vector)
  SELECT 'product', p.id, coalesce(e.name, p.slug), search_normalize(coalesce(e.name, p.slug)), coalesce(p.popularity, 0),
    search_name_vector(p.brand, 'B') || coalesce(cv.vector, '') || coalesce(texts.vector, '')
  FROM (SELECT id, slug, brand, category_id, popularity FROM products
        WHERE ids IS NULL OR id IN (SELECT unnest(ids))
        ORDER BY popularity DESC NULLS LAST, id) p
  LEFT JOIN products_locales e ON e._locale = 'en' AND e._parent_id = p.id
  LEFT JOIN search_category_names(array(SELECT DISTINCT category_id FROM products
    WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND category_id IS NOT NULL)) cv ON cv.category_id = p.category_id
  LEFT JOIN LATERAL (
    SELECT search_concat(
      setweight(to_tsvector(search_config(l._locale::text), search_normalize(coalesce(l.name, ''))), 'A')
      || CASE WHEN l.description IS NULL OR l.description IS NOT DISTINCT FROM (
             SELECT c.description FROM post_categories_locales c
             WHERE c._locale = l._locale AND c._parent_id = p.category_id) THEN ''::tsvector
           ELSE setweight(to_tsvector(search_config(l._locale::text), search_normalize(l.description)), 'C')
           END) AS vector
    FROM unnest(enum_range(NULL::"_locales")) loc
    JOIN products_locales l ON l._locale = loc AND l._parent_id = p.id) texts ON true;
  PERFORM search_add_terms(array(SELECT DISTINCT brand FROM products
    WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND brand IS NOT NULL));
END $$;

CREATE OR REPLACE FUNCTION search_index_stores(ids integer[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan
AS $$
BEGIN
  DELETE FROM search_documents WHERE kind = 'store' AND (ids IS NULL OR doc_id IN (SELECT unnest(ids)));
  WITH categories AS MATERIALIZED (
    SELECT * FROM search_category_names(array(SELECT id FROM post_categories)))
  INSERT INTO search_documents (kind, doc_id, name, name_key, popularity, vector)
  SELECT 'store', s.id, s.name, search_normalize(s.name), coalesce(s.popularity, 0),
    search_name_vector(s.name, 'A')
    || coalesce((SELECT search_concat(cv.vector) FROM stores_rels r
         JOIN categories cv ON cv.category_id = r.post_categories_id
         WHERE r.parent_id = s.id AND r.path = 'categories'), '')
    || coalesce((SELECT search_concat(setweight(to_tsvector(search_config(l._locale::text),
           search_normalize(coalesce(l.short_description, ''))), 'C'))
         FROM unnest(enum_range(NULL::"_locales")) loc
         JOIN stores_locales l ON l._locale = loc AND l._parent_id = s.id), '')
  FROM (SELECT id, name, popularity FROM stores
        WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND _status = 'published' AND name IS NOT NULL
        ORDER BY popularity DESC NULLS LAST, id) s;
  PERFORM search_add_terms(array(SELECT name FROM stores
    WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND _status = 'published'));
END $$;
`),
  )
}

// Nothing to undo: the earlier definitions (20261122_150000_search) gave the same documents, slower;
// its own down step removes everything search made.
export async function down(_: MigrateDownArgs): Promise<void> {}
