/**
 * Next's data cache with tags (DESIGN "Rendering and caching"): a page rendered from these answers is
 * kept until one of their tags is revalidated — by the collections' and globals' hooks
 * (src/hooks/revalidate.ts) when an editor publishes. The tags:
 *   stores, store:<id or slug>, posts, post:<id or slug>, products, categories, media, global:<slug>.
 * Outside a Next request (scripts, tests) there is no data cache: the answer is loaded directly.
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

export async function tagged<T>(key: string, tags: CacheTag[], load: () => Promise<T>): Promise<T> {
  try {
    return await unstable_cache(load, [key], { tags })()
  } catch (error) {
    if (error instanceof Error && error.message.includes('incrementalCache missing')) return load()
    throw error
  }
}
