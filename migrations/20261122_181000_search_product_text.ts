import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * One definition of a product's texts in one language (search_product_text), used by the triggers'
 * search_index_products() and by the bulk rebuild (src/search/rebuild.ts), which wrote the same
 * expression twice. search_normalize() skips unaccent for plain ASCII text, which it leaves unchanged
 * (no unaccent rule starts with an ASCII character): four in five product names at full scale.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN value ~ '^[\\x01-\\x7F]*$' THEN lower(value)
  ELSE lower(public.unaccent('public.unaccent'::regdictionary, value)) END $$;

CREATE OR REPLACE FUNCTION search_product_text(locale text, name text, description text,
  category_description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT setweight(to_tsvector(search_config(locale), search_normalize(coalesce(name, ''))), 'A')
  || CASE WHEN description IS NULL OR description IS NOT DISTINCT FROM category_description
       THEN ''::tsvector
       ELSE setweight(to_tsvector(search_config(locale), search_normalize(description)), 'C') END $$;

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
    SELECT search_concat(search_product_text(l._locale::text, l.name, l.description,
      (SELECT c.description FROM post_categories_locales c
       WHERE c._locale = l._locale AND c._parent_id = p.category_id))) AS vector
    FROM unnest(enum_range(NULL::"_locales")) loc
    JOIN products_locales l ON l._locale = loc AND l._parent_id = p.id) texts ON true;
  PERFORM search_add_terms(array(SELECT DISTINCT brand FROM products
    WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND brand IS NOT NULL));
END $$;
`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

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

DROP FUNCTION IF EXISTS search_product_text(text, text, text, text);
`),
  )
}
