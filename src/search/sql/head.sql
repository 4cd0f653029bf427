-- The head of the search index: the most popular fifth of the stores and of the products, marked
-- (search_documents.head) and with a full-text index and a name index of their own. The results
-- page (src/data/search/search.ts) counts and ranks a brand's or a common prefix's matches from the head
-- alone when it holds more than a thousand of them, a fifth of the work of asking the whole index.
--
-- A document is in the head when its popularity is above its kind's threshold (table search_head),
-- set by search_set_head() from the stores and products themselves (by the bulk rebuild before it
-- writes the documents, and by the seed). The trigger search_documents_head marks every document
-- written after that against the threshold, so an editor's store is marked at once; documents
-- drifting across a stale threshold only move work between the two paths, never the results.
--
-- The search's SQL functions are defined in src/search/sql/*.sql. A change to one is a change to
-- its file plus a new migration that executes the file again (executeSqlFiles() in
-- src/lib/sqlFiles.ts); every statement is CREATE OR REPLACE, so a file can run any number of
-- times.

-- Row trigger search_documents_head: BEFORE INSERT OR UPDATE OF popularity ON search_documents, for
-- stores and products.
CREATE OR REPLACE FUNCTION search_mark_head() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.head := NEW.popularity > coalesce(
    (SELECT h.min_popularity FROM search_head h WHERE h.kind = NEW.kind), 'infinity');
  RETURN NEW;
END $$;

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
