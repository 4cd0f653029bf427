import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

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
      data: { name: 'First name', slug: unique('versioned'), brand: 'Acme', category: category.id },
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
