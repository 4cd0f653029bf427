import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The head of the search index: the most popular fifth of the stores and of the products, marked
 * (`head`) and with a full-text index and a name index of their own. The results page (src/search/
 * search.ts) counts a section's matches up to a thousand and ranks its most popular matches; for a
 * brand or a common prefix (21 000 products for "Ziggurat Labs", 30 000 for "inte") the full-text
 * index of all documents builds the bitmap of every match first, 15–25 ms. When the head alone holds
 * more than a thousand matches, the count is "1,000+" and the candidates are the head's, from a fifth
 * of that work; otherwise the page asks the whole index, as before.
 *
 * A document is in the head when its popularity is above its kind's threshold (`search_head`), set by
 * search_set_head() from the stores and products themselves: by this migration, by the bulk rebuild
 * before it writes the documents (src/search/rebuild.ts), by the seed. A trigger marks every document
 * written after that against the threshold, so an editor's store is marked at once; documents drifting
 * across a stale threshold only move work between the two paths, never the results.
 * Measured with `npm run bench -- search` (docs/benchmarks.md).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
ALTER TABLE search_documents ADD COLUMN IF NOT EXISTS head boolean NOT NULL DEFAULT false;

CREATE TABLE IF NOT EXISTS search_head (
  kind text PRIMARY KEY,
  min_popularity double precision NOT NULL
);

CREATE OR REPLACE FUNCTION search_mark_head() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.head := NEW.popularity > coalesce(
    (SELECT h.min_popularity FROM search_head h WHERE h.kind = NEW.kind), 'infinity');
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS search_documents_head ON search_documents;
CREATE TRIGGER search_documents_head BEFORE INSERT OR UPDATE OF popularity ON search_documents
  FOR EACH ROW WHEN (NEW.kind IN ('store', 'product')) EXECUTE FUNCTION search_mark_head();

-- A kind's threshold: the popularity of the store or product a fifth of the way down, from the rows
-- its documents are written from (published stores with a name; every product), so that the bulk
-- rebuild can set it before it writes them. Then the documents already written are marked again.
CREATE OR REPLACE FUNCTION search_set_head(k text) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  threshold double precision;
BEGIN
  IF k = 'store' THEN
    SELECT coalesce(s.popularity, 0) INTO threshold FROM stores s
    WHERE s._status = 'published' AND s.name IS NOT NULL
    ORDER BY s.popularity DESC NULLS LAST
    OFFSET (SELECT count(*) / 5 FROM stores WHERE _status = 'published' AND name IS NOT NULL) LIMIT 1;
  ELSIF k = 'product' THEN
    SELECT coalesce(p.popularity, 0) INTO threshold FROM products p
    ORDER BY p.popularity DESC NULLS LAST
    OFFSET (SELECT count(*) / 5 FROM products) LIMIT 1;
  ELSE
    RAISE EXCEPTION 'search_set_head: no head for kind %', k;
  END IF;
  threshold := coalesce(threshold, 'infinity');
  INSERT INTO search_head (kind, min_popularity) VALUES (k, threshold)
  ON CONFLICT (kind) DO UPDATE SET min_popularity = excluded.min_popularity;
  UPDATE search_documents d SET head = d.popularity > threshold
  WHERE d.kind = k AND d.head IS DISTINCT FROM (d.popularity > threshold);
END $$;

SELECT search_set_head('store'), search_set_head('product');

-- No pending list (fastupdate), as for the marked popular documents: editors' writes change a few
-- rows at a time, and every search would read the pending entries until the next vacuum.
CREATE INDEX IF NOT EXISTS search_documents_head_vector_idx ON search_documents USING gin (vector)
  WITH (fastupdate = off) WHERE head;
CREATE INDEX IF NOT EXISTS search_documents_head_name_key_idx ON search_documents (name_key) WHERE head;
`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
DROP TRIGGER IF EXISTS search_documents_head ON search_documents;
DROP FUNCTION IF EXISTS search_mark_head();
DROP FUNCTION IF EXISTS search_set_head(text);
DROP INDEX IF EXISTS search_documents_head_vector_idx;
DROP INDEX IF EXISTS search_documents_head_name_key_idx;
ALTER TABLE search_documents DROP COLUMN IF EXISTS head;
DROP TABLE IF EXISTS search_head;
`),
  )
}
