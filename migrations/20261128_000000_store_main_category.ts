import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/*
 * A store's main category weighs more in its search document than its other categories, so that
 * "coffee" finds the coffee shops before the stores that sell some coffee besides their own trade.
 * The definition is in src/search/sql/index.sql (read from the project's folder, as every migration
 * that executes the SQL files does); the stores' documents are written again with it, and the most
 * popular marked again for the suggestions.
 */
const indexFile = path.resolve(process.cwd(), 'src/search/sql/index.sql')

const reindexStores = sql.raw(
  `SELECT search_index_stores(NULL); SELECT search_mark_popular('store');`,
)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(readFileSync(indexFile, 'utf8')))
  await db.execute(reindexStores)
}

// Every category of a store weighed the same before.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
CREATE OR REPLACE FUNCTION search_index_stores(ids integer[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan
AS $$
BEGIN
  DELETE FROM search_documents WHERE kind = 'store' AND (ids IS NULL OR doc_id IN (SELECT unnest(ids)));
  WITH categories AS MATERIALIZED (
    SELECT * FROM search_category_names(array(SELECT id FROM post_categories)))
  INSERT INTO search_documents (kind, doc_id, name, name_key, popularity, vector)
  SELECT 'store', s.id, s.name, search_normalize(s.name), coalesce(s.popularity, 0),
    search_name_vector(s.name, 'A')
    || coalesce((SELECT search_concat(cv.vector) FROM stores_rels r
         JOIN categories cv ON cv.category_id = r.post_categories_id
         WHERE r.parent_id = s.id AND r.path = 'categories'), '')
    || coalesce((SELECT search_concat(setweight(to_tsvector(search_config(l._locale::text),
           search_normalize(coalesce(l.short_description, ''))), 'C'))
         FROM unnest(enum_range(NULL::"_locales")) loc
         JOIN stores_locales l ON l._locale = loc AND l._parent_id = s.id), '')
  FROM (SELECT id, name, popularity FROM stores
        WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND _status = 'published' AND name IS NOT NULL
        ORDER BY popularity DESC NULLS LAST, id) s;
  PERFORM search_add_terms(array(SELECT name FROM stores
    WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND _status = 'published'));
END $$;`),
  )
  await db.execute(reindexStores)
}
