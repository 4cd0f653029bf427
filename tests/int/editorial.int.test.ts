import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getProduct, listProducts } from '@/data/products'
import { searchKind } from '@/data/search/search'
import { sitemapSources } from '@/data/sitemap'

import { createCategory, testPayload, unique } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const createStore = (slug: string, status: 'draft' | 'published' = 'published') =>
  payload.create({
    collection: 'stores',
    draft: status === 'draft',
    data: { name: 'Moving shop', slug, website: 'https://moving.example', _status: status },
  })

describe('changing a slug keeps the old URL working', () => {
  it('creates a redirect from the old store path to the store', async () => {
    const oldSlug = unique('old-shop')
    const newSlug = unique('new-shop')
    const store = await createStore(oldSlug)
    await payload.update({
      collection: 'stores',
      id: store.id,
      data: { slug: newSlug, _status: 'published' },
    })

    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: `/stores/${oldSlug}` } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].to?.type).toBe('reference')
    const target = docs[0].to?.reference
    expect(target?.relationTo).toBe('stores')
    expect(typeof target?.value === 'object' ? target.value.id : target?.value).toBe(store.id)
  })

  it('redirects an old guide path, and a path that comes back into use loses its redirect', async () => {
    const category = await createCategory(payload, 'Redirect guides')
    const first = unique('guide-a')
    const second = unique('guide-b')
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Moving guide', slug: first, category: category.id, _status: 'published' },
    })
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { slug: second, _status: 'published' },
    })
    const from = `/shopping-guides/${category.seoSlug}/${first}`
    expect(
      (await payload.find({ collection: 'redirects', where: { from: { equals: from } } }))
        .totalDocs,
    ).toBe(1)

    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { slug: first, _status: 'published' },
    })
    expect(
      (await payload.find({ collection: 'redirects', where: { from: { equals: from } } }))
        .totalDocs,
    ).toBe(0)
    const back = `/shopping-guides/${category.seoSlug}/${second}`
    expect(
      (await payload.find({ collection: 'redirects', where: { from: { equals: back } } }))
        .totalDocs,
    ).toBe(1)
  })

  it('does not create redirects for documents that were never published', async () => {
    const oldSlug = unique('draft-shop')
    const store = await createStore(oldSlug, 'draft')
    await payload.update({
      collection: 'stores',
      id: store.id,
      draft: true,
      data: { slug: unique('draft-shop-2') },
    })
    const { totalDocs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: `/stores/${oldSlug}` } },
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses an unsafe custom redirect target', async () => {
    await expect(
      payload.create({
        collection: 'redirects',
        data: { from: `/${unique('x')}`, to: { type: 'custom', url: 'javascript:alert(1)' } },
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('scheduled publishing', () => {
  it('publishes a guide at its scheduled time with no extra command (jobs run inside the server)', async () => {
    const category = await createCategory(payload, 'Scheduled')
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: { title: 'Coming soon', slug: unique('soon'), category: category.id, _status: 'draft' },
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
      waitUntil: new Date(Date.now() + 2_000),
    })
    const isPublic = async () =>
      (
        await payload.find({
          collection: 'posts',
          where: { id: { equals: post.id } },
          overrideAccess: false,
        })
      ).totalDocs
    expect(await isPublic()).toBe(0)
    // The test run's JOBS_CRON fires every second; nothing here runs the queue by hand.
    await expect.poll(isPublic, { timeout: 20_000, interval: 500 }).toBe(1)
  })
})

describe('product history', () => {
  it('keeps each saved state of a product, and an earlier one can be restored', async () => {
    const category = await createCategory(payload, 'Versioned products')
    const product = await payload.create({
      collection: 'products',
      data: {
        _status: 'published',
        name: 'First name',
        slug: unique('versioned'),
        brand: 'Acme',
        category: category.id,
      },
    })
    await payload.update({ collection: 'products', id: product.id, data: { name: 'Second name' } })

    const { docs: history } = await payload.findVersions({
      collection: 'products',
      where: { parent: { equals: product.id } },
      sort: 'createdAt',
    })
    expect(history.map((version) => version.version.name)).toEqual(['First name', 'Second name'])

    await payload.restoreVersion({ collection: 'products', id: String(history[0]!.id) })
    const restored = await payload.findByID({ collection: 'products', id: product.id })
    expect(restored.name).toBe('First name')
  })
})

describe('product drafts', () => {
  const anonymousName = async (id: number) =>
    (
      await payload.find({
        collection: 'products',
        where: { id: { equals: id } },
        overrideAccess: false,
        depth: 0,
      })
    ).docs[0]?.name
  const listed = async (categoryId: number) =>
    (await listProducts({ lang: 'en', categoryIds: [categoryId], page: 1, limit: 24 })).docs.map(
      (doc) => doc.name,
    )
  const found = async (word: string) =>
    (await searchKind('product', { q: word, lang: 'en', country: 'DE' }, 1, 10)).hits.map(
      (hit) => hit.name,
    )
  const inSitemap = async (slug: string) => {
    const source = (await sitemapSources()).find((candidate) => candidate.name === 'products')!
    for await (const batch of source.entries(0, source.count))
      if (batch.some((entry) => entry.path === `/products/${slug}`)) return true
    return false
  }

  it('keeps a draft of a published product from shoppers until it is published', async () => {
    const category = await createCategory(payload, 'Drafted products')
    const word = unique('zirvolt').replace(/[^a-z]/g, '')
    const slug = unique('drafted-kettle')
    const product = await payload.create({
      collection: 'products',
      data: { _status: 'published', name: `${word} kettle`, slug, category: category.id },
    })
    await payload.update({
      collection: 'products',
      id: product.id,
      draft: true,
      data: { name: `${word} teapot`, _status: 'draft' },
    })

    // Shoppers and integrators still see what was published; the editor sees the draft.
    expect((await getProduct(slug, 'en', 'DE'))?.name).toBe(`${word} kettle`)
    expect(await anonymousName(product.id)).toBe(`${word} kettle`)
    expect(await listed(category.id)).toEqual([`${word} kettle`])
    expect(await found(word)).toEqual([`${word} kettle`])
    const { docs } = await payload.find({
      collection: 'products',
      where: { id: { equals: product.id } },
      draft: true,
    })
    expect(docs.map((doc) => [doc.name, doc._status])).toEqual([[`${word} teapot`, 'draft']])

    await payload.update({ collection: 'products', id: product.id, data: { _status: 'published' } })
    expect((await getProduct(slug, 'en', 'DE'))?.name).toBe(`${word} teapot`)
    expect(await anonymousName(product.id)).toBe(`${word} teapot`)
    expect(await found(word)).toEqual([`${word} teapot`])
  })

  it('shows a new draft product nowhere, and an unpublished one no more', async () => {
    const category = await createCategory(payload, 'Unreleased products')
    const word = unique('quintrel').replace(/[^a-z]/g, '')
    const slug = unique('unreleased')
    const product = await payload.create({
      collection: 'products',
      draft: true,
      data: { name: `${word} blender`, slug, category: category.id },
    })
    expect(product._status).toBe('draft')
    expect(await getProduct(slug, 'en', 'DE')).toBeNull()
    expect(await anonymousName(product.id)).toBeUndefined()
    expect(await listed(category.id)).toEqual([])
    expect(await found(word)).toEqual([])
    expect(await inSitemap(slug)).toBe(false)
    // The admin lists it, from its version.
    const { totalDocs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: slug } },
      draft: true,
    })
    expect(totalDocs).toBe(1)

    await payload.update({ collection: 'products', id: product.id, data: { _status: 'published' } })
    expect((await getProduct(slug, 'en', 'DE'))?.name).toBe(`${word} blender`)
    expect(await found(word)).toEqual([`${word} blender`])
    expect(await inSitemap(slug)).toBe(true)

    await payload.update({ collection: 'products', id: product.id, data: { _status: 'draft' } })
    expect(await getProduct(slug, 'en', 'DE')).toBeNull()
    expect(await found(word)).toEqual([])
    expect(await listed(category.id)).toEqual([])
  })
})
