/**
 * Re-indexes every store and product for search in one go, for the bulk seed (which loads with
 * triggers off): the documents' indexes are dropped, the head's thresholds set, the documents written
 * most popular first by the same search_index_* functions the triggers call, two at a time, the
 * indexes built once after and the most popular marked, as the triggers do.
 *
 * `rebuildSearch` does it all; the seed takes the steps apart (`startSearchRebuild`) to write the
 * documents beside its other work of the same kind, so that neither core waits for the other.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Sql } from 'postgres'

import { env } from '@/config/env'
import { indexesOf, indexJobs, type Job, twoAtATime } from '@/lib/indexes'

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
  const rebuild = await startSearchRebuild(sql, log)
  await twoAtATime(sql, rebuild.jobs)
  await rebuild.finish()
}

/**
 * Empties the search index and drops its indexes, and returns the jobs that write the documents and
 * build the indexes after them (for `twoAtATime`, alone or among other jobs), and what to do once
 * they are done: the most popular marked.
 */
export async function startSearchRebuild(
  sql: Sql,
  log: (line: string) => void,
): Promise<{ jobs: Job[]; finish: () => Promise<void> }> {
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

  // Products on one connection, in two statements. Names repeat across products (at full scale
  // 1.55 million distinct of 5.5 million language rows: brand, noun, model), so each distinct name
  // is parsed once: the lateral subquery's results are memoized by (language, name), which costs less
  // than writing the distinct names to a table and joining the rows to it. Each product's rows are
  // then hashed together (sorting them by product cost more than the aggregation itself), and the
  // documents written in popularity order. The documents are those search_index_products() writes,
  // from the same search_product_text() (tests/int/search.int.test.ts compares them); a description
  // of a product's own (not its category's) is parsed with its row, as that function does. Marked
  // in the same statement as search_mark_head() would, without a trigger call per product.
  const products = async (db: Sql) => {
    const begun = Date.now()
    await db`set work_mem = '1GB'`
    await db`set session_replication_role = replica`
    try {
      await db`drop table if exists pg_temp.search_rebuild_products`
      await db`set enable_sort = off`
      // `offset 0` keeps the subquery a subquery, which the planner memoizes, rather than inlining
      // the call into the row (parsed once per row).
      await db`
        create temporary table search_rebuild_products as
        select l._parent_id as id, max(l.name) filter (where l._locale = 'en') as name,
          search_concat(
            case when l.description is null or l.description is not distinct from c.description
              then n.vector
              else search_product_text(l._locale::text, l.name, l.description, c.description) end)
            as vector
        from products_locales l
        join products owner on owner.id = l._parent_id
        left join post_categories_locales c on c._locale = l._locale and c._parent_id = owner.category_id
        left join lateral (
          select search_product_text(l._locale::text, l.name, null, null) as vector offset 0) n on true
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
          b.vector || coalesce(cv.vector, '') || coalesce(t.vector, ''),
          coalesce(p.popularity, 0) > (select h.min_popularity from search_head h where h.kind = 'product')
        from products p
        left join search_rebuild_products t on t.id = p.id
        left join search_category_names(array(select id from post_categories)) cv
          on cv.category_id = p.category_id
        left join lateral (select search_name_vector(p.brand, 'B') as vector offset 0) b on true
        where p._status = 'published'
        order by p.popularity desc nulls last, p.id`
      await db`commit`
      await db`drop table search_rebuild_products`
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
  // The products' job is the longest: first. The stores' reads their categories and texts by store.
  const documents = 'search_documents'
  const jobs: Job[] = [
    { finishes: documents, run: products },
    {
      needs: [indexesOf('stores_rels'), indexesOf('stores_locales')],
      finishes: documents,
      run: async (db) => {
        const begun = Date.now()
        await db`select search_index_stores(null)`
        log(`stores' search documents written in ${((Date.now() - begun) / 1000).toFixed(1)} s`)
      },
    },
    {
      finishes: documents,
      run: (db) => db`select search_index_categories(null, false), search_index_guides(null)`,
    },
    ...indexJobs(indexes.map(({ indexdef }) => indexdef)),
  ]
  const finish = async () => {
    await sql`select search_add_terms(array(select distinct brand from products
      where _status = 'published' and brand is not null))`
    // The most popular stores and products, where suggestions look first (search_mark_popular()).
    await sql`select search_mark_popular('store'), search_mark_popular('product')`
    rmSync(pendingFile())
  }
  return { jobs, finish }
}
