import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

type RedirectingCollection = 'posts' | 'stores' | 'products' | 'post-categories'

/** Set on the request while this hook writes a redirect (the Redirects collection skips its loop check). */
export const PATH_CHANGE = 'redirectForPathChange'

/** Where the public path of the document being published stood before: set before the change. */
const publishedPathKey = (collection: string, id: number | string) =>
  `redirectFromPublishedPath:${collection}:${id}`

/**
 * When a published document's public path changes (its slug, or a guide's category), the old path
 * gets a redirect to the document, so links and search results keep working (the site answers 301 in
 * every language, src/redirects). A path that comes back into use loses its redirect.
 *
 * The old path is the one the site served: the published document as it stood before this change.
 * With drafts, the document an update starts from is the latest draft (autosaves included), which may
 * carry the new slug already; the collection's own row still holds the published one until the
 * publish writes it, so that is read before the change.
 */
export function redirectOnPathChange<
  T extends { id: number; _status?: 'draft' | 'published' | null },
>(
  collection: RedirectingCollection,
  pathOf: (doc: T, req: PayloadRequest) => Promise<string | null>,
): { beforeChange: CollectionBeforeChangeHook<T>; afterChange: CollectionAfterChangeHook<T> } {
  const isPublic = (doc: Partial<T> | undefined) =>
    Boolean(doc) && (doc!._status === undefined || doc!._status === 'published')
  return {
    beforeChange: async ({ data, originalDoc, operation, req, context }) => {
      if (operation !== 'update' || context.disableRedirects || !originalDoc) return data
      if (data._status !== undefined && data._status !== 'published') return data
      const published = (await req.payload
        .findByID({
          collection,
          id: originalDoc.id,
          depth: 0,
          draft: false,
          overrideAccess: true,
          req,
        })
        .catch(() => null)) as unknown as T | null
      const before = published && isPublic(published) ? await pathOf(published, req) : null
      // On req.context as it is now: a Local API call given this req may have replaced the object.
      req.context[publishedPathKey(collection, originalDoc.id)] = before
      return data
    },
    afterChange: async ({ doc, operation, req, context }) => {
      if (operation !== 'update' || context.disableRedirects || !isPublic(doc)) return doc
      const key = publishedPathKey(collection, doc.id)
      const before = context[key] as string | null | undefined
      delete context[key]
      const after = await pathOf(doc, req)
      if (!before || !after || before === after) return doc

      await moveRedirect(req, before, after, {
        type: 'reference',
        reference: { relationTo: collection, value: doc.id },
      })
      return doc
    },
  }
}

type RedirectTo =
  | { type: 'reference'; reference: { relationTo: RedirectingCollection; value: number } }
  | { type: 'custom'; url: string }

/**
 * Points the old path `before` at `to` (a document, or the new path `after` itself), and frees `after`:
 * a path in use again loses its redirect.
 */
export async function moveRedirect(
  req: PayloadRequest,
  before: string,
  after: string,
  to: RedirectTo,
): Promise<void> {
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: after } }, req })
  const existing = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: before } },
    limit: 1,
    depth: 0,
    req,
  })
  const data = { from: before, to }
  // From the old path to a page that has no redirect (deleted above): it cannot loop, and the
  // loop check would read the document's path outside this transaction, from before the change.
  req.context[PATH_CHANGE] = true
  try {
    if (existing.docs[0]) {
      await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, req })
    } else {
      await req.payload.create({ collection: 'redirects', data, req })
    }
  } finally {
    delete req.context[PATH_CHANGE]
  }
}
