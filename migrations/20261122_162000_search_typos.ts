import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * A word counts as a typo only when nothing matches it, not merely when no name starts with it:
 * product nouns ("Prenumerata") are not names' words, and searching their three closest names' words
 * too made such queries several times slower and their results noisier. Two-letter words are no
 * longer offered as corrections.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
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
`),
  )
}

// Nothing to undo: the earlier definition (20261122_161000_search_prefix) searched more.
export async function down(_: MigrateDownArgs): Promise<void> {}
