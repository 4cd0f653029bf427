/**
 * The stored links a click-out may lead to (src/clicks/targets.ts decides which is safe): a public
 * store's, or a public product's offer's with its store's. Null when the store or product is not
 * public (a draft, a closed store, the hidden category).
 */
import { db } from '@/lib/db'

import { hiddenCategoryIds } from './categories'
import { closedStoreIds } from './closedStores'

export interface StoreLinks {
  id: number
  affiliateUrl: string | null
  website: string | null
}

export interface OfferLinks {
  storeId: number
  productId: number
  url: string | null
  affiliateUrl: string | null
  website: string | null
}

export async function storeLinks(id: number): Promise<StoreLinks | null> {
  const closed = await closedStoreIds()
  const [row] = await db()<StoreLinks[]>`
    select s.id, s.affiliate_url as "affiliateUrl", s.website from stores s
    where s.id = ${id} and s._status = 'published'`
  return row && !closed.includes(row.id) ? row : null
}

/** `id`: the offer's row id in the product's offers array. */
export async function offerLinks(id: string): Promise<OfferLinks | null> {
  const [closed, hidden] = await Promise.all([closedStoreIds(), hiddenCategoryIds()])
  const [row] = await db()<(OfferLinks & { categoryId: number | null })[]>`
    select o.store_id as "storeId", o._parent_id as "productId", p.category_id as "categoryId",
      o.url, s.affiliate_url as "affiliateUrl", s.website
    from products_offers o
    join products p on p.id = o._parent_id and p._status = 'published'
    join stores s on s.id = o.store_id and s._status = 'published'
    where o.id = ${id}`
  if (!row || closed.includes(row.storeId)) return null
  if (row.categoryId !== null && hidden.includes(row.categoryId)) return null
  const { categoryId: _category, ...links } = row
  return links
}
