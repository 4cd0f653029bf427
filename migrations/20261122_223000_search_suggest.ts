import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Suggestions in one statement (src/search/suggestions.ts): the query's tsquery and the best few of
 * each kind are made in the database, in one round trip, with plans kept per connection. Sent from the
 * app as five statements (the tsquery, then one per kind, each assembled from fragments), a suggestion
 * cost two round trips and ~2 ms of the app's CPU before PostgreSQL had done anything. search_score()
 * is the one ranking rule, shared with the results page (src/search/search.ts).
 *
 * Suggestions and the typo check of search_query() and search_correction() ("does anything match this
 * word?") look first among the 600 most popular stores and products, marked (`popular`) and with a
 * full-text index of their own, instead of reading them in popularity order (~1 ms a kind) or asking
 * the full-text index of all documents, which builds the bitmap of every match of a common prefix
 * before it can answer. search_query() reads the last word as a prefix from four letters on: 'bri'
 * matched 35 000 products (names starting with a shorter query are still found, by name_key).
 * Measured with `npm run bench -- search` (docs/benchmarks.md).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
-- The 600 most popular stores and products are marked, with a small full-text index of their own:
-- suggestions look there first (search_suggestion_candidates), where a common word or prefix finds
-- enough at once; the full-text index of all documents hands back every match of one (30 000 products
-- for "came") before the first can be read. Kept by search_refresh() after every write, and by the bulk
-- rebuild (src/search/rebuild.ts).
ALTER TABLE search_documents ADD COLUMN IF NOT EXISTS popular boolean NOT NULL DEFAULT false;
-- No pending list (fastupdate): the marks change a few rows at a time, and a search would read every
-- pending entry until the next vacuum.
CREATE INDEX IF NOT EXISTS search_documents_popular_vector_idx ON search_documents USING gin (vector)
  WITH (fastupdate = off) WHERE popular;
CREATE INDEX IF NOT EXISTS search_documents_popular_idx ON search_documents (doc_id) WHERE popular;

CREATE OR REPLACE FUNCTION search_mark_popular(k text) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE search_documents d SET popular = false
  WHERE d.kind = k AND d.popular AND d.doc_id NOT IN (
    SELECT t.doc_id FROM search_documents t WHERE t.kind = k
    ORDER BY t.popularity DESC, t.doc_id LIMIT 600);
  UPDATE search_documents d SET popular = true
  WHERE d.kind = k AND NOT d.popular AND d.doc_id IN (
    SELECT t.doc_id FROM search_documents t WHERE t.kind = k
    ORDER BY t.popularity DESC, t.doc_id LIMIT 600);
END $$;

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

SELECT search_mark_popular('store'), search_mark_popular('product');

-- Whether anything matches a word's tsquery (is it a typo?). The most popular stores and products
-- answer for a common word or prefix at once; the full-text index answers for a rare one at once, but
-- for a common one builds the bitmap of every match before EXISTS can stop (4 ms for "oliv", 7 600
-- products).
CREATE OR REPLACE FUNCTION search_matches_anything(part tsquery) RETURNS boolean
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM search_documents d WHERE d.popular AND d.vector @@ part) THEN
    RETURN true;
  END IF;
  RETURN EXISTS (SELECT 1 FROM search_documents d WHERE d.vector @@ (SELECT part));
END $$;

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
    -- Only the written form is a prefix, and from four letters on: a stem's prefix ('cam' of "Cama")
    -- or a short one ('bri': 35 000 products) matches far too much. Names starting with the query are
    -- found whatever its length (name_key).
    stemmed := to_tsquery(cfg, quote_literal(word));
    written := to_tsquery('simple', quote_literal(word)
      || CASE WHEN i = n AND length(word) >= 4 THEN ':*' ELSE '' END);
    part := CASE WHEN numnode(stemmed) = 0 OR stemmed::text = written::text THEN written
      ELSE stemmed || written END;
    -- A typo: no name starts with the word and nothing at all matches it.
    IF length(word) >= 4 AND NOT EXISTS (
      SELECT 1 FROM search_terms WHERE term >= word AND term < word || chr(1114111))
      AND NOT search_matches_anything(part) THEN
      SELECT string_agg(quote_literal(term), ' | ') INTO typos
      FROM (SELECT term FROM search_terms WHERE term % word AND length(term) >= 3
            ORDER BY similarity(term, word) DESC, term LIMIT 3) t;
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

CREATE OR REPLACE FUNCTION search_correction(locale text, q text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN bool_or(best.term IS NOT NULL)
    THEN string_agg(coalesce(best.term, w.word), ' ' ORDER BY w.position) END
  FROM regexp_split_to_table(search_normalize(left(coalesce(q, ''), 200)), '[^[:alnum:]]+')
    WITH ORDINALITY AS w(word, position)
  LEFT JOIN LATERAL (
    SELECT term FROM search_terms
    WHERE length(w.word) >= 4 AND length(term) >= 3 AND term % w.word
      AND NOT EXISTS (SELECT 1 FROM search_terms x
                      WHERE x.term >= w.word AND x.term < w.word || chr(1114111))
      AND NOT search_matches_anything(to_tsquery(search_config(locale), quote_literal(w.word))
            || to_tsquery('simple', quote_literal(w.word) || ':*'))
    ORDER BY similarity(term, w.word) DESC, term LIMIT 1) best ON true
  WHERE w.word <> ''
$$;

-- How a match ranks: its shown name equal to the query (4) or starting with it (2), full-text rank
-- (names weigh more than descriptions), popularity, and 0.5 for being available in the shopper's country.
CREATE OR REPLACE FUNCTION search_score(
  shown_key text, key text, vector tsvector, tsq tsquery, popularity double precision, available boolean)
RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN shown_key = key THEN 4 WHEN starts_with(shown_key, key) THEN 2 ELSE 0 END
    + 3 * coalesce(ts_rank(vector, tsq), 0)
    + ln(1 + popularity) / 7
    + CASE WHEN available THEN 0.5 ELSE 0 END
$$;

-- The documents of one kind worth ranking for a suggestion: the most popular matches among the
-- marked popular documents, the full-text index's first matches only when fewer than a list of
-- suggestions turned up there, and the names starting with the query. A document may come twice.
CREATE OR REPLACE FUNCTION search_suggestion_candidates(k text, tsq tsquery, key text)
RETURNS TABLE(doc_id integer, name text, name_key text, popularity double precision, vector tsvector)
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
DECLARE
  found integer := 0;
BEGIN
  IF k IN ('store', 'product') THEN
    -- offset 0: the matches first, from the marked documents' own index, then their order (the
    -- planner would otherwise walk all documents in popularity order to the first 24 matches).
    RETURN QUERY SELECT * FROM (
      SELECT d.doc_id, d.name, d.name_key, d.popularity, d.vector FROM search_documents d
      WHERE d.kind = k AND d.popular AND d.vector @@ tsq OFFSET 0) m
    ORDER BY m.popularity DESC, m.doc_id LIMIT 24;
    GET DIAGNOSTICS found = ROW_COUNT;
  END IF;
  IF found < 8 THEN
    RETURN QUERY SELECT d.doc_id, d.name, d.name_key, d.popularity, d.vector FROM search_documents d
      WHERE d.kind = k AND d.vector @@ tsq LIMIT 24;
  END IF;
  RETURN QUERY SELECT d.doc_id, d.name, d.name_key, d.popularity, d.vector FROM search_documents d
    WHERE d.kind = k AND d.name_key >= key AND d.name_key < key || chr(1114111)
    ORDER BY d.name_key LIMIT 10;
END $$;

-- Suggestions as the shopper types, in one round trip: the best 8 of each kind by search_score(),
-- named in the shopper's language, with what their links need, and the tsquery searched (for
-- highlighting).
CREATE OR REPLACE FUNCTION search_suggest(locale text, q text, country text, excluded_category integer)
RETURNS TABLE(kind text, id integer, name text, slug text, category_id integer, query text)
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
DECLARE
  tsq tsquery := search_query(locale, q);
  key text := search_normalize(q);
  lang _locales := locale::_locales;
  searched text := tsq::text;
  -- Guides and categories are suggested for their names and categories (weights A and B), not for a
  -- word somewhere in their text: "sams" is read as the stem 'sam', which half the guides' texts hold
  -- in one language or another.
  named tsquery := regexp_replace(regexp_replace(searched,
    '''((?:[^'']|'''')*)'':\\*', '''\\1'':*AB', 'g'),
    '''((?:[^'']|'''')*)''(?!:)', '''\\1'':AB', 'g')::tsquery;
BEGIN
  IF tsq IS NULL OR numnode(tsq) = 0 THEN
    RETURN;
  END IF;
  -- Stores are named as their documents are.
  RETURN QUERY
    SELECT 'store'::text, r.doc_id, r.name, s.slug::text, NULL::integer, searched
    FROM (
      SELECT c.doc_id, c.name, c.popularity,
        search_score(c.name_key, key, c.vector, tsq, c.popularity, country IS NOT NULL AND
          coalesce((SELECT bool_or(x.value::text = country) FROM stores_countries x
                    WHERE x.parent_id = c.doc_id), true)) AS score
      FROM (SELECT DISTINCT ON (doc_id) * FROM search_suggestion_candidates('store', tsq, key)
            ORDER BY doc_id) c
      ORDER BY score DESC, c.popularity DESC, c.doc_id LIMIT 8) r
    LEFT JOIN stores s ON s.id = r.doc_id
    ORDER BY r.score DESC, r.popularity DESC, r.doc_id;
  RETURN QUERY
    SELECT 'product'::text, r.doc_id, r.name, p.slug::text, NULL::integer, searched
    FROM (
      SELECT h.doc_id, h.name, h.popularity,
        search_score(h.name_key, key, h.vector, tsq, h.popularity, country IS NOT NULL AND
          coalesce((SELECT bool_or(o.country::text = search_suggest.country) FROM products_offers o
                    WHERE o._parent_id = h.doc_id), false)) AS score
      FROM (
        SELECT c.doc_id, c.popularity, c.vector, coalesce(l.name::text, c.name) AS name,
          CASE WHEN l.name IS NULL THEN c.name_key ELSE search_normalize(l.name) END AS name_key
        FROM (SELECT DISTINCT ON (doc_id) * FROM search_suggestion_candidates('product', tsq, key)
              ORDER BY doc_id) c
        LEFT JOIN products_locales l ON l._locale = lang AND l._parent_id = c.doc_id) h
      ORDER BY score DESC, h.popularity DESC, h.doc_id LIMIT 8) r
    LEFT JOIN products p ON p.id = r.doc_id
    ORDER BY r.score DESC, r.popularity DESC, r.doc_id;
  RETURN QUERY
    SELECT 'category'::text, r.doc_id, r.name, pc.seo_slug::text, pc.parent_id, searched
    FROM (
      SELECT h.doc_id, h.name, h.popularity,
        search_score(h.name_key, key, h.vector, named, h.popularity, false) AS score
      FROM (
        SELECT c.doc_id, c.popularity, c.vector, coalesce(l.name::text, c.name) AS name,
          CASE WHEN l.name IS NULL THEN c.name_key ELSE search_normalize(l.name) END AS name_key
        FROM (SELECT DISTINCT ON (doc_id) * FROM search_suggestion_candidates('category', named, key)
              ORDER BY doc_id) c
        LEFT JOIN post_categories_locales l ON l._locale = lang AND l._parent_id = c.doc_id
        WHERE c.doc_id <> excluded_category) h
      ORDER BY score DESC, h.popularity DESC, h.doc_id LIMIT 8) r
    JOIN post_categories pc ON pc.id = r.doc_id
    ORDER BY r.score DESC, r.popularity DESC, r.doc_id;
  RETURN QUERY
    SELECT 'guide'::text, r.doc_id, r.name, r.slug, r.category_id, searched
    FROM (
      SELECT h.doc_id, h.name, h.popularity, h.slug, h.category_id,
        search_score(h.name_key, key, h.vector, named, h.popularity, false) AS score
      FROM (
        SELECT c.doc_id, c.popularity, c.vector, p.slug::text, p.category_id,
          coalesce(l.title::text, c.name) AS name,
          CASE WHEN l.title IS NULL THEN c.name_key ELSE search_normalize(l.title) END AS name_key
        FROM (SELECT DISTINCT ON (doc_id) * FROM search_suggestion_candidates('guide', named, key)
              ORDER BY doc_id) c
        JOIN posts p ON p.id = c.doc_id
        LEFT JOIN posts_locales l ON l._locale = lang AND l._parent_id = c.doc_id
        WHERE p.category_id IS DISTINCT FROM excluded_category) h
      ORDER BY score DESC, h.popularity DESC, h.doc_id LIMIT 8) r
    ORDER BY r.score DESC, r.popularity DESC, r.doc_id;
END $$;
`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
DROP FUNCTION IF EXISTS search_suggest(text, text, text, integer);
DROP FUNCTION IF EXISTS search_suggestion_candidates(text, tsquery, text);
DROP FUNCTION IF EXISTS search_score(text, text, tsvector, tsquery, double precision, boolean);

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
    -- Only the written form is a prefix: a stem's prefix ('cam' of "Cama") matches far too much.
    stemmed := to_tsquery(cfg, quote_literal(word));
    written := to_tsquery('simple', quote_literal(word) || CASE WHEN i = n THEN ':*' ELSE '' END);
    part := CASE WHEN numnode(stemmed) = 0 OR stemmed::text = written::text THEN written
      ELSE stemmed || written END;
    -- A typo: no name starts with the word and nothing at all matches it.
    IF length(word) >= 4 AND NOT EXISTS (
      SELECT 1 FROM search_terms WHERE term >= word AND term < word || chr(1114111))
      AND NOT EXISTS (SELECT 1 FROM search_documents WHERE vector @@ (SELECT part)) THEN
      SELECT string_agg(quote_literal(term), ' | ') INTO typos
      FROM (SELECT term FROM search_terms WHERE term % word AND length(term) >= 3
            ORDER BY similarity(term, word) DESC, term LIMIT 3) t;
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

CREATE OR REPLACE FUNCTION search_correction(locale text, q text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN bool_or(best.term IS NOT NULL)
    THEN string_agg(coalesce(best.term, w.word), ' ' ORDER BY w.position) END
  FROM regexp_split_to_table(search_normalize(left(coalesce(q, ''), 200)), '[^[:alnum:]]+')
    WITH ORDINALITY AS w(word, position)
  LEFT JOIN LATERAL (
    SELECT term FROM search_terms
    WHERE length(w.word) >= 4 AND length(term) >= 3 AND term % w.word
      AND NOT EXISTS (SELECT 1 FROM search_terms x
                      WHERE x.term >= w.word AND x.term < w.word || chr(1114111))
      AND NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.vector @@ (SELECT
            to_tsquery(search_config(locale), quote_literal(w.word))
            || to_tsquery('simple', quote_literal(w.word) || ':*')))
    ORDER BY similarity(term, w.word) DESC, term LIMIT 1) best ON true
  WHERE w.word <> ''
$$;

DROP FUNCTION IF EXISTS search_matches_anything(tsquery);

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

DROP FUNCTION IF EXISTS search_mark_popular(text);
ALTER TABLE search_documents DROP COLUMN IF EXISTS popular;
`),
  )
}
