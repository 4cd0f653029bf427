/** The stores that are not public, worked out once per change (the one place that decides it). */
import { db } from '@/lib/db'

import { hiddenCategoryIds } from './categories'
import { kept } from './memo'

/**
 * Ids of the stores that are not public, sorted: those not published (drafts and unpublished stores
 * live on in the stores table; their offers set no price and count nowhere) and those filed under
 * hidden categories alone — a store also in a visible category is a real shop that an internal list
 * happens to name, so it stays public. Few; read once per change of the stores or the categories
 * (both drop it: memo.ts `kept`, in this process only, as the lists that use it carry the tags) and handed
 * to SQL as one int[], where a NOT IN over it is one small hash per statement: worked out in every
 * statement instead, 1 900 stores filed under a hidden category cost each search 18 ms.
 */
export async function closedStoreIds(): Promise<number[]> {
  const hidden = await hiddenCategoryIds()
  return kept('stores', `closed:${hidden.join(',')}`, async () => {
    const rows = await db()<{ id: number }[]>`
      select s.id from stores s where s._status = 'draft' or s._status is null
      union
      select r.parent_id from stores_rels r
      where r.path = 'categories' and r.post_categories_id = any(${hidden}::int[])
        and not exists (select 1 from stores_rels v where v.parent_id = r.parent_id
          and v.path = 'categories' and v.post_categories_id <> all(${hidden}::int[]))
      order by 1`
    return rows.map((row) => row.id)
  })
}
