-- Suggestions as the shopper types (src/data/search/suggestions.ts), in one statement and one round
-- trip: the query's tsquery and the best few of each kind are made in the database, with plans kept
-- per connection. Ranked by search_score(), the rule the results page uses too (query.sql).
--
-- The search's SQL functions are defined in src/search/sql/*.sql. A change to one is a change to
-- its file plus a new migration that executes the file again (executeSqlFiles() in
-- src/lib/sqlFiles.ts); every statement is CREATE OR REPLACE, so a file can run any number of
-- times.

-- The documents of one kind worth ranking for a suggestion: the most popular matches among the
-- marked popular documents, the full-text index's first matches only when fewer than a list of
-- suggestions turned up there, and the names starting with the query. A document may come twice.
-- The documents in hidden_ids are left out before each list is cut, so hidden documents never take
-- a suggestion's place.
CREATE OR REPLACE FUNCTION search_suggestion_candidates(k text, tsq tsquery, key text, hidden_ids integer[])
RETURNS TABLE(doc_id integer, name text, name_key text, popularity double precision, vector tsvector)
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
DECLARE
  found integer := 0;
BEGIN
  IF k IN ('store', 'product') THEN
    -- offset 0: the matches first, from the marked documents' own index, then their order.
    RETURN QUERY SELECT * FROM (
      SELECT d.doc_id, d.name, d.name_key, d.popularity, d.vector FROM search_documents d
      WHERE d.kind = k AND d.popular AND d.vector @@ tsq
        AND d.doc_id NOT IN (SELECT unnest(hidden_ids)) OFFSET 0) m
    ORDER BY m.popularity DESC, m.doc_id LIMIT 24;
    GET DIAGNOSTICS found = ROW_COUNT;
  END IF;
  IF found < 8 THEN
    RETURN QUERY SELECT d.doc_id, d.name, d.name_key, d.popularity, d.vector FROM search_documents d
      WHERE d.kind = k AND d.vector @@ tsq AND d.doc_id NOT IN (SELECT unnest(hidden_ids)) LIMIT 24;
  END IF;
  RETURN QUERY SELECT d.doc_id, d.name, d.name_key, d.popularity, d.vector FROM search_documents d
    WHERE d.kind = k AND d.name_key >= key AND d.name_key < key || chr(1114111)
      AND d.doc_id NOT IN (SELECT unnest(hidden_ids))
    ORDER BY d.name_key LIMIT 10;
END $$;

-- The best 8 of each kind by search_score(), named in the shopper's language, with what their links
-- need, and the tsquery searched (for highlighting); leaving out what is not public (hidden: the
-- hidden category and every category below it; closed_stores: the stores not public).
CREATE OR REPLACE FUNCTION search_suggest(locale text, q text, country text, hidden integer[],
  closed_stores integer[])
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
    '''((?:[^'']|'''')*)'':\*', '''\1'':*AB', 'g'),
    '''((?:[^'']|'''')*)''(?!:)', '''\1'':AB', 'g')::tsquery;
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
      FROM (SELECT DISTINCT ON (doc_id) * FROM search_suggestion_candidates('store', tsq, key,
              array(SELECT x.id FROM search_hidden_ids('store', hidden, closed_stores) AS x(id)))
            ORDER BY doc_id) c
      ORDER BY score DESC, c.popularity DESC, c.doc_id LIMIT 8) r
    LEFT JOIN stores s ON s.id = r.doc_id
    ORDER BY r.score DESC, r.popularity DESC, r.doc_id;
  -- Offered in the shopper's country by a public store (as src/data/sql.ts liveOffer() says). A
  -- scalar subquery per candidate: as EXISTS, the planner hashed every offer of the country instead.
  RETURN QUERY
    SELECT 'product'::text, r.doc_id, r.name, p.slug::text, NULL::integer, searched
    FROM (
      SELECT h.doc_id, h.name, h.popularity,
        search_score(h.name_key, key, h.vector, tsq, h.popularity, country IS NOT NULL AND
          coalesce((SELECT bool_or(o.country::text = search_suggest.country
                      AND o.store_id NOT IN (SELECT unnest(closed_stores)))
                    FROM products_offers o WHERE o._parent_id = h.doc_id), false)) AS score
      FROM (
        SELECT c.doc_id, c.popularity, c.vector, coalesce(l.name::text, c.name) AS name,
          CASE WHEN l.name IS NULL THEN c.name_key ELSE search_normalize(l.name) END AS name_key
        FROM (SELECT DISTINCT ON (doc_id) * FROM search_suggestion_candidates('product', tsq, key,
                array(SELECT x.id FROM search_hidden_ids('product', hidden, closed_stores) AS x(id)))
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
        FROM (SELECT DISTINCT ON (doc_id) * FROM search_suggestion_candidates('category', named, key,
                array(SELECT x.id FROM search_hidden_ids('category', hidden, closed_stores) AS x(id)))
              ORDER BY doc_id) c
        LEFT JOIN post_categories_locales l ON l._locale = lang AND l._parent_id = c.doc_id) h
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
        FROM (SELECT DISTINCT ON (doc_id) * FROM search_suggestion_candidates('guide', named, key,
                array(SELECT x.id FROM search_hidden_ids('guide', hidden, closed_stores) AS x(id)))
              ORDER BY doc_id) c
        JOIN posts p ON p.id = c.doc_id
        LEFT JOIN posts_locales l ON l._locale = lang AND l._parent_id = c.doc_id) h
      ORDER BY score DESC, h.popularity DESC, h.doc_id LIMIT 8) r
    ORDER BY r.score DESC, r.popularity DESC, r.doc_id;
END $$;
