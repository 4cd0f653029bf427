/**
 * Where a click-out goes: a store's affiliate URL (its website when it has none), or an offer's own URL
 * (its store's when the offer's is not safe). Only public stores and products have one, and only a
 * safe http(s) URL without credentials ever becomes a redirect target, whatever is stored.
 */
import { hiddenCategoryIds } from '@/data/categories'
import { closedStoreIds } from '@/data/closedStores'
import { onInvalidate } from '@/data/memo'
import { db } from '@/lib/db'
import { parseEditorUrl, isSafeUrl } from '@/lib/safeUrl'

export type ClickKind = 'store' | 'offer'

export interface ClickTarget {
  url: string
  storeId: number
  productId: number | null
  offerId: string | null
}

/**
 * Targets kept in this process, by kind and id: a click-out answers from memory, and a change of the
 * stores or products drops them all (memo.ts invalidate), the age limit covering other processes.
 */
const MAX_AGE_MS = 30_000
const MAX_ENTRIES = 50_000
interface Entry {
  value: Promise<ClickTarget | null>
  /** The value once known: a click on a known target needs no promise at all. */
  known?: { target: ClickTarget | null }
  at: number
}
const targets: Map<string, Entry> = ((
  globalThis as { __clickTargets?: Map<string, Entry> }
).__clickTargets ??= new Map())
onInvalidate((scope) => {
  if (scope !== 'posts') targets.clear()
})

export const STORE_ID = /^\d{1,9}$/
/** Offer ids are the array rows' ids Payload gives (24 hex digits) or an import's own. */
export const OFFER_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The target, from memory when known (then synchronously), else read. */
export function clickTarget(
  kind: ClickKind,
  id: string,
): ClickTarget | null | Promise<ClickTarget | null> {
  const key = `${kind}:${id}`
  const hit = targets.get(key)
  if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.known ? hit.known.target : hit.value
  if (targets.size >= MAX_ENTRIES) targets.clear()
  const value = kind === 'store' ? storeTarget(id) : offerTarget(id)
  const entry: Entry = { value, at: Date.now() }
  targets.set(key, entry)
  value.then(
    (target) => (entry.known = { target }),
    () => targets.delete(key),
  )
  return value
}

/** The URL to send a shopper to: an absolute http(s) URL with a host and no user name or password. */
export function redirectable(value: string | null | undefined): string | null {
  if (!isSafeUrl(value)) return null
  const url = parseEditorUrl(value)!
  return url.username || url.password ? null : url.href
}

async function storeTarget(id: string): Promise<ClickTarget | null> {
  if (!STORE_ID.test(id)) return null
  const closed = await closedStoreIds()
  const [row] = await db()<{ id: number; affiliateUrl: string | null; website: string | null }[]>`
    select s.id, s.affiliate_url as "affiliateUrl", s.website from stores s
    where s.id = ${Number(id)} and s._status = 'published'`
  if (!row || closed.includes(row.id)) return null
  const url = redirectable(row.affiliateUrl) ?? redirectable(row.website)
  return url ? { url, storeId: row.id, productId: null, offerId: null } : null
}

async function offerTarget(id: string): Promise<ClickTarget | null> {
  if (!OFFER_ID.test(id)) return null
  const [closed, hidden] = await Promise.all([closedStoreIds(), hiddenCategoryIds()])
  const [row] = await db()<
    {
      storeId: number
      productId: number
      categoryId: number | null
      url: string | null
      affiliateUrl: string | null
      website: string | null
    }[]
  >`
    select o.store_id as "storeId", o._parent_id as "productId", p.category_id as "categoryId",
      o.url, s.affiliate_url as "affiliateUrl", s.website
    from products_offers o
    join products p on p.id = o._parent_id
    join stores s on s.id = o.store_id and s._status = 'published'
    where o.id = ${id}`
  if (!row || closed.includes(row.storeId)) return null
  if (row.categoryId !== null && hidden.includes(row.categoryId)) return null
  const url = redirectable(row.url) ?? redirectable(row.affiliateUrl) ?? redirectable(row.website)
  return url ? { url, storeId: row.storeId, productId: row.productId, offerId: id } : null
}
