import type { CollectionConfig } from 'payload'

import { editors } from '@/access/editors'
import { publishedOrEditor } from '@/access/publishedOrEditor'

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
