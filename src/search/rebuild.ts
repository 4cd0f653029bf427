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

export async function rebuildSearch(sql: Sql, log: (line: string) => void): Promise<void> {
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

  // Products in two halves, each in one pass over products_locales (sorted and grouped per product
  // instead of 11 index probes each), then written in popularity order. The documents are those
  // search_index_products() writes, from the same search_product_text() (tests/int/search.int.test.ts
  // compares them).
  // Marked in the same statement as search_mark_head() would, without a trigger call per product.
  const productHalf = (parity: number) => async (db: Sql) => {
    await db`set work_mem = '1GB'`
    await db`set session_replication_role = replica`
    try {
      await db`
        insert into search_documents (kind, doc_id, name, name_key, popularity, vector, head)
        select 'product', p.id, coalesce(t.name, p.slug), search_normalize(coalesce(t.name, p.slug)),
          coalesce(p.popularity, 0),
          search_name_vector(p.brand, 'B') || coalesce(cv.vector, '') || coalesce(t.vector, ''),
          coalesce(p.popularity, 0) > (select h.min_popularity from search_head h where h.kind = 'product')
        from products p
        left join (
          select l._parent_id, max(l.name) filter (where l._locale = 'en') as name,
            search_concat(search_product_text(l._locale::text, l.name, l.description, c.description))
              as vector
          from products_locales l
          join products owner on owner.id = l._parent_id
          left join post_categories_locales c on c._locale = l._locale and c._parent_id = owner.category_id
          where l._parent_id % 2 = ${parity}
          group by l._parent_id) t on t._parent_id = p.id
        left join search_category_names(array(select id from post_categories)) cv
          on cv.category_id = p.category_id
        where p.id % 2 = ${parity}
        order by p.popularity desc nulls last, p.id`
    } finally {
      // The connection goes back to the pool: later writes on it must fire their triggers.
      await db`reset session_replication_role`
      await db`reset work_mem`
    }
  }
  await twoAtATime(sql, [
    productHalf(1),
    productHalf(0),
    (db) => db`select search_index_stores(null)`,
    (db) => db`select search_index_categories(null, false), search_index_guides(null)`,
  ])
  await sql`select search_add_terms(array(select distinct brand from products where brand is not null))`
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
