import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { getProduct } from '@/data/products'
import { sitemapSources } from '@/data/sitemap'

import { ensureHiddenCategory, testPayload, unique } from '../helpers/payload'

/**
 * A product's page lists the offers of its shopper's country, cheapest total (price + shipping)
 * first, from public stores that deliver there — never a draft store's offer, nor one of a store
 * that serves other countries only.
 */

let payload: Payload
const created: { collection: 'stores' | 'products' | 'post-categories'; id: number }[] = []
const stores = {} as Record<
  'everywhere' | 'sweden' | 'germanyOnly' | 'draft',
  { id: number; slug: string }
>
let removeHidden = async () => {}
let product: { id: number; slug: string }
let hiddenProduct: { id: number; slug: string }

async function create<T extends { id: number }>(
  collection: 'stores' | 'products' | 'post-categories',
  data: Record<string, unknown>,
  draft = false,
): Promise<T> {
  const doc = (await payload.create({ collection, data, draft } as never)) as unknown as T
  created.push({ collection, id: doc.id })
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  removeHidden = await ensureHiddenCategory(payload)
  const category = await create<{ id: number }>('post-categories', {
    name: 'Kettles',
    seoSlug: unique('kettles'),
  })
  const store = (name: string, countries: string[], draft = false) =>
    create<{ id: number; slug: string }>(
      'stores',
      {
        name,
        slug: unique(name.toLowerCase().replace(/\s+/g, '-')),
        website: 'https://shop.example',
        categories: [category.id],
        countries,
        _status: draft ? 'draft' : 'published',
      },
      draft,
    )
  stores.everywhere = await store('Everywhere Shop', [])
  stores.sweden = await store('Nordic Shop', ['SE', 'NO'])
  // Serves Sweden when its offer there is saved, and stops doing so below.
  stores.germanyOnly = await store('Berlin Shop', ['DE', 'SE'])
  stores.draft = await store('Draft Shop', [], true)
  const offer = (
    shop: { id: number },
    country: string,
    price: number,
    shipping: number,
    extra: Record<string, unknown> = {},
  ) => ({
    store: shop.id,
    country,
    price,
    shipping,
    currency: 'SEK',
    url: `https://shop.example/${shop.id}`,
    ...extra,
  })
  product = await create('products', {
    _status: 'published',
    name: 'Steel kettle',
    slug: unique('steel-kettle'),
    brand: 'Brewer',
    category: category.id,
    offers: [
      // Cheaper price, dearer total: listed second.
      offer(stores.sweden, 'SE', 1000, 120, { deliveryDays: 2, availability: 'limited' }),
      offer(stores.everywhere, 'SE', 1050, 0, { deliveryDays: 5 }),
      // Offered "in SE" by a store that delivers to Germany only by now: not an offer for Sweden.
      offer(stores.germanyOnly, 'SE', 10, 0),
      offer(stores.draft, 'SE', 1, 0),
      offer(stores.everywhere, 'DE', 99, 4.9),
    ],
  })
  await payload.update({
    collection: 'stores',
    id: stores.germanyOnly.id,
    data: { countries: ['DE'] },
  })
  hiddenProduct = await create('products', {
    _status: 'published',
    name: 'Prototype kettle',
    slug: unique('prototype'),
    category: EXCLUDED_CATEGORY_ID,
    offers: [offer(stores.everywhere, 'SE', 10, 0)],
  })
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id }).catch(() => {})
  }
  await removeHidden()
})

describe('the product page', () => {
  it("lists the country's offers cheapest total first, from public stores that deliver there", async () => {
    const page = await getProduct(product.slug, 'en', 'SE')
    expect(page).not.toBeNull()
    expect(page!.offers.map((offer) => offer.store.id)).toEqual([
      stores.everywhere.id,
      stores.sweden.id,
    ])
    expect(page!.offers.map((offer) => offer.total)).toEqual([1050, 1120])
    expect(page!.offers[1]).toMatchObject({
      price: 1000,
      shipping: 120,
      currency: 'SEK',
      deliveryDays: 2,
      availability: 'limited',
      url: `https://shop.example/${stores.sweden.id}`,
    })
    expect(page!.offers[0]!.store).toMatchObject({
      slug: stores.everywhere.slug,
      name: 'Everywhere Shop',
    })
    expect(page!.categories.at(-1)?.name).toBe('Kettles')
  })

  it("shows another country's offers only there", async () => {
    const germany = await getProduct(product.slug, 'en', 'DE')
    expect(germany!.offers).toHaveLength(1)
    expect(germany!.offers[0]).toMatchObject({ price: 99, shipping: 4.9, total: 103.9 })
    const finland = await getProduct(product.slug, 'en', 'FI')
    expect(finland!.offers).toEqual([])
  })

  it('has no page for an unknown slug or a product under the hidden category', async () => {
    expect(await getProduct(unique('no-such-product'), 'en', 'SE')).toBeNull()
    expect(await getProduct(hiddenProduct.slug, 'en', 'SE')).toBeNull()
  })

  it('is listed in the language sitemaps, the hidden product not', async () => {
    const products = (await sitemapSources()).find((source) => source.name === 'products')!
    const paths: string[] = []
    for await (const batch of products.entries(0, products.count)) {
      paths.push(...batch.map((entry) => entry.path))
    }
    expect(paths).toContain(`/products/${product.slug}`)
    expect(paths).not.toContain(`/products/${hiddenProduct.slug}`)
  })
})

describe('editing offers', () => {
  const offerIn = (shop: { id: number }, country: string) => ({
    store: shop.id,
    country,
    price: 10,
    currency: 'EUR',
    url: `https://shop.example/${shop.id}`,
  })

  it("refuses an offer in a country its store does not deliver to, on the offer's store", async () => {
    const error = await create('products', {
      _status: 'published',
      name: 'Mislaid kettle',
      slug: unique('mislaid'),
      offers: [offerIn(stores.sweden, 'SE'), offerIn(stores.germanyOnly, 'FR')],
    }).catch((caught: unknown) => caught)
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data
      ?.errors
    expect(errors).toHaveLength(1)
    expect(errors![0]).toMatchObject({ path: 'offers.1.store' })
    expect(errors![0]!.message).toMatch(/^Berlin Shop does not deliver to France\b/)
  })

  it('says so in the editor’s language, naming the country as the language does', async () => {
    /** The messages of a German editor's product with one offer in `country`. */
    const refusal = async (country: string) => {
      const error = await payload
        .create({
          collection: 'products',
          data: {
            _status: 'published',
            name: 'Verlegter Kessel',
            slug: unique('verlegt'),
            offers: [offerIn(stores.sweden, country)],
          },
          req: { i18n: { language: 'de' } } as never,
        } as never)
        .catch((caught: unknown) => caught)
      return (error as Error).message + JSON.stringify((error as { data?: unknown }).data)
    }
    expect(await refusal('DE')).toMatch(/Nordic Shop liefert nicht nach Deutschland/)
    expect(await refusal('CH')).toMatch(/Nordic Shop liefert nicht in die Schweiz/)
  })

  it('accepts offers of stores that serve the country or serve everywhere', async () => {
    const kettle = await create<{ id: number; offers: unknown[] }>('products', {
      _status: 'published',
      name: 'Travel kettle',
      slug: unique('travel'),
      offers: [offerIn(stores.sweden, 'NO'), offerIn(stores.everywhere, 'GB')],
    })
    expect(kettle.offers).toHaveLength(2)
  })
})
