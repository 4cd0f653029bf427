/**
 * The collections' and globals' hooks that make a change visible: when a document changes, `expire`
 * (index.ts) drops what it appeared in — here, in every other instance and in Next's caches — so a
 * published change is live on the next request in every language, country and instance. Bulk loads
 * pass `context.disableRevalidate` and leave Next's caches alone.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { expire, type CacheTag } from './index'

/** What a collection's documents appear in. */
export type Cached = 'stores' | 'posts' | 'products' | 'categories' | 'media' | 'redirects'

interface Doc {
  id?: number | string
  slug?: string | null
}

/** The tags a change of `doc` (formerly `previous`) makes stale. */
export function tagsFor(cached: Cached, doc: Doc, previous?: Doc): CacheTag[] {
  const references = [doc.id, doc.slug, previous?.slug].filter(
    (value, index, all) => value != null && value !== '' && all.indexOf(value) === index,
  )
  if (cached === 'stores') return ['stores', ...references.map((ref) => `store:${ref}` as const)]
  if (cached === 'posts') return ['posts', ...references.map((ref) => `post:${ref}` as const)]
  return [cached]
}

/**
 * Whether a change only saved a draft (an editor's save or autosave through the admin's REST calls):
 * Payload then writes a version and leaves the published document, which is all the site reads,
 * untouched. Anything else (a publication, an unpublication, a Local API change) may change it.
 */
export const savedDraftOnly = (doc: { _status?: unknown }, req: PayloadRequest): boolean =>
  doc._status === 'draft' && String(req.query?.draft) === 'true'

/** A collection's hooks that make its changes visible (see above). */
export function apiCacheHooks(cached: Cached): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, previousDoc, req }) => {
        if (!savedDraftOnly(doc, req)) expire(tagsFor(cached, doc, previousDoc), req.context)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        expire(tagsFor(cached, doc), req.context)
        return doc
      },
    ],
  }
}

/** The same for a global: its pages carry the tag `global:<slug>`. */
export function withRevalidation(global: GlobalConfig): GlobalConfig {
  const revalidate: GlobalAfterChangeHook = ({ doc, req }) => {
    expire([`global:${global.slug}`], req.context)
    return doc
  }
  return {
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), revalidate] },
  }
}
