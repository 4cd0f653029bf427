-- "Did you mean" (src/data/search/search.ts): follows the rule search_query() uses for typos, so that
-- only a word the search itself reads as a typo is corrected — not a prefix being typed ("kle")
-- towards an unrelated word ("kleur").
--
-- The search's SQL functions are defined in src/search/sql/*.sql. A change to one is a change to
-- its file plus a new migration that executes the file again (executeSqlFiles() in
-- src/lib/sqlFiles.ts); every statement is CREATE OR REPLACE, so a file can run any number of
-- times.

-- The query with each typo (four letters or more, no name's word starts with it, nothing matches it
-- in the shopper's language) replaced by the closest names' word; NULL when nothing changes.
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
