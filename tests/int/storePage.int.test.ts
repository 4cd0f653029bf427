import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { listStoreProducts } from '@/data/products'
import { getStore, listRelatedStores, servesCountry } from '@/data/stores'

import { ensureHiddenCategory, testPayload, unique } from '../helpers/payload'

/**
 * A store's page lists the products it offers in the shopper's country with its own price there (not
 * the cheapest of all stores), a page at a time; it knows whether the store delivers to the country;
 * and it shows other public stores of its main category, never itself, a draft or a hidden store.
 */

type Collection = 'stores' | 'products' | 'post-categories'

let payload: Payload
const created: { collection: Collection; id: number }[] = []
let removeHidden = async () => {}
const stores = {} as Record<
  | 'shop'
  | 'cheaper'
  | 'everywhere'
  | 'germanyOnly'
  | 'swedenOnly'
  | 'draft'
  | 'hidden'
  | 'elsewhere',
  { id: number; slug: string }
>
const products = {} as Record<'compared' | 'twice' | 'hidden', { id: number; slug: string }>
/** The shop's products offered in Germany, most popular first. */
const german: number[] = []
let categories: Record<'main' | 'second' | 'other', number>

async function create<T extends { id: number }>(
  collection: Collection,
  data: Record<string, unknown>,
  draft = false,
): Promise<T> {
  const doc = (await payload.create({ collection, data, draft } as never)) as unknown as T
  created.push({ collection, id: doc.id })
  return doc
}

const idsOf = (docs: { id: number }[]) => docs.map((doc) => doc.id)
const PAGE = 24
const listed = (country: string, page = 1) =>
  listStoreProducts({ lang: 'en', page, limit: PAGE, storeId: stores.shop.id, country })

beforeAll(async () => {
  payload = await testPayload()
  removeHidden = await ensureHiddenCategory(payload)
  const category = async (name: string) =>
    (await create<{ id: number }>('post-categories', { name, seoSlug: unique(name.toLowerCase()) }))
      .id
  categories = {
    main: await category('Bicycles'),
    second: await category('Helmets'),
    other: await category('Perfume'),
  }
  const store = (
    name: string,
    countries: string[],
    storeCategories: number[],
    popularity: number,
    draft = false,
  ) =>
    create<{ id: number; slug: string }>(
      'stores',
      {
        name,
        slug: unique(name.toLowerCase().replace(/\s+/g, '-')),
        website: 'https://shop.example',
        categories: storeCategories,
        countries,
        popularity,
        _status: draft ? 'draft' : 'published',
      },
      draft,
    )
  // Served Finland too until its last offer there was saved (below).
  stores.shop = await store(
    'Cycle Shop',
    ['DE', 'SE', 'FI'],
    [categories.main, categories.second],
    50,
  )
  stores.cheaper = await store('Discount Cycles', ['DE'], [categories.other], 10)
  // Related to the shop (its main category), by popularity: those serving the country first.
  stores.everywhere = await store('Bike World', [], [categories.main], 20)
  stores.germanyOnly = await store('Berlin Bikes', ['DE'], [categories.main], 90)
  stores.swedenOnly = await store('Malmo Bikes', ['SE'], [categories.main], 80)
  stores.draft = await store('Draft Bikes', [], [categories.main], 100, true)
  // Filed under the hidden category alone: not a public store.
  stores.hidden = await store('Internal Bikes', [], [EXCLUDED_CATEGORY_ID], 100)
  // Only in the shop's second category: not related by its main one.
  stores.elsewhere = await store('Helmet Hub', [], [categories.second], 100)

  const offer = (shop: { id: number }, country: string, price: number) => ({
    store: shop.id,
    country,
    price,
    currency: country === 'SE' ? 'SEK' : 'EUR',
    url: `https://shop.example/${shop.id}`,
  })
  const product = (
    name: string,
    offers: object[],
    popularity: number,
    category = categories.main,
  ) =>
    create<{ id: number; slug: string }>('products', {
      _status: 'published',
      name,
      slug: unique(name.toLowerCase().replace(/\s+/g, '-')),
      category,
      popularity,
      offers,
    })
  // Sold by the shop for 120 € and by another store for 100 €; in Sweden by the shop only.
  products.compared = await product(
    'Road bike',
    [
      offer(stores.shop, 'DE', 120),
      offer(stores.cheaper, 'DE', 100),
      offer(stores.shop, 'SE', 1300),
    ],
    1000,
  )
  // Two offers of the shop in Germany: its price is the lower one.
  products.twice = await product(
    'Gravel bike',
    [offer(stores.shop, 'DE', 80), offer(stores.shop, 'DE', 75)],
    999,
  )
  german.push(products.compared.id, products.twice.id)
  for (let index = 0; index < 28; index++) {
    const made = await product(`Bell ${index}`, [offer(stores.shop, 'DE', 10 + index)], 900 - index)
    german.push(made.id)
  }
  // Under the hidden category: never listed.
  products.hidden = await product(
    'Prototype frame',
    [offer(stores.shop, 'DE', 5)],
    5000,
    EXCLUDED_CATEGORY_ID,
  )
  // Offered by the shop, but in Finland only, where it no longer delivers.
  await product('Winter tyre', [offer(stores.shop, 'FI', 40)], 1)
  await payload.update({
    collection: 'stores',
    id: stores.shop.id,
    data: { countries: ['DE', 'SE'] },
  })
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id }).catch(() => {})
  }
  await removeHidden()
})

describe("a store's products", () => {
  it("carry the store's own price in the country, beside the country's lowest", async () => {
    const germany = await listed('DE')
    const compared = germany.docs.find((doc) => doc.id === products.compared.id)!
    expect(compared.storePrice).toEqual({ amount: 120, currency: 'EUR' })
    expect(compared.price).toEqual({ amount: 100, currency: 'EUR' })
    expect(compared.offerCount).toBe(2)
    // Its cheaper of two offers there.
    expect(germany.docs.find((doc) => doc.id === products.twice.id)!.storePrice).toEqual({
      amount: 75,
      currency: 'EUR',
    })

    const sweden = await listed('SE')
    expect(idsOf(sweden.docs)).toEqual([products.compared.id])
    expect(sweden.docs[0]!.storePrice).toEqual({ amount: 1300, currency: 'SEK' })
    expect(sweden.totalDocs).toBe(1)
  })

  it('are the ones it offers in the country, most popular first, a page at a time', async () => {
    const first = await listed('DE')
    expect(first.totalDocs).toBe(german.length)
    expect(idsOf(first.docs)).toEqual(german.slice(0, PAGE))
    expect([first.totalPages, first.hasNextPage]).toEqual([2, true])
    const second = await listed('DE', 2)
    expect(idsOf(second.docs)).toEqual(german.slice(PAGE))
    expect(second.hasNextPage).toBe(false)
    // Past the last page: nothing, which the page answers with its 404; the total stays right.
    const third = await listed('DE', 3)
    expect(third.docs).toEqual([])
    expect(third.totalDocs).toBe(german.length)
  })

  it('never include a product under the hidden category', async () => {
    const all = [...(await listed('DE')).docs, ...(await listed('DE', 2)).docs]
    expect(idsOf(all)).not.toContain(products.hidden.id)
  })

  it('are none in a country where it offers nothing', async () => {
    const austria = await listed('AT')
    expect(austria.docs).toEqual([])
    expect(austria.totalDocs).toBe(0)
  })
})

describe('whether a store delivers to the country', () => {
  it('names the countries it serves; one that names none serves all', async () => {
    const shop = (await getStore(stores.shop.slug, 'en'))!
    expect(servesCountry(shop, 'DE')).toBe(true)
    expect(servesCountry(shop, 'SE')).toBe(true)
    // Offered there, yet not delivered there: the page shows the notice instead of products.
    expect(servesCountry(shop, 'FI')).toBe(false)
    const everywhere = (await getStore(stores.everywhere.slug, 'en'))!
    expect(servesCountry(everywhere, 'FI')).toBe(true)
  })
})

describe('related stores', () => {
  const related = (country: string, categoryIds = [categories.main]) =>
    listRelatedStores({
      lang: 'en',
      storeId: stores.shop.id,
      categoryIds,
      country,
      limit: 8,
    })

  it('are public stores of its main category, without itself: those serving the country first', async () => {
    expect(idsOf(await related('DE'))).toEqual([
      stores.germanyOnly.id,
      stores.everywhere.id,
      stores.swedenOnly.id,
    ])
    expect(idsOf(await related('SE'))).toEqual([
      stores.swedenOnly.id,
      stores.everywhere.id,
      stores.germanyOnly.id,
    ])
  })

  it('never include a draft, a store filed under the hidden category alone, or one of other categories', async () => {
    // Even asked for the hidden category's stores too.
    const ids = idsOf(await related('FI', [categories.main, EXCLUDED_CATEGORY_ID]))
    expect(ids).toEqual([stores.everywhere.id, stores.germanyOnly.id, stores.swedenOnly.id])
    for (const excluded of [stores.shop, stores.draft, stores.hidden, stores.elsewhere]) {
      expect(ids).not.toContain(excluded.id)
    }
  })

  it('are none without a category', async () => {
    expect(
      await listRelatedStores({
        lang: 'en',
        storeId: stores.shop.id,
        categoryIds: [],
        country: 'DE',
        limit: 8,
      }),
    ).toEqual([])
  })
})
