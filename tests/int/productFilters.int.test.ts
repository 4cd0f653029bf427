import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listBrands, listProducts, type ProductFilters } from '@/data/products'
import { recordPrices } from '@/prices/record'

import { testPayload, unique } from '../helpers/payload'

/**
 * The product lists' filters on crafted offers: the price range is the lowest price in the country
 * (the one the card shows), a brand or shop narrows within the same category, and a group's products
 * can be re-sorted as any list's.
 */

type Collection = 'stores' | 'products' | 'post-categories' | 'product-groups'

let payload: Payload
const created: { collection: Collection; id: number }[] = []
let categoryId: number
let shopA: number
let shopB: number
let groupId: number
const brand = unique('Filterbrand')
const otherBrand = unique('Otherbrand')
const ids = {} as Record<'cheap' | 'mid' | 'dear' | 'other' | 'swedish', number>

async function create(collection: Collection, data: Record<string, unknown>): Promise<number> {
  const doc = (await payload.create({ collection, data } as never)) as unknown as { id: number }
  created.push({ collection, id: doc.id })
  return doc.id
}

const offer = (store: number, price: number, country = 'DE') => ({
  store,
  country,
  price,
  currency: country === 'SE' ? 'SEK' : 'EUR',
  url: 'https://shop.example/offer',
})

beforeAll(async () => {
  payload = await testPayload()
  categoryId = await create('post-categories', {
    name: 'Filter test',
    seoSlug: unique('filter-test'),
  })
  const store = (name: string) =>
    create('stores', {
      name,
      slug: unique(name.toLowerCase().replace(/\s+/g, '-')),
      website: 'https://shop.example',
      _status: 'published',
    })
  shopA = await store('Filter Shop A')
  shopB = await store('Filter Shop B')
  const product = (name: string, brandName: string, offers: object[]) =>
    create('products', {
      _status: 'published',
      name,
      slug: unique(name.toLowerCase().replace(/\s+/g, '-')),
      brand: brandName,
      category: categoryId,
      offers,
    })
  // Lowest prices in DE: 40, 90 (its other offer is 120), 300; another brand at 95.
  ids.cheap = await product('Cheap kettle', brand, [offer(shopA, 40)])
  ids.mid = await product('Mid kettle', brand, [offer(shopA, 120), offer(shopB, 90)])
  ids.dear = await product('Dear kettle', brand, [offer(shopB, 300)])
  ids.other = await product('Other kettle', otherBrand, [offer(shopA, 95)])
  // Offered in Sweden only: no price in DE, so no DE price range holds it.
  ids.swedish = await product('Swedish kettle', brand, [offer(shopA, 500, 'SE')])
  // The job an edit queues, run now: the lists read the lowest prices it records.
  await recordPrices(Object.values(ids))
  groupId = await create('product-groups', {
    name: 'Kettles',
    slug: unique('kettles'),
    products: [ids.dear, ids.cheap, ids.other, ids.mid],
  })
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id }).catch(() => {})
  }
})

const list = (filters: Partial<ProductFilters>) =>
  listProducts({
    lang: 'en',
    page: 1,
    limit: 24,
    country: 'DE',
    categoryIds: [categoryId],
    ...filters,
  })
const idsOf = async (filters: Partial<ProductFilters>) =>
  (await list(filters)).docs.map((d) => d.id)

describe('product list filters', () => {
  it('a price range holds the products whose lowest price in the country is within it', async () => {
    expect(await idsOf({ minPrice: 50, maxPrice: 100, sort: 'price_asc' })).toEqual([
      ids.mid,
      ids.other,
    ])
    // 120 is the mid kettle's dearer offer: its price is 90, below the range.
    expect(await idsOf({ minPrice: 100, maxPrice: 200 })).toEqual([])
    expect(await idsOf({ minPrice: 100, sort: 'price_asc' })).toEqual([ids.dear])
    expect(await idsOf({ maxPrice: 40 })).toEqual([ids.cheap])
    // In Sweden, only the Swedish kettle has a price.
    expect(await idsOf({ country: 'SE', minPrice: 0 })).toEqual([ids.swedish])
  })

  it('a shelf holds the same first products as the list, without counting the rest', async () => {
    const counted = await list({ limit: 2 })
    expect(counted.totalDocs).toBe(4)
    const shelf = await list({ limit: 2, shelf: true })
    expect(shelf.docs).toEqual(counted.docs)
    expect([shelf.totalDocs, shelf.hasNextPage]).toEqual([2, false])
    const deals = await list({ deals: true, sort: 'discount' })
    expect((await list({ deals: true, sort: 'discount', shelf: true })).docs).toEqual(deals.docs)
  })

  it('brands and shops narrow the list, and the count follows', async () => {
    const page = await list({ brands: [brand], sort: 'price_desc' })
    expect(page.docs.map((d) => d.id)).toEqual([ids.dear, ids.mid, ids.cheap])
    expect(page.totalDocs).toBe(3)
    expect(await idsOf({ brands: [brand, otherBrand], minPrice: 90, sort: 'price_asc' })).toEqual([
      ids.mid,
      ids.other,
      ids.dear,
    ])
    expect(await idsOf({ brands: [brand], storeId: shopB, sort: 'price_asc' })).toEqual([
      ids.mid,
      ids.dear,
    ])
    expect((await list({ brands: ['No such brand'] })).totalDocs).toBe(0)
    const brands = await listBrands()
    expect(brands).toContain(brand)
    expect(brands).toEqual([...brands].sort())
  })

  it("a group keeps its own order by default and takes any list's order when asked", async () => {
    const inGroup = { categoryIds: null, groupId }
    expect(await idsOf(inGroup)).toEqual([ids.dear, ids.cheap, ids.other, ids.mid])
    expect(await idsOf({ ...inGroup, sort: 'price_asc' })).toEqual([
      ids.cheap,
      ids.mid,
      ids.other,
      ids.dear,
    ])
    const narrowed = await list({ ...inGroup, brands: [brand], maxPrice: 100, sort: 'price_asc' })
    expect(narrowed.docs.map((d) => d.id)).toEqual([ids.cheap, ids.mid])
    expect(narrowed.totalDocs).toBe(2)
  })
})
