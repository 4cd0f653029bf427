import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { collapse, redirectFor } from '@/redirects/table'

import { createCategory, testPayload, unique } from '../helpers/payload'

/**
 * What the site answers for the Redirects collection (src/redirects/table.ts, served before Next by
 * scripts/server.mjs): a 301 in every language with the query string, 308 for other methods, one hop
 * for a chain, nothing for a loop (refused at save with a message on the path), and the old path of a
 * published store, product or guide whose slug changed — also when autosaved drafts carried the new
 * slug first.
 */

let payload: Payload
const redirectIds: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of redirectIds)
    await payload.delete({ collection: 'redirects', id }).catch(() => {})
})

async function redirect(from: string, url: string) {
  const doc = await payload.create({
    collection: 'redirects',
    data: { from, to: { type: 'custom', url } },
  })
  redirectIds.push(doc.id)
  return doc
}

const answer = async (url: string, method = 'GET') => redirectFor(method, url)

describe('redirects served by the site', () => {
  it('answers a hand-made redirect in every language, keeping the query string', async () => {
    const from = `/${unique('old-page')}`
    await redirect(from, '/stores')
    expect(await answer(from)).toEqual({ status: 301, location: '/stores' })
    expect(await answer(`/de${from}?country=SE`)).toEqual({
      status: 301,
      location: '/de/stores?country=SE',
    })
    expect(await answer(`/pl${from}/`, 'HEAD')).toEqual({ status: 301, location: '/pl/stores' })
    expect(await answer(`/fr${from}`, 'POST')).toEqual({ status: 308, location: '/fr/stores' })
    // Other paths are no redirect: the site answers them (its 404 page for unknown ones).
    expect(await answer(`${from}-else`)).toBeNull()
    expect(await answer(`/xx${from}`)).toBeNull()
  })

  it('collapses a chain to one hop and refuses a loop with a message on the path', async () => {
    const [a, b, c] = [unique('/a'), unique('/b'), unique('/c')]
    await redirect(a, b)
    await redirect(b, c)
    await redirect(c, '/categories')
    expect(await answer(`/it${a}`)).toEqual({ status: 301, location: '/it/categories' })
    await expect(redirect('/categories', a)).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'from',
            message: expect.stringContaining(`/categories → ${a} → ${b} → ${c} → /categories`),
          }),
        ],
      },
    })
    expect(
      collapse([
        { from: '/x', to: '/y' },
        { from: '/y', to: '/x' },
        { from: '/z', to: '/y' },
      ]),
    ).toEqual(new Map())
  })

  it("sends a published store's old path to its new one, in every language", async () => {
    const [first, second] = [unique('first-shop'), unique('second-shop')]
    const store = await payload.create({
      collection: 'stores',
      data: {
        name: 'Renamed shop',
        slug: first,
        website: 'https://renamed.example',
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'stores',
      id: store.id,
      data: { slug: second, _status: 'published' },
    })
    expect(await answer(`/stores/${first}`)).toEqual({ status: 301, location: `/stores/${second}` })
    expect(await answer(`/sv/stores/${first}?page=2`)).toEqual({
      status: 301,
      location: `/sv/stores/${second}?page=2`,
    })
    await payload.delete({ collection: 'stores', id: store.id })
    // Its target gone, the old path leads nowhere: the site's 404 page answers.
    expect(await answer(`/stores/${first}`)).toBeNull()
  })

  it("sends a product's old path to its new one once the draft that changed it is published", async () => {
    const [first, second] = [unique('first-kettle'), unique('second-kettle')]
    const product = await payload.create({
      collection: 'products',
      data: { name: 'Renamed kettle', slug: first, _status: 'published' },
    })
    // The editor types the new slug: autosave keeps it as a draft, the old page still answers.
    await payload.update({
      collection: 'products',
      id: product.id,
      draft: true,
      autosave: true,
      data: { slug: second },
    })
    expect(await answer(`/products/${first}`)).toBeNull()
    await payload.update({ collection: 'products', id: product.id, data: { _status: 'published' } })
    expect(await answer(`/products/${first}`)).toEqual({
      status: 301,
      location: `/products/${second}`,
    })
    expect(await answer(`/fi/products/${first}?country=FI`)).toEqual({
      status: 301,
      location: `/fi/products/${second}?country=FI`,
    })
    // Unpublished, it has no page: the old path leads nowhere either.
    await payload.update({ collection: 'products', id: product.id, data: { _status: 'draft' } })
    expect(await answer(`/products/${first}`)).toBeNull()
    await payload.delete({ collection: 'products', id: product.id })
  })

  it('takes the path the site served, when autosaved drafts carried the new slug before publishing', async () => {
    const category = await createCategory(payload, 'Autosaved guides')
    const [first, second] = [unique('guide-one'), unique('guide-two')]
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Autosaved guide', slug: first, category: category.id, _status: 'published' },
    })
    // The editor types the new slug: autosave keeps it as a draft; then publishes.
    await payload.update({
      collection: 'posts',
      id: post.id,
      draft: true,
      autosave: true,
      data: { slug: second },
    })
    expect(await answer(`/shopping-guides/${category.seoSlug}/${first}`)).toBeNull()
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' } })
    expect(await answer(`/de/shopping-guides/${category.seoSlug}/${first}`)).toEqual({
      status: 301,
      location: `/de/shopping-guides/${category.seoSlug}/${second}`,
    })
  })
})

describe("a category's new slug", () => {
  it('redirects its page, its guide list and its guides to where they are now', async () => {
    const parent = await createCategory(payload, 'Moving parent')
    const sub = await payload.create({
      collection: 'post-categories',
      data: { name: 'Moving sub', seoSlug: unique('moving-sub'), parent: parent.id },
    })
    const guideSlug = unique('moving-guide')
    await payload.create({
      collection: 'posts',
      data: { title: 'Moving guide', slug: guideSlug, category: sub.id, _status: 'published' },
    })
    const renamed = unique('renamed-sub')
    await payload.update({ collection: 'post-categories', id: sub.id, data: { seoSlug: renamed } })
    expect(await answer(`/de/categories/${parent.seoSlug}/${sub.seoSlug}`)).toEqual({
      status: 301,
      location: `/de/categories/${parent.seoSlug}/${renamed}`,
    })
    expect(await answer(`/shopping-guides/${sub.seoSlug}?page=2`)).toEqual({
      status: 301,
      location: `/shopping-guides/${renamed}?page=2`,
    })
    expect(await answer(`/fi/shopping-guides/${sub.seoSlug}/${guideSlug}`)).toEqual({
      status: 301,
      location: `/fi/shopping-guides/${renamed}/${guideSlug}`,
    })
  })
})
