import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { paths } from '@/i18n/paths'

import { moveRedirect } from './redirectOnPathChange'

/** The category's public paths before the change, kept on the request until it is written. */
const beforeKey = (id: number | string) => `categoryPathsBefore:${id}`

type Target =
  { kind: 'document'; relationTo: 'post-categories' | 'posts'; id: number } | { kind: 'list' }

/**
 * Every public path that hangs on a category's slug and parent, by what it shows: its page, its
 * subcategories' pages, its guide list and its published guides (the last two for a subcategory).
 */
async function pathsOf(req: PayloadRequest, id: number): Promise<Map<string, [string, Target]>> {
  const found = new Map<string, [string, Target]>()
  const category = await req.payload
    .findByID({ collection: 'post-categories', id, depth: 1, req, overrideAccess: true })
    .catch(() => null)
  if (!category) return found
  const parent = typeof category.parent === 'object' ? category.parent : null
  const own = parent
    ? paths.category(parent.seoSlug, category.seoSlug)
    : paths.category(category.seoSlug)
  found.set(`post-categories:${id}`, [own, { kind: 'document', relationTo: 'post-categories', id }])
  const [children, guides] = await Promise.all([
    req.payload.find({
      collection: 'post-categories',
      where: { parent: { equals: id } },
      depth: 0,
      limit: 1000,
      pagination: false,
      req,
      overrideAccess: true,
    }),
    req.payload.find({
      collection: 'posts',
      where: { category: { equals: id }, _status: { equals: 'published' } },
      depth: 0,
      limit: 10_000,
      pagination: false,
      select: { slug: true },
      req,
      overrideAccess: true,
    }),
  ])
  for (const child of children.docs) {
    found.set(`post-categories:${child.id}`, [
      paths.category(category.seoSlug, child.seoSlug),
      { kind: 'document', relationTo: 'post-categories', id: child.id },
    ])
  }
  if (parent) {
    found.set('list', [paths.guides(category.seoSlug), { kind: 'list' }])
    for (const guide of guides.docs) {
      if (!guide.slug) continue
      found.set(`posts:${guide.id}`, [
        paths.guide(category.seoSlug, guide.slug),
        { kind: 'document', relationTo: 'posts', id: guide.id },
      ])
    }
  }
  return found
}

/**
 * When a category's slug or parent changes, every old path that hung on it — its page, its
 * subcategories', its guide list and its guides — redirects to where the same thing is now.
 */
export const categoryRedirects: {
  beforeChange: CollectionBeforeChangeHook
  afterChange: CollectionAfterChangeHook
} = {
  beforeChange: async ({ data, originalDoc, operation, req, context }) => {
    if (operation !== 'update' || context.disableRedirects || !originalDoc) return data
    const moved =
      (data.seoSlug !== undefined && data.seoSlug !== originalDoc.seoSlug) ||
      (data.parent !== undefined &&
        (typeof data.parent === 'object' ? data.parent?.id : data.parent) !==
          (typeof originalDoc.parent === 'object' ? originalDoc.parent?.id : originalDoc.parent))
    if (!moved) return data
    const before = await pathsOf(req, originalDoc.id)
    // On req.context as it is now: a Local API call given this req may have replaced the object.
    req.context[beforeKey(originalDoc.id)] = before
    return data
  },
  afterChange: async ({ doc, operation, req }) => {
    if (operation !== 'update') return doc
    const before = req.context[beforeKey(doc.id)] as Map<string, [string, Target]> | undefined
    delete req.context[beforeKey(doc.id)]
    if (!before) return doc
    const after = await pathsOf(req, doc.id)
    for (const [key, [oldPath, target]] of before) {
      const now = after.get(key)?.[0]
      if (!now || now === oldPath) continue
      await moveRedirect(
        req,
        oldPath,
        now,
        target.kind === 'list'
          ? { type: 'custom', url: now }
          : { type: 'reference', reference: { relationTo: target.relationTo, value: target.id } },
      )
    }
    return doc
  },
}
