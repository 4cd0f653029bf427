/**
 * What each kind of the read path's answers is made from, as cache tags (src/cache): an answer about
 * stores, guides or products is stale when its kind changes, when a category or an image changes
 * (every card shows them), and — for products — when a store changes (prices count published stores'
 * offers only).
 */
import { cached, type CacheTag } from '@/cache'

export type Scope = 'stores' | 'posts' | 'products'

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
