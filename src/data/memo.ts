/**
 * What each kind of the read path's answers is made from, as cache tags (src/cache): an answer about
 * stores, guides or products is stale when its kind changes, when a category or an image changes
 * (every card shows them), and — for products — when a store changes (prices count published stores'
 * offers only).
 */
import { cached, type CacheTag } from '@/cache'

export type Scope = 'stores' | 'posts' | 'products'

/** A list within more categories than this goes stale with any price in its country. */
const CATEGORY_TAGS_MAX = 32

/**
 * What an answer showing prices in `country` is made from besides its kind, so that a feed run
 * expires the answers its offers appear in and no others (`changedOffersTags`): a list within a few
 * categories goes stale with the offers of those categories' products, any other list (a search, the
 * deals, a brand, a group, a store's, whose cards show the country's lowest price too) with any
 * offer there.
 */
export function offersTags(country: string, categoryIds?: readonly number[] | null): CacheTag[] {
  if (categoryIds?.length && categoryIds.length <= CATEGORY_TAGS_MAX) {
    return categoryIds.map((id) => `offers:${country}:category:${id}` as const)
  }
  return [`offers:${country}`]
}

/** What one product's answer in `country` is made from besides its kind: its offers there. */
export const productOffersTag = (country: string, reference: string | number): CacheTag =>
  `offers:${country}:product:${reference}`

/**
 * The tags a change of offers in `country` makes stale: the changed products' own answers (by id
 * and by slug) and the lists above that show them. A list of a parent category holds its
 * subcategories' ids, so a product's own category is enough.
 */
export function changedOffersTags(
  country: string,
  products: readonly { id: number; slug: string; categoryId: number | null }[],
): CacheTag[] {
  const categories = new Set(products.flatMap(({ categoryId }) => categoryId ?? []))
  return [
    `offers:${country}`,
    ...[...categories].map((id) => `offers:${country}:category:${id}` as const),
    ...products.flatMap(({ id, slug }) => [
      productOffersTag(country, id),
      productOffersTag(country, slug),
    ]),
  ]
}

/** The tags of an answer of `scope`, plus a single document's. */
export function scopeTags(scope: Scope, extraTags: readonly CacheTag[] = []): CacheTag[] {
  const tags: CacheTag[] = [scope, ...extraTags, 'categories', 'media']
  if (scope === 'products' && !tags.includes('stores')) tags.push('stores')
  return tags
}

/** An answer kept in this process and in Next's tagged data cache, so its pages carry its tags. */
export function memo<T>(
  scope: Scope,
  key: string,
  load: () => Promise<T>,
  extraTags: CacheTag[] = [],
): Promise<T> {
  return cached(`${scope}:${key}`, scopeTags(scope, extraTags), load)
}

/**
 * An answer kept in this process only: for the small sets that the read paths consult on every
 * request, whose callers' answers carry the tags.
 */
export function kept<T>(scope: Scope, key: string, load: () => Promise<T>): Promise<T> {
  return cached(`${scope}:${key}`, scopeTags(scope), load, 'process')
}
