import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { invalidateCategories } from '@/data/categories'
import { invalidate, type Scope } from '@/data/memo'

/** What a collection's documents appear in: categories and images appear in every card. */
type Cached = Scope | 'categories' | 'media'

const drop = (cached: Cached) => {
  if (cached === 'categories') invalidateCategories()
  invalidate(cached === 'categories' || cached === 'media' ? 'all' : cached)
}

/** Hooks that drop the read path's in-memory answers (src/data) when a document changes. */
export function apiCacheHooks(cached: Cached): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc }) => {
        drop(cached)
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        drop(cached)
        return doc
      },
    ],
  }
}
