-- Words as the search compares them: lower case without accents, stemmed in the shopper's language.
-- Documents are indexed and queries read through these same functions, so that both sides agree.
--
-- The search's SQL functions are defined in src/search/sql/*.sql. A change to one is a change to
-- its file plus a new migration that executes the file again (executeSqlFiles() in
-- src/lib/sqlFiles.ts); every statement is CREATE OR REPLACE, so a file can run any number of
-- times.

-- Lower case, accents removed: "Café" and "cafe" are the same word. Plain ASCII text skips
-- unaccent, which leaves it unchanged (no unaccent rule starts with an ASCII character): four in
-- five product names at full scale. (Not STRICT, so PostgreSQL can inline these small functions: a
-- function call per row costs more than the work.)
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN value ~ '^[\x01-\x7F]*$' THEN lower(value)
  ELSE lower(public.unaccent('public.unaccent'::regdictionary, value)) END $$;

-- Each language's stemming; Polish has no snowball stemmer in PostgreSQL ('simple').
CREATE OR REPLACE FUNCTION search_config(locale text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE locale
  WHEN 'en' THEN 'english'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'fr' THEN 'french'::regconfig
  WHEN 'it' THEN 'italian'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fi' THEN 'finnish'::regconfig
  WHEN 'nl' THEN 'dutch'::regconfig WHEN 'no' THEN 'norwegian'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig
  WHEN 'sv' THEN 'swedish'::regconfig ELSE 'simple'::regconfig END $$;
