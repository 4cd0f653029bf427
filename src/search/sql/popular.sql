-- The 600 most popular stores and products are marked (search_documents.popular), with a small
-- full-text index of their own: suggestions and the typo check look there first, where a common
-- word or prefix finds enough at once; the full-text index of all documents hands back every match
-- of one (30 000 products for "came") before the first can be read. Kept by search_refresh() after
-- every write, and by the bulk rebuild (src/search/rebuild.ts).
--
-- The search's SQL functions are defined in src/search/sql/*.sql. A change to one is a change to
-- its file plus a new migration that executes the file again (executeSqlFiles() in
-- src/lib/sqlFiles.ts); every statement is CREATE OR REPLACE, so a file can run any number of
-- times.

-- Marks the 600 most popular documents of kind k, and only them.
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
