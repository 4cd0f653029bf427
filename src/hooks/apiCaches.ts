/**
 * When a document changes, the caches of the read path (src/data) forget what it appeared in: the
 * in-process answers at once (memo.ts, categories.ts) and Next's tagged data cache with the pages
 * rendered from it (cache.ts), so a published change is live on the next request in every language
 * and country. Bulk loads pass `context.disableRevalidate` and skip the second part.
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
import { revalidateThroughServer } from '@/endpoints/revalidate'

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

function forget(cached: Cached, context: RequestContext, doc: Doc, previous?: Doc): void {
  if (cached === 'categories') invalidateCategories()
  invalidate(cached === 'categories' || cached === 'media' ? 'all' : cached)
  if (!context.disableRevalidate) revalidateTags(tagsFor(cached, doc, previous))
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
    if (!req.context.disableRevalidate) revalidateTags([`global:${global.slug}`])
    return doc
  }
  return {
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), revalidate] },
  }
}
