/**
 * Caching and its invalidation, in one place. Two layers, one vocabulary of tags:
 * - Next's tagged caches: the data cache (`cached`) and the pages rendered from it, kept until one of
 *   their tags expires; shared by the instances in Redis when REDIS_URL is set (handler.mjs).
 * - one process-local layer in front (local.mjs): what the read path consults on nearly every request,
 *   and the /api's ready answers (responses.mjs), each entry with the same tags.
 * `expire(tags)` is the one invalidation: it drops the tagged entries here, in every other instance
 * (bus.ts) and in Next's caches, and says so again once the change has surely committed. The
 * collections' and globals' hooks call it (hooks.ts).
 *
 * The tags: stores, store:<id or slug>, posts, post:<id or slug>, products,
 * offers:<country>[:category:<id> | :product:<id or slug>] (src/data/memo.ts), categories, media,
 * global:<slug>, redirects.
 */
import { revalidateTag, unstable_cache } from 'next/cache'

import { replicasCaughtUp } from '@/lib/db'

import { broadcast } from './bus'
import { dropTagged, keep } from './local.mjs'
import { revalidateThroughServer } from './revalidate'
import { logger } from '@/lib/logger.mjs'

export type CacheTag =
  | 'stores'
  | 'posts'
  | 'products'
  | 'categories'
  | 'media'
  | 'redirects'
  | `store:${string}`
  | `post:${string}`
  | `offers:${string}`
  | `global:${string}`

/**
 * Where an answer is kept: in this process and Next's data cache (`both`, the default), in Next's
 * data cache only (`next`: read rarely, or a page's own), or in this process only with Next's cache
 * carrying just the tags (`tags`: read on every request, where parsing a copy from Next's cache would
 * cost more than the read — the whole category tree, four times per search page), or in this process
 * only (`process`: small sets whose callers' answers carry the tags).
 */
export type Keeping = 'both' | 'next' | 'tags' | 'process'

/**
 * The answer of `load`, kept under `key` with `tags` (see `Keeping`). The data cache only saves work:
 * where Next's is unavailable (outside its request scope — scripts, tests, the server's direct /api
 * answers) or fails, the answer is loaded directly; an error of `load` itself is the caller's.
 */
export async function cached<T>(
  key: string,
  tags: readonly CacheTag[],
  load: () => Promise<T>,
  keeping: Keeping = 'both',
): Promise<T> {
  const here = () => keep(key, tags, load)
  if (keeping === 'process') return here()
  let loadFailed = false
  const loaded = async () => {
    try {
      return await (keeping === 'both' ? here() : load())
    } catch (error) {
      loadFailed = true
      throw error
    }
  }
  try {
    if (keeping !== 'tags') return await unstable_cache(loaded, [key], { tags: [...tags] })()
    await unstable_cache(async () => true, [key], { tags: [...tags] })()
  } catch (error) {
    if (loadFailed) throw error
    if (keeping === 'next') return load()
  }
  return here()
}

/**
 * Makes everything made from `tags` stale: in this process, in every other instance, and in Next's
 * caches. `disableRevalidate` (bulk loads) skips Next's caches and the second announcement.
 */
export function expire(
  tags: readonly CacheTag[],
  options: { disableRevalidate?: unknown } = {},
): void {
  dropTagged(tags)
  broadcast(tags)
  if (options.disableRevalidate) return
  expireInNext(tags)
  announceAgain(tags)
}

/**
 * Expires the tags in Next's caches at once (`expire: 0`: the next request renders afresh instead of
 * being served the stale page). Next expires tags only inside a request; scheduled publishing and
 * the nightly price record run beside requests, and ask the instance's own server to do it
 * (revalidate.ts).
 */
function expireInNext(tags: readonly CacheTag[]): void {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    revalidateThroughServer([...tags]).catch((error: unknown) =>
      logger.error({ err: error, tags }, 'The cache tags could not be expired'),
    )
  }
}

/**
 * A change's hooks run before its transaction commits: a request in between, here or on another
 * instance, can read the old rows and keep them (in memory, or in Next's cache under a tag just
 * expired), and so can a request that reads a read replica before it has replayed the change. So each
 * change is announced once more when it has surely committed (this long after the last of a burst of
 * changes) and every replica has replayed it.
 */
export const AFTER_COMMIT_MS = 2_000
const announcing = new Map<string, NodeJS.Timeout>()

function announceAgain(tags: readonly CacheTag[]): void {
  const key = JSON.stringify(tags)
  clearTimeout(announcing.get(key))
  const timer = setTimeout(() => {
    announcing.delete(key)
    const announce = () => {
      dropTagged(tags)
      broadcast(tags)
      // A read between the drop and Next's expiry can take Next's stale copy into a process's layer
      // (this one's or, through the shared cache, another instance's): dropped once more everywhere
      // when Next's has expired.
      revalidateThroughServer([...tags]).then(
        () => {
          dropTagged(tags)
          broadcast(tags)
        },
        (error: unknown) =>
          logger.error({ err: error, tags }, 'The cache tags could not be expired'),
      )
    }
    replicasCaughtUp().then(announce, (error: unknown) => {
      logger.warn({ err: error }, 'Read replicas are behind; announcing the change anyway')
      announce()
    })
  }, AFTER_COMMIT_MS)
  timer.unref()
  announcing.set(key, timer)
}
