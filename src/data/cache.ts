/**
 * Next's data cache with tags (README, "Caching, metadata and structured data"): a page rendered
 * from these answers is kept until one of their tags is revalidated — by the collections' and
 * globals' hooks (src/hooks/apiCaches.ts) when an editor publishes. The tags:
 *   stores, store:<id or slug>, posts, post:<id or slug>, products, categories, media, global:<slug>.
 * The data cache only saves work: where it is unavailable (outside Next's request scope — scripts,
 * tests, the server's direct /api answers) or fails, the answer is loaded directly. An error of
 * `load` itself is the caller's, as it would be without the cache.
 */
import { unstable_cache } from 'next/cache'

export type CacheTag =
  | 'stores'
  | 'posts'
  | 'products'
  | 'categories'
  | 'media'
  | `store:${string}`
  | `post:${string}`
  | `global:${string}`

/**
 * `kept`: `load` keeps its answer in this process already, dropped by the same hooks and an age limit.
 * Next's cache then carries only the tags, with a token for its value: a copy of the answer would be
 * parsed from JSON again on every call (the whole category tree, four times per search page).
 */
export async function tagged<T>(
  key: string,
  tags: CacheTag[],
  load: () => Promise<T>,
  { kept = false }: { kept?: boolean } = {},
): Promise<T> {
  let loadFailed = false
  const loaded = async () => {
    try {
      return await load()
    } catch (error) {
      loadFailed = true
      throw error
    }
  }
  try {
    if (!kept) return await unstable_cache(loaded, [key], { tags })()
    await unstable_cache(async () => true, [key], { tags })()
  } catch (error) {
    if (loadFailed) throw error
  }
  return load()
}
