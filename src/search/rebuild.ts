/**
 * Re-indexes every store and product for search in one go, for the bulk seed (which loads with
 * triggers off): the documents' indexes are dropped, the head's thresholds set, the documents written
 * most popular first by the same search_index_* functions the triggers call, two at a time, the
 * indexes built once after and the most popular marked, as the triggers do.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Sql } from 'postgres'

import { env } from '@/config/env'
import { createIndexes, twoAtATime } from '@/lib/indexes'

interface IndexDefinition {
  indexname: string
  indexdef: string
}

/**
 * Present while a rebuild runs, with the indexes it dropped: a run killed outright leaves it behind, and
 * the next seed finishes the job (src/seed/run.ts) — the documents would be incomplete and their
 * indexes gone otherwise.
 */
const pendingFile = () => path.resolve(env.DATA_DIR, 'search-rebuild-pending.json')

export const searchRebuildPending = (): boolean => existsSync(pendingFile())

/**
 * `alongside`: other work (the seed's price history) for the connection the stores leave free while
 * the products are indexed: two busy connections on two cores, rather than three.
 */
export async function rebuildSearch(
  sql: Sql,
  log: (line: string) => void,
  alongside: ((db: Sql) => Promise<unknown>)[] = [],
): Promise<void> {
  const started = Date.now()
  const present = await sql<IndexDefinition[]>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'search_documents'
      and indexname not in (select conname from pg_constraint)
    order by indexname`
  // After a killed run, the indexes it had dropped are only in its file.
  const indexes: IndexDefinition[] = searchRebuildPending()
    ? JSON.parse(readFileSync(pendingFile(), 'utf8'))
    : [...present]
  writeFileSync(pendingFile(), JSON.stringify(indexes, null, 1))
  for (const { indexname } of present) await sql.unsafe(`drop index if exists "${indexname}"`)
  await sql`truncate search_documents`
  // The head's thresholds before the documents are written, so that each is written marked: marked
  // after, the head's rows would move to the end of the table, behind less popular ones.
  await sql`select search_set_head('store'), search_set_head('product')`

  // Products on one connection, in three statements. Names repeat across products (at full scale
  // 1.55 million distinct of 5.5 million language rows: brand, noun, model), so each distinct name
  // is parsed once, into a temporary table; each product's rows are then hashed together (sorting
  // them by product cost more than the aggregation itself), and the documents written in popularity
  // order. The documents are those search_index_products() writes, from the same
  // search_product_text() (tests/int/search.int.test.ts compares them); a description of a product's
  // own (not its category's) is parsed with its row, as that function does. Marked in the same
  // statement as search_mark_head() would, without a trigger call per product.
  const products = async (db: Sql) => {
    const begun = Date.now()
    await db`set work_mem = '1GB'`
    await db`set session_replication_role = replica`
    try {
      await db`drop table if exists pg_temp.search_rebuild_names, pg_temp.search_rebuild_products`
      await db`
        create temporary table search_rebuild_names as
        select _locale, name, search_product_text(_locale::text, name, null, null) as vector
        from (select distinct _locale, name from products_locales where name is not null) names`
      // Its size known, the next statement hashes this table rather than the 5.5 million rows.
      await db`analyze search_rebuild_names`
      await db`set enable_sort = off`
      await db`
        create temporary table search_rebuild_products as
        select l._parent_id as id, max(l.name) filter (where l._locale = 'en') as name,
          search_concat(
            case when l.description is null or l.description is not distinct from c.description
              then coalesce(n.vector, search_product_text(l._locale::text, l.name, null, null))
              else search_product_text(l._locale::text, l.name, l.description, c.description) end)
            as vector
        from products_locales l
        join products owner on owner.id = l._parent_id
        left join post_categories_locales c on c._locale = l._locale and c._parent_id = owner.category_id
        left join search_rebuild_names n on n._locale = l._locale and n.name = l.name
        group by l._parent_id`
      await db`reset enable_sort`
      // Truncated by the transaction that fills it, the partition gets a new file that PostgreSQL
      // need not log at wal_level=minimal (the embedded server's).
      await db`begin`
      await db`truncate search_documents_product`
      await db`
        insert into search_documents (kind, doc_id, name, name_key, popularity, vector, head)
        select 'product', p.id, coalesce(t.name, p.slug), search_normalize(coalesce(t.name, p.slug)),
          coalesce(p.popularity, 0),
          search_name_vector(p.brand, 'B') || coalesce(cv.vector, '') || coalesce(t.vector, ''),
          coalesce(p.popularity, 0) > (select h.min_popularity from search_head h where h.kind = 'product')
        from products p
        left join search_rebuild_products t on t.id = p.id
        left join search_category_names(array(select id from post_categories)) cv
          on cv.category_id = p.category_id
        where p._status = 'published'
        order by p.popularity desc nulls last, p.id`
      await db`commit`
      await db`drop table search_rebuild_names, search_rebuild_products`
      log(`products' search documents written in ${((Date.now() - begun) / 1000).toFixed(1)} s`)
    } catch (error) {
      await db`rollback`
      throw error
    } finally {
      // The connection goes back to the pool: later writes on it must fire their triggers.
      await db`reset session_replication_role`
      await db`reset enable_sort`
      await db`reset work_mem`
    }
  }
  // The products take one connection as long as the rest take the other, `alongside` included.
  await twoAtATime(sql, [
    products,
    (db) => db`select search_index_stores(null)`,
    (db) => db`select search_index_categories(null, false), search_index_guides(null)`,
    ...alongside,
  ])
  await sql`select search_add_terms(array(select distinct brand from products
    where _status = 'published' and brand is not null))`
  const written = Date.now()
  log(`search documents written in ${((written - started) / 1000).toFixed(1)} s`)
  await createIndexes(
    sql,
    indexes.map(({ indexdef }) => indexdef),
  )
  // The most popular stores and products, where suggestions look first (search_mark_popular()).
  await sql`select search_mark_popular('store'), search_mark_popular('product')`
  rmSync(pendingFile())
  log(`${indexes.length} search indexes built in ${((Date.now() - written) / 1000).toFixed(1)} s`)
  log(
    `search index of every store and product built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}
