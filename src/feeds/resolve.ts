import type { Endpoint, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'
import { z } from 'zod'

import { hasRole } from '@/access/roles'

import type { Unmatched } from './run'

const body = z.object({
  item: z.string().min(1, 'item must be the unmatched item’s id'),
  product: z
    .union([z.number().int().positive(), z.string().trim().min(1)])
    .optional()
    .describe('the product to match the item to, by id or slug'),
  category: z.number().int().positive().optional(),
})

const refuse = (status: number, message: string, field?: string) =>
  Response.json({ errors: [{ message, ...(field ? { field } : {}) }] }, { status })

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null

async function findProduct(req: PayloadRequest, reference: number | string) {
  const byId = typeof reference === 'number' || /^\d{1,9}$/.test(reference)
  const { docs } = await req.payload.find({
    collection: 'products',
    where: byId ? { id: { equals: Number(reference) } } : { slug: { equals: reference } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/**
 * POST /api/feed-runs/{id}/resolve `{ item, product }` or `{ item, category }`: an editor matches an
 * unmatched item of the run's report to a product, or creates its product (in `category`, else the
 * one the feed's mapping gives it). The product gets the item's offer at once, tied to the feed and
 * the item's id, so every later run matches the item by it; a matched product without a GTIN takes
 * the item's. Answers 200 with the product's id and slug.
 */
export const resolveUnmatchedEndpoint: Endpoint = {
  path: '/:id/resolve',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return refuse(401, 'Sign in as an editor to match a feed’s item')
    if (!hasRole(req.user, 'admin', 'editor')) return refuse(403, 'Editors only')
    const parsed = body.safeParse(await req.json?.().catch(() => undefined))
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      return refuse(400, issue.message, String(issue.path[0] ?? ''))
    }
    const { item, product: reference, category } = parsed.data
    const runId = Number(req.routeParams?.id)
    const run = Number.isSafeInteger(runId)
      ? await req.payload
          .findByID({ collection: 'feed-runs', id: runId, depth: 0, req, disableErrors: true })
          .catch(() => null)
      : null
    if (!run) return refuse(404, `No feed run with id ${String(req.routeParams?.id)}`)
    const unmatched = (Array.isArray(run.unmatched) ? run.unmatched : []) as Unmatched[]
    const row = unmatched.find((entry) => entry.id === item)
    if (!row) return refuse(404, `The run lists no unmatched item “${item}”`, 'item')
    if (row.productId) return refuse(409, `Item “${item}” is matched already`, 'item')
    const feed = await req.payload
      .findByID({ collection: 'feeds', id: idOf(run.feed)!, depth: 0, req, disableErrors: true })
      .catch(() => null)
    if (!feed) return refuse(404, 'The run’s feed is gone')
    const store = idOf(feed.store)!

    let product
    try {
      if (reference !== undefined) {
        product = await findProduct(req, reference)
        if (!product) return refuse(404, `No product “${reference}”`, 'product')
      } else {
        const categoryId = category ?? row.categoryId
        if (!categoryId) {
          return refuse(400, 'Choose the category of the new product', 'category')
        }
        product = await req.payload.create({
          collection: 'products',
          data: {
            name: row.title,
            brand: row.brand,
            gtin: row.gtin,
            mpn: row.mpn,
            category: categoryId,
            _status: 'published',
          } as never,
          depth: 0,
          req,
          overrideAccess: false,
        })
      }
      // The item's offer: the store's own offer there becomes it, else it is added.
      const offer = {
        store,
        country: feed.country,
        price: row.price,
        currency: row.currency,
        shipping: row.shipping,
        url: row.link,
        availability: row.availability,
        condition: row.condition,
        checkedAt: new Date().toISOString(),
        feed: feed.id,
        itemId: row.id,
      }
      const offers = (product.offers ?? []) as { store: unknown; country: string; id?: string }[]
      const own = offers.findIndex(
        (existing) => idOf(existing.store) === store && existing.country === feed.country,
      )
      await req.payload.update({
        collection: 'products',
        id: product.id,
        data: {
          offers:
            own === -1
              ? [...offers, offer]
              : offers.map((existing, index) =>
                  index === own ? { ...existing, ...offer } : existing,
                ),
          ...(reference !== undefined && !product.gtin && row.gtin ? { gtin: row.gtin } : {}),
        } as never,
        depth: 0,
        req,
        overrideAccess: false,
      })
    } catch (error) {
      if (error instanceof ValidationError) {
        const [first] = error.data.errors
        return refuse(400, first ? `${first.path}: ${first.message}` : error.message, first?.path)
      }
      throw error
    }
    await req.payload.update({
      collection: 'feed-runs',
      id: run.id,
      data: {
        unmatched: unmatched.map((entry) =>
          entry.id === item
            ? { ...entry, productId: product.id, productSlug: product.slug }
            : entry,
        ),
      },
      depth: 0,
      req,
      overrideAccess: true,
    })
    return Response.json({ product: { id: product.id, slug: product.slug } })
  },
}
