import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Search lives in PostgreSQL (src/search/search.ts reads it):
 * - `search_documents`: one row per published store, product, guide and category, with one weighted
 *   full-text vector holding every language's texts, each stemmed by its own language's text-search
 *   configuration (names A, brand and categories B, descriptions C), accents removed. A query is
 *   stemmed in the shopper's language. Partitioned by kind; bulk loads write it in popularity order.
 * - `search_terms`: the words of names (stores, brands, categories, guides) under a trigram index, for
 *   typos ("adidsa") and "did you mean".
 * - Statement triggers on the source tables re-index exactly the documents a write touched, in the
 *   same transaction: admin edits and imports are searchable at once. The bulk seed, which loads with
 *   triggers off, calls the same `search_index_*` functions afterwards (src/search/rebuild.ts).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Lower case, accents removed: "Café" and "cafe" are the same word. (Not STRICT, so PostgreSQL can
-- inline these small functions: a function call per row costs more than the work.)
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- Each language's stemming; Polish has no snowball stemmer in PostgreSQL ('simple').
CREATE OR REPLACE FUNCTION search_config(locale text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE locale
  WHEN 'en' THEN 'english'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'fr' THEN 'french'::regconfig
  WHEN 'it' THEN 'italian'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fi' THEN 'finnish'::regconfig
  WHEN 'nl' THEN 'dutch'::regconfig WHEN 'no' THEN 'norwegian'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig
  WHEN 'sv' THEN 'swedish'::regconfig ELSE 'simple'::regconfig END $$;

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

CREATE AGGREGATE search_concat(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');

-- The text of a Lexical rich-text document.
CREATE OR REPLACE FUNCTION search_rich_text(content jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT string_agg(node #>> '{}', ' ') FROM jsonb_path_query(content, 'strict $.**.text') node $$;

CREATE TABLE "search_documents" (
  "kind" text NOT NULL,
  "doc_id" integer NOT NULL,
  "name" text NOT NULL,
  "name_key" text COLLATE "C" NOT NULL,
  "popularity" double precision NOT NULL DEFAULT 0,
  "vector" tsvector NOT NULL,
  PRIMARY KEY ("kind", "doc_id")
) PARTITION BY LIST ("kind");
CREATE TABLE "search_documents_product" PARTITION OF "search_documents" FOR VALUES IN ('product') WITH (parallel_workers = 0);
CREATE TABLE "search_documents_store" PARTITION OF "search_documents" FOR VALUES IN ('store') WITH (parallel_workers = 0);
CREATE TABLE "search_documents_other" PARTITION OF "search_documents" FOR VALUES IN ('guide', 'category') WITH (parallel_workers = 0);

CREATE TABLE "search_terms" ("term" text COLLATE "C" PRIMARY KEY);
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);

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

-- The search_index_* functions re-index the given documents (NULL: all of them), most popular first.
-- A store's description counts by its short description (C): the long one repeats it with delivery
-- and returns boilerplate, and would make every store's vector five times larger.
-- Planned per call: a handful of ids walks the indexes, all of them joins whole tables.
CREATE OR REPLACE FUNCTION search_index_stores(ids integer[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan
AS $$
BEGIN
  DELETE FROM search_documents WHERE kind = 'store' AND (ids IS NULL OR doc_id IN (SELECT unnest(ids)));
  INSERT INTO search_documents (kind, doc_id, name, name_key, popularity, vector)
  SELECT 'store', s.id, s.name, search_normalize(s.name), coalesce(s.popularity, 0),
    search_name_vector(s.name, 'A')
    || coalesce((SELECT search_concat(setweight(to_tsvector(search_config(c._locale::text), search_normalize(c.name)), 'B'))
         FROM stores_rels r JOIN post_categories_locales c ON c._parent_id = r.post_categories_id
         WHERE r.parent_id = s.id AND r.path = 'categories'), '')
    || coalesce((SELECT search_concat(search_vector(l._locale::text, NULL, NULL, l.short_description))
         FROM unnest(enum_range(NULL::"_locales")) loc
         JOIN stores_locales l ON l._locale = loc AND l._parent_id = s.id), '')
  FROM stores s
  WHERE (ids IS NULL OR s.id IN (SELECT unnest(ids))) AND s._status = 'published' AND s.name IS NOT NULL
  ORDER BY s.popularity DESC NULLS LAST, s.id;
  PERFORM search_add_terms(array(SELECT name FROM stores
    WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND _status = 'published'));
END $$;

-- A product's own description counts (C) unless it is its category's text, which the category's own
-- document holds: 500 000 copies of it would only make every product of the category match.
CREATE OR REPLACE FUNCTION search_index_products(ids integer[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan
AS $$
BEGIN
  DELETE FROM search_documents WHERE kind = 'product' AND (ids IS NULL OR doc_id IN (SELECT unnest(ids)));
  INSERT INTO search_documents (kind, doc_id, name, name_key, popularity, vector)
  SELECT 'product', p.id, coalesce(e.name, p.slug), search_normalize(coalesce(e.name, p.slug)), coalesce(p.popularity, 0),
    search_name_vector(p.brand, 'B')
    || coalesce((SELECT search_concat(search_vector(l._locale::text, l.name, c.name,
           CASE WHEN l.description IS DISTINCT FROM c.description THEN l.description END))
         FROM unnest(enum_range(NULL::"_locales")) loc
         JOIN products_locales l ON l._locale = loc AND l._parent_id = p.id
         LEFT JOIN post_categories_locales c ON c._locale = loc AND c._parent_id = p.category_id), '')
  FROM products p
  LEFT JOIN products_locales e ON e._locale = 'en' AND e._parent_id = p.id
  WHERE (ids IS NULL OR p.id IN (SELECT unnest(ids)))
  ORDER BY p.popularity DESC NULLS LAST, p.id;
  PERFORM search_add_terms(array(SELECT DISTINCT brand FROM products
    WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND brand IS NOT NULL));
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

-- A shopper's words as a tsquery in this language: every word must match (stemmed, or as written; the
-- last one as a prefix, as people type), and a word no name starts with may also be one of the three
-- closest names' words (typos). Words are runs of letters and digits, so no input reaches the tsquery syntax; NULL
-- when nothing is left to search for.
CREATE OR REPLACE FUNCTION search_query(locale text, q text) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
DECLARE
  cfg regconfig := search_config(locale);
  words text[] := array(SELECT w FROM regexp_split_to_table(search_normalize(left(coalesce(q, ''), 200)), '[^[:alnum:]]+') w
                        WHERE w <> '' LIMIT 8);
  n integer := coalesce(array_length(words, 1), 0);
  word text;
  stemmed tsquery;
  written tsquery;
  part tsquery;
  typos text;
  result tsquery;
BEGIN
  FOR i IN 1..n LOOP
    word := left(words[i], 60);
    -- Stemmed in the shopper's language, or as written (names are not stemmed); once when the same.
    stemmed := to_tsquery(cfg, quote_literal(word) || CASE WHEN i = n THEN ':*' ELSE '' END);
    written := to_tsquery('simple', quote_literal(word) || CASE WHEN i = n THEN ':*' ELSE '' END);
    part := CASE WHEN numnode(stemmed) = 0 OR stemmed::text = written::text THEN written
      ELSE stemmed || written END;
    IF length(word) >= 4 AND NOT EXISTS (
      SELECT 1 FROM search_terms WHERE term >= word AND term < word || chr(1114111)) THEN
      SELECT string_agg(quote_literal(term), ' | ') INTO typos
      FROM (SELECT term FROM search_terms WHERE term % word ORDER BY similarity(term, word) DESC, term LIMIT 3) t;
      IF typos IS NOT NULL THEN
        part := part || to_tsquery('simple', typos);
      END IF;
    END IF;
    IF numnode(part) > 0 THEN
      result := CASE WHEN result IS NULL THEN part ELSE result && part END;
    END IF;
  END LOOP;
  RETURN result;
END $$;

-- "Did you mean": each word replaced by the closest names' word, or NULL when nothing changes.
CREATE OR REPLACE FUNCTION search_correction(q text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN bool_or(best.term IS NOT NULL)
    THEN string_agg(coalesce(best.term, w.word), ' ' ORDER BY w.position) END
  FROM regexp_split_to_table(search_normalize(left(coalesce(q, ''), 200)), '[^[:alnum:]]+') WITH ORDINALITY AS w(word, position)
  LEFT JOIN LATERAL (
    SELECT term FROM search_terms
    WHERE length(w.word) >= 3 AND term % w.word AND NOT EXISTS (SELECT 1 FROM search_terms x WHERE x.term = w.word)
    ORDER BY similarity(term, w.word) DESC, term LIMIT 1) best ON true
  WHERE w.word <> ''
$$;

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
  RETURN NULL;
END $$;

DO $$
DECLARE
  source record;
BEGIN
  FOR source IN SELECT * FROM (VALUES
    ('stores', 'store', 'id'), ('stores_locales', 'store', '_parent_id'), ('stores_rels', 'store', 'parent_id'),
    ('products', 'product', 'id'), ('products_locales', 'product', '_parent_id'),
    ('posts', 'guide', 'id'), ('posts_locales', 'guide', '_parent_id'),
    ('post_categories', 'category', 'id'), ('post_categories_locales', 'category', '_parent_id')
  ) AS t(tbl, kind, col) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_refresh(%L, %L)', source.tbl || '_search_ins', source.tbl, source.kind, source.col);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_refresh(%L, %L)', source.tbl || '_search_upd', source.tbl, source.kind, source.col);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_refresh(%L, %L)', source.tbl || '_search_del', source.tbl, source.kind, source.col);
  END LOOP;
END $$;

-- What is already stored becomes searchable now.
SELECT search_index_categories(NULL, false);
SELECT search_index_guides(NULL);
SELECT search_index_stores(NULL);
SELECT search_index_products(NULL);

-- Built once the documents are in (as src/search/rebuild.ts does after a bulk load).
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("vector");
CREATE INDEX "search_documents_name_key_idx" ON "search_documents" ("name_key");
`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['stores', 'stores_locales', 'stores_rels', 'products', 'products_locales',
    'posts', 'posts_locales', 'post_categories', 'post_categories_locales'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_search_ins', tbl);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_search_upd', tbl);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_search_del', tbl);
  END LOOP;
END $$;
DROP FUNCTION IF EXISTS search_refresh();
DROP FUNCTION IF EXISTS search_correction(text);
DROP FUNCTION IF EXISTS search_query(text, text);
DROP FUNCTION IF EXISTS search_index_categories(integer[], boolean);
DROP FUNCTION IF EXISTS search_index_guides(integer[]);
DROP FUNCTION IF EXISTS search_index_products(integer[]);
DROP FUNCTION IF EXISTS search_index_stores(integer[]);
DROP FUNCTION IF EXISTS search_add_terms(text[]);
DROP TABLE IF EXISTS "search_terms";
DROP TABLE IF EXISTS "search_documents";
DROP FUNCTION IF EXISTS search_rich_text(jsonb);
DROP AGGREGATE IF EXISTS search_concat(tsvector);
DROP FUNCTION IF EXISTS search_name_vector(text, "char");
DROP FUNCTION IF EXISTS search_vector(text, text, text, text);
DROP FUNCTION IF EXISTS search_config(text);
DROP FUNCTION IF EXISTS search_normalize(text);`),
  )
}
