/**
 * Totals of list filters (`totalDocs`), kept for a short while: counting 60 000 stores or 500 000
 * products on every page request would cost more than the page itself. A change in the collection
 * drops its totals (collection hooks); the age limit covers other server instances.
 */
type Scope = 'stores' | 'posts' | 'products'

interface Entry {
  value: Promise<number>
  at: number
}

const MAX_AGE_MS = 30_000
const MAX_ENTRIES = 5_000
const caches: Record<Scope, Map<string, Entry>> = ((
  globalThis as { __apiCounts?: Record<Scope, Map<string, Entry>> }
).__apiCounts ??= { stores: new Map(), posts: new Map(), products: new Map() })

export function cachedCount(
  scope: Scope,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  const cache = caches[scope]
  const hit = cache.get(key)
  if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.value
  if (cache.size >= MAX_ENTRIES) cache.clear()
  const value = count()
  cache.set(key, { value, at: Date.now() })
  value.catch(() => cache.delete(key))
  return value
}

export function invalidateCounts(scope: Scope): void {
  caches[scope].clear()
}
