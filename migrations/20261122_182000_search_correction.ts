import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * "Did you mean" follows the rule search_query() uses for typos: a word is corrected only when it has
 * four letters or more, no name's word starts with it and nothing matches it in the shopper's
 * language. It corrected every word that was not a whole name's word, so a prefix being typed
 * ("kle", 111 results) was offered an unrelated word ("kleur").
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
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

DROP FUNCTION IF EXISTS search_correction(text);
`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
DROP FUNCTION IF EXISTS search_correction(text, text);

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
`),
  )
}
