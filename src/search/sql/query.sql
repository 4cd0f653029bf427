-- What a shopper's words search for, and how a match ranks: shared by the results page
-- (src/data/search/search.ts) and the suggestions (suggest.sql). Words are stemmed in the shopper's
-- language (normalize.sql), typos are read as the closest names' words (search_terms), and what is
-- not public is left out (search_hidden_ids()).
--
-- The search's SQL functions are defined in src/search/sql/*.sql. A change to one is a change to
-- its file plus a new migration that executes the file again (executeSqlFiles() in
-- src/lib/sqlFiles.ts); every statement is CREATE OR REPLACE, so a file can run any number of
-- times.

-- Whether anything matches a word's tsquery (is it a typo?). The most popular stores and products
-- answer for a common word or prefix at once; the full-text index answers for a rare one at once,
-- but for a common one builds the bitmap of every match before EXISTS can stop (4 ms for "oliv", 7
-- 600 products).
CREATE OR REPLACE FUNCTION search_matches_anything(part tsquery) RETURNS boolean
LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM search_documents d WHERE d.popular AND d.vector @@ part) THEN
    RETURN true;
  END IF;
  RETURN EXISTS (SELECT 1 FROM search_documents d WHERE d.vector @@ (SELECT part));
END $$;

-- A shopper's words as a tsquery in this language: every word must match, stemmed or as written
-- (the last one also as a prefix, as written, from four letters on); a word that is a typo (four
-- letters or more, no name's word starts with it and nothing matches it) may also be one of the
-- three closest names' words. Words are runs of letters and digits, so no input reaches the tsquery
-- syntax; NULL when nothing is left to search for.
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

-- How a match ranks: its shown name equal to the query (4) or starting with it (2), full-text rank
-- (names weigh more than descriptions), popularity, and 0.5 for being available in the shopper's
-- country.
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

-- The documents of kind k that are not public: products and guides filed under a hidden category,
-- the hidden categories themselves, the closed stores. The app works out both arrays once per
-- change (src/data/categories.ts, src/data/closedStores.ts); a NOT IN over this is one small hash
-- per statement, instead of a look-up per matching document.
CREATE OR REPLACE FUNCTION search_hidden_ids(k text, hidden integer[], closed_stores integer[])
RETURNS SETOF integer
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT p.id FROM products p WHERE k = 'product' AND p.category_id = ANY (hidden)
  UNION ALL
  SELECT p.id FROM posts p WHERE k = 'guide' AND p.category_id = ANY (hidden)
  UNION ALL
  SELECT c.id FROM unnest(hidden) AS c(id) WHERE k = 'category'
  UNION ALL
  SELECT s.id FROM unnest(closed_stores) AS s(id) WHERE k = 'store'
$$;
