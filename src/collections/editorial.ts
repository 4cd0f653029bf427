import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'

import { editors } from '@/access/editors'
import { publishedOrEditor } from '@/access/publishedOrEditor'
import { apiCacheHooks } from '@/cache/hooks'
import { redirectOnPathChange } from '@/hooks/redirectOnPathChange'
import { recordPricesAfterChange } from '@/prices/task'

/**
 * What the collections editors publish (guides, stores, products) share: shoppers and the API read
 * the published state only; editors read and write everything, versions included.
 */
export function editorialAccess(): CollectionConfig['access'] {
  // A new object for each collection: Payload completes a collection's config in place.
  return {
    read: publishedOrEditor,
    readVersions: editors,
    create: editors,
    update: editors,
    delete: editors,
  }
}

/**
 * An editor prepares a change (or a new document) as a draft, previews it, publishes or schedules
 * it. Drafts are validated too: nothing invalid is stored, and "Create new" saves nothing until the
 * editor does (an unvalidated autosave would store an untitled draft the moment the form opens).
 */
export function editorialVersions(maxPerDoc: number): CollectionConfig['versions'] {
  return {
    maxPerDoc,
    drafts: { autosave: { interval: 2000 }, schedulePublish: true, validate: true },
  }
}

/**
 * What a change to a guide, store or product sets off: the site's caches that show it expire (a
 * saved draft shows nowhere), a published document whose public path changed leaves a redirect from
 * the old one, and a store's or product's prices are recorded again. `beforeChange`: the
 * collection's own, run first.
 */
export function editorialHooks<T extends { id: number; _status?: 'draft' | 'published' | null }>(
  slug: 'posts' | 'stores' | 'products',
  pathOf: (doc: T, req: PayloadRequest) => Promise<string | null>,
  { beforeChange = [] }: { beforeChange?: CollectionBeforeChangeHook[] } = {},
): CollectionConfig['hooks'] {
  const cache = apiCacheHooks(slug)
  const redirects = redirectOnPathChange<T>(slug, pathOf)
  return {
    beforeChange: [...beforeChange, redirects.beforeChange],
    afterChange: [
      ...cache.afterChange,
      ...(slug === 'posts' ? [] : [recordPricesAfterChange(slug)]),
      redirects.afterChange,
    ],
    afterDelete: cache.afterDelete,
  }
}
