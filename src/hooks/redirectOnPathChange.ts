import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

type RedirectingCollection = 'posts' | 'stores' | 'post-categories'

/**
 * When a published document's public path changes (its slug, or a guide's category), the old path
 * gets a redirect to the document, so links and search results keep working (the site answers 301).
 * A path that comes back into use loses its redirect.
 */
export function redirectOnPathChange<
  T extends { id: number; _status?: 'draft' | 'published' | null },
>(
  collection: RedirectingCollection,
  pathOf: (doc: T, req: PayloadRequest) => Promise<string | null>,
): CollectionAfterChangeHook<T> {
  return async ({ doc, previousDoc, operation, req, context }) => {
    if (operation !== 'update' || context.disableRedirects) return doc
    const wasPublic =
      previousDoc && (previousDoc._status === undefined || previousDoc._status === 'published')
    const isPublic = doc._status === undefined || doc._status === 'published'
    if (!wasPublic || !isPublic) return doc
    const [before, after] = await Promise.all([pathOf(previousDoc, req), pathOf(doc, req)])
    if (!before || !after || before === after) return doc

    await req.payload.delete({ collection: 'redirects', where: { from: { equals: after } }, req })
    const existing = await req.payload.find({
      collection: 'redirects',
      where: { from: { equals: before } },
      limit: 1,
      depth: 0,
      req,
    })
    const data = {
      from: before,
      to: { type: 'reference' as const, reference: { relationTo: collection, value: doc.id } },
    }
    if (existing.docs[0]) {
      await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, req })
    } else {
      await req.payload.create({ collection: 'redirects', data, req })
    }
    return doc
  }
}
