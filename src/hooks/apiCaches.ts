/**
 * When a document changes, the caches of the read path (src/data) forget what it appeared in: the
 * in-process answers at once (memo.ts, categories.ts, the settings and the redirect table), the same
 * answers in every other instance (src/lib/cacheBus.ts), and Next's tagged data cache with the pages
 * rendered from it (cache.ts; shared by the instances when they share Redis), so a published change
 * is live on the next request in every language, country and instance. Bulk loads pass
 * `context.disableRevalidate` and skip the tags.
 */
import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  GlobalConfig,
  RequestContext,
} from 'payload'

import type { CacheTag } from '@/data/cache'
import { invalidateCategories } from '@/data/categories'
import { invalidate, type Scope } from '@/data/memo'
import { invalidateSiteSettings } from '@/data/siteSettings'
import { revalidateThroughServer } from '@/endpoints/revalidate'
import { broadcast, type Invalidation } from '@/lib/cacheBus'
import { forgetRedirects } from '@/redirects/table'

/** What a collection's documents appear in: categories and images appear in every card. */
type Cached = Scope | 'categories' | 'media'

interface Doc {
  id?: number | string
  slug?: string | null
}

/** The tags a change of `doc` (formerly `previous`) makes stale. */
function tagsFor(cached: Cached, doc: Doc, previous?: Doc): CacheTag[] {
  const references = [doc.id, doc.slug, previous?.slug].filter(
    (value, index, all) => value != null && value !== '' && all.indexOf(value) === index,
  )
  if (cached === 'stores') return ['stores', ...references.map((ref) => `store:${ref}` as const)]
  if (cached === 'posts') return ['posts', ...references.map((ref) => `post:${ref}` as const)]
  return [cached]
}

/**
 * Expires the tags at once (`expire: 0`: the next request renders afresh instead of being served the
 * stale page). Next expires tags only inside a request; scheduled publishing and the nightly price
 * record run beside requests, and ask the instance's own server to do it (src/endpoints/revalidate.ts).
 */
export function revalidateTags(tags: string[]): void {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    revalidateThroughServer(tags).catch((error: unknown) =>
      console.error(`The cache tags ${tags.join(', ')} could not be expired:`, error),
    )
  }
}

/** Drops what `message` names from this process's memory. */
export function applyInvalidation(message: Invalidation): void {
  if (message.categories) invalidateCategories()
  for (const scope of message.scopes) invalidate(scope)
  if (message.siteSettings) invalidateSiteSettings()
  if (message.redirects) forgetRedirects()
}

/** Drops it here and in every other instance. */
export function invalidateEverywhere(message: Invalidation): void {
  applyInvalidation(message)
  broadcast(message)
}

/**
 * A change's hooks run before its transaction commits: a request in between, here or on another
 * instance, can read the old rows and keep them (in memory, or in Next's cache under a tag just
 * expired). So each change is announced once more when it has surely committed: this long after the
 * last of a burst of changes.
 */
const AFTER_COMMIT_MS = 2_000
const announcing = new Map<string, NodeJS.Timeout>()

function announceAgain(message: Invalidation, tags: string[]): void {
  const key = JSON.stringify([message, tags])
  clearTimeout(announcing.get(key))
  const timer = setTimeout(() => {
    announcing.delete(key)
    invalidateEverywhere(message)
    revalidateThroughServer(tags).catch((error: unknown) =>
      console.error(`The cache tags ${tags.join(', ')} could not be expired:`, error),
    )
  }, AFTER_COMMIT_MS)
  timer.unref()
  announcing.set(key, timer)
}

function forget(cached: Cached, context: RequestContext, doc: Doc, previous?: Doc): void {
  const message: Invalidation = {
    scopes: [cached === 'categories' || cached === 'media' ? 'all' : cached],
    categories: cached === 'categories',
  }
  invalidateEverywhere(message)
  if (context.disableRevalidate) return
  const tags = tagsFor(cached, doc, previous)
  revalidateTags(tags)
  announceAgain(message, tags)
}

/** A collection's hooks that make its changes visible (see above). */
export function apiCacheHooks(cached: Cached): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, previousDoc, req }) => {
        forget(cached, req.context, doc, previousDoc)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        forget(cached, req.context, doc)
        return doc
      },
    ],
  }
}

/** The same for a global: its pages carry the tag `global:<slug>`. */
export function withRevalidation(global: GlobalConfig): GlobalConfig {
  const revalidate: GlobalAfterChangeHook = ({ doc, req }) => {
    if (global.slug === 'site-settings') invalidateEverywhere({ scopes: [], siteSettings: true })
    if (!req.context.disableRevalidate) revalidateTags([`global:${global.slug}`])
    return doc
  }
  return {
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), revalidate] },
  }
}
