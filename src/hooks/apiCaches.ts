import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { invalidateCategories } from '@/data/categories'
import { invalidateCounts } from '@/data/counts'

type Cached = 'categories' | 'stores' | 'posts' | 'products'

const drop = (cached: Cached) => {
  if (cached === 'categories') invalidateCategories()
  else invalidateCounts(cached)
}

/** Hooks that drop the /api's in-memory caches (category tree, list totals) when a document changes. */
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
