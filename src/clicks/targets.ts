/**
 * Where a click-out goes: a store's affiliate URL (its website when it has none), or an offer's own URL
 * (its store's when the offer's is not safe). Only public stores and products have one, and only a
 * safe http(s) URL without credentials ever becomes a redirect target, whatever is stored.
 */
import { cached } from '@/cache'
import { peek } from '@/cache/local.mjs'
import { offerLinks, storeLinks } from '@/data/clickTargets'
import { parseEditorUrl, isSafeUrl } from '@/lib/safeUrl'

export type ClickKind = 'store' | 'offer'

export interface ClickTarget {
  url: string
  storeId: number
  productId: number | null
  offerId: string | null
}

export const STORE_ID = /^\d{1,9}$/
/** Offer ids are the array rows' ids Payload gives (24 hex digits) or an import's own. */
export const OFFER_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The target, from this process's cache layer: synchronously once known (a click-out then needs no
 * promise at all), else read. A change of the stores, products or categories drops it.
 */
export function clickTarget(
  kind: ClickKind,
  id: string,
): ClickTarget | null | Promise<ClickTarget | null> {
  const key = `click:${kind}:${id}`
  const known = peek(key)
  if (known) return known.value as ClickTarget | null
  return cached(
    key,
    ['stores', 'products', 'categories'],
    () => (kind === 'store' ? storeTarget(id) : offerTarget(id)),
    'process',
  )
}

/** The URL to send a shopper to: an absolute http(s) URL with a host and no user name or password. */
export function redirectable(value: string | null | undefined): string | null {
  if (!isSafeUrl(value)) return null
  const url = parseEditorUrl(value)!
  return url.username || url.password ? null : url.href
}

async function storeTarget(id: string): Promise<ClickTarget | null> {
  if (!STORE_ID.test(id)) return null
  const row = await storeLinks(Number(id))
  const url = row && (redirectable(row.affiliateUrl) ?? redirectable(row.website))
  return url ? { url, storeId: row.id, productId: null, offerId: null } : null
}

async function offerTarget(id: string): Promise<ClickTarget | null> {
  if (!OFFER_ID.test(id)) return null
  const row = await offerLinks(id)
  const url =
    row && (redirectable(row.url) ?? redirectable(row.affiliateUrl) ?? redirectable(row.website))
  return url ? { url, storeId: row.storeId, productId: row.productId, offerId: id } : null
}
