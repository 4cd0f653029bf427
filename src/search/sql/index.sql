-- The search index's documents (search_documents): one per published store, product, guide and
-- category, with one weighted full-text vector holding every language's texts, each stemmed by its
-- own language's configuration (names A, brand and categories B, descriptions C). The triggers
-- (search_refresh()) and the bulk rebuild (src/search/rebuild.ts) write them with these functions;
-- search_terms holds the names' words that typos are corrected towards.
--
-- The search's SQL functions are defined in src/search/sql/*.sql. A change to one is a change to
-- its file plus a new migration that executes the file again (executeSqlFiles() in
-- src/lib/sqlFiles.ts); every statement is CREATE OR REPLACE, so a file can run any number of
-- times.

-- One language's texts, weighted: a (names) A, b (brand, categories) B, c (descriptions) C.
CREATE OR REPLACE FUNCTION search_vector(locale text, a text, b text, c text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT
     setweight(to_tsvector(search_config(locale), search_normalize(coalesce(a, ''))), 'A')
  || setweight(to_tsvector(search_config(locale), search_normalize(coalesce(b, ''))), 'B')
  || setweight(to_tsvector(search_config(locale), search_normalize(coalesce(c, ''))), 'C') $$;

-- Proper names (stores, brands) are not stemmed.
CREATE OR REPLACE FUNCTION search_name_vector(name text, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce(name, ''))), weight) $$;

-- The text of a Lexical rich-text document.
CREATE OR REPLACE FUNCTION search_rich_text(content jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT string_agg(node #>> '{}', ' ') FROM jsonb_path_query(content, 'strict $.**.text') node $$;

-- A product's texts in one language: its name (A), and its description (C) unless that is its
-- category's text, which the category's own document holds (500 000 copies of it would only make
-- every product of the category match). Also used by the bulk rebuild (src/search/rebuild.ts).
CREATE OR REPLACE FUNCTION search_product_text(locale text, name text, description text,
  category_description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT setweight(to_tsvector(search_config(locale), search_normalize(coalesce(name, ''))), 'A')
  || CASE WHEN description IS NULL OR description IS NOT DISTINCT FROM category_description
       THEN ''::tsvector
       ELSE setweight(to_tsvector(search_config(locale), search_normalize(description)), 'C') END $$;

-- Each category's names in every language, weighted B (what products and stores carry), parsed once
-- per call instead of once per product or store.
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

-- The words of these names worth correcting typos towards (two letters or more).
CREATE OR REPLACE FUNCTION search_add_terms(names text[]) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO search_terms (term)
  SELECT DISTINCT word FROM (SELECT DISTINCT search_normalize(n) AS name FROM unnest(names) n) d,
    regexp_split_to_table(d.name, '[^[:alnum:]]+') word
  WHERE length(word) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING
$$;

-- The search_index_* functions re-index the given documents (NULL: all of them), most popular
-- first: the ids are put in popularity order before any vector is built. Planned per call: a
-- handful of ids walks the indexes, all of them joins whole tables.

-- A store's description counts by its short description (C): the long one repeats it with delivery
-- and returns boilerplate, and would make every store's vector five times larger. Its main category
-- (the first) weighs B, the others D: for "coffee", a coffee shop that also sells kitchenware ranks
-- above a kitchen store that also sells coffee, even one tens of times as popular.
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
    || coalesce((SELECT search_concat(CASE WHEN r."order" = 1 THEN cv.vector ELSE setweight(cv.vector, 'D') END)
         FROM stores_rels r
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

CREATE OR REPLACE FUNCTION search_index_products(ids integer[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan
AS $$
BEGIN
  DELETE FROM search_documents WHERE kind = 'product' AND (ids IS NULL OR doc_id IN (SELECT unnest(ids)));
  INSERT INTO search_documents (kind, doc_id, name, name_key, popularity, vector)
  SELECT 'product', p.id, coalesce(e.name, p.slug), search_normalize(coalesce(e.name, p.slug)), coalesce(p.popularity, 0),
    search_name_vector(p.brand, 'B') || coalesce(cv.vector, '') || coalesce(texts.vector, '')
  FROM (SELECT id, slug, brand, category_id, popularity FROM products
        WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND _status = 'published'
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
    WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND _status = 'published' AND brand IS NOT NULL));
END $$;

CREATE OR REPLACE FUNCTION search_index_guides(ids integer[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan
AS $$
BEGIN
  DELETE FROM search_documents WHERE kind = 'guide' AND (ids IS NULL OR doc_id IN (SELECT unnest(ids)));
  INSERT INTO search_documents (kind, doc_id, name, name_key, popularity, vector)
  SELECT 'guide', p.id, coalesce(e.title, p.slug), search_normalize(coalesce(e.title, p.slug)), 0,
    coalesce((SELECT search_concat(search_vector(l._locale::text, l.title, c.name,
           concat_ws(' ', l.excerpt, search_rich_text(l.content))))
         FROM posts_locales l
         LEFT JOIN post_categories_locales c ON c._locale = l._locale AND c._parent_id = p.category_id
         WHERE l._parent_id = p.id), '')
  FROM posts p
  LEFT JOIN posts_locales e ON e._locale = 'en' AND e._parent_id = p.id
  WHERE (ids IS NULL OR p.id IN (SELECT unnest(ids))) AND p._status = 'published';
  PERFORM search_add_terms(array(SELECT title FROM posts_locales
    WHERE ids IS NULL OR _parent_id IN (SELECT unnest(ids))));
END $$;

-- A renamed category also re-indexes what carries its name: its products, stores and guides.
CREATE OR REPLACE FUNCTION search_index_categories(ids integer[], cascade boolean DEFAULT true) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan
AS $$
BEGIN
  DELETE FROM search_documents WHERE kind = 'category' AND (ids IS NULL OR doc_id IN (SELECT unnest(ids)));
  INSERT INTO search_documents (kind, doc_id, name, name_key, popularity, vector)
  SELECT 'category', c.id, coalesce(e.name, c.seo_slug), search_normalize(coalesce(e.name, c.seo_slug)),
    CASE WHEN c."primary" THEN 1 ELSE 0 END,
    coalesce((SELECT search_concat(search_vector(l._locale::text, l.name, NULL, l.description))
         FROM post_categories_locales l WHERE l._parent_id = c.id), '')
  FROM post_categories c
  LEFT JOIN post_categories_locales e ON e._locale = 'en' AND e._parent_id = c.id
  WHERE ids IS NULL OR c.id IN (SELECT unnest(ids));
  PERFORM search_add_terms(array(SELECT name FROM post_categories_locales
    WHERE ids IS NULL OR _parent_id IN (SELECT unnest(ids))));
  IF cascade AND ids IS NOT NULL THEN
    PERFORM search_index_products(array(SELECT id FROM products WHERE category_id IN (SELECT unnest(ids))));
    PERFORM search_index_stores(array(SELECT DISTINCT parent_id FROM stores_rels
      WHERE path = 'categories' AND post_categories_id IN (SELECT unnest(ids))));
    PERFORM search_index_guides(array(SELECT id FROM posts WHERE category_id IN (SELECT unnest(ids))));
  END IF;
END $$;
