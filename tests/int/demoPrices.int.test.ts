import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import postgres, { type Sql } from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mostVisitedCountries } from '@/geo/countries'
import { currencyOf, eurRates, type Currency } from '@/lib/currencies'
import { priceRanges } from '@/seed/content/priceRanges'

import { createTestDatabase, seedDemo, type TestDatabase } from '../helpers/testDatabase'

/**
 * The demo content as `npm start` loads it, on a database of its own (the run's shared one holds
 * the other suites' fixtures): plausible prices in every country's currency, UK read as GB, and the
 * home page's shelves full in each of the 20 most-visited countries. The site's read path (src/data,
 * the /api handlers) is loaded once this database is in the environment, so it reads the seed.
 */

let database: TestDatabase
let sql: Sql
let payload: Payload
let data: {
  home: typeof import('@/data/home')
  products: typeof import('@/data/products')
  directory: typeof import('@/endpoints/directory')
}

interface OfferRow {
  product: number
  slug: string
  category: string
  store: number
  country: string
  currency: Currency
  price: string
}
let offers: OfferRow[]

const inEur = (offer: OfferRow) => Number(offer.price) / eurRates[offer.currency]

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database)
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: database.secret,
    DATA_DIR: database.dataDir,
  })
  // The read path's Payload (home.ts) without the job crons, so that it can be stopped before its database.
  const { getPayload } = await import('payload')
  payload = await getPayload({ config: (await import('@payload-config')).default })
  data = {
    home: await import('@/data/home'),
    products: await import('@/data/products'),
    directory: await import('@/endpoints/directory'),
  }
  sql = postgres(database.url, { max: 2, onnotice: () => {} })
  offers = await sql<OfferRow[]>`
    select p.id as product, p.slug, c.seo_slug as category, o.store_id as store,
      o.country::text as country, o.currency::text as currency, o.price
    from products_offers o join products p on p.id = o._parent_id
    join post_categories c on c.id = p.category_id`
}, 400_000)

afterAll(async () => {
  await sql?.end()
  // Payload's destroy() leaves its pg pool open with a client checked out, so the
  // pool cannot be ended: its connections end with the database, which the pool may then report.
  await payload?.destroy()
  ;(payload?.db as unknown as PostgresAdapter | undefined)?.pool?.on('error', () => {})
  await database?.destroy()
})

const byProduct = () => {
  const grouped = new Map<number, OfferRow[]>()
  for (const offer of offers)
    grouped.set(offer.product, [...(grouped.get(offer.product) ?? []), offer])
  return grouped
}

describe('the demo prices', () => {
  it("price every offer in its country's currency", () => {
    expect(offers.length).toBeGreaterThan(2000)
    for (const offer of offers) expect(offer.currency).toBe(currencyOf(offer.country))
  })

  it('price a laptop like a laptop and a novel like a novel, in every currency', () => {
    const check = (category: string, atLeast: number) => {
      const [min, max] = priceRanges[category]
      const found = offers.filter((offer) => offer.category === category)
      expect(found.length, category).toBeGreaterThanOrEqual(atLeast)
      for (const offer of found) {
        // The range, give or take the stores' few percent and the price point.
        expect(inEur(offer), `${offer.slug} in ${offer.country}`).toBeGreaterThan(min * 0.93)
        expect(inEur(offer), `${offer.slug} in ${offer.country}`).toBeLessThan(max * 1.07)
      }
    }
    check('laptops', 20)
    check('books', 20)
    // A laptop costs hundreds in any money: never the 6.72 USD it once did.
    const laptopsInUsd = offers.filter((o) => o.category === 'laptops' && o.currency === 'USD')
    for (const offer of laptopsInUsd) expect(Number(offer.price)).toBeGreaterThan(350)
  })

  it("keep every store's price of a product within a few percent of the others'", () => {
    let compared = 0
    for (const productOffers of byProduct().values()) {
      if (productOffers.length < 2) continue
      const prices = productOffers.map(inEur)
      // ±3 % per store and up to 3 % for the price point: no two offers 13 % apart.
      expect(Math.max(...prices) / Math.min(...prices)).toBeLessThan(1.13)
      compared += 1
    }
    expect(compared).toBeGreaterThan(500)
  })

  it('price a product in Sweden, converted back at the reference rate, as in Germany', () => {
    const ratios: number[] = []
    for (const productOffers of byProduct().values()) {
      const cheapest = (country: string) =>
        Math.min(...productOffers.filter((o) => o.country === country).map(inEur))
      const [se, de] = [cheapest('SE'), cheapest('DE')]
      if (!Number.isFinite(se) || !Number.isFinite(de)) continue
      const ratio = se / de
      expect(ratio).toBeGreaterThan(0.88)
      expect(ratio).toBeLessThan(1.13)
      ratios.push(ratio)
    }
    expect(ratios.length).toBeGreaterThan(30)
    // Neither country is dearer than the other on the whole.
    const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!
    expect(Math.abs(median - 1)).toBeLessThan(0.02)
  })
})

describe('UK, another name for GB', () => {
  it('stores nothing under UK: the offers, stores and locations say GB', async () => {
    const [{ uk, gb }] = await sql<{ uk: number; gb: number }[]>`
      select (select count(*) from products_offers where country::text = 'UK')::int
        + (select count(*) from stores_countries where value::text = 'UK')::int as uk,
        (select count(*) from products_offers where country = 'GB')::int as gb`
    expect(uk).toBe(0)
    expect(gb).toBeGreaterThan(50)
  })

  it('gives /api/data/products?country=UK the same products and GBP prices as country=GB', async () => {
    const get = async (country: string) => {
      const response = await data.directory.productsEndpoint.GET(
        new Request(
          `http://localhost/api/data/products?country=${country}&sort=price_asc&limit=24`,
        ),
        { params: Promise.resolve({}) },
      )
      expect(response.status).toBe(200)
      return (await response.json()) as {
        totalDocs: number
        docs: { id: number; price: { currency: string } | null }[]
      }
    }
    const [uk, gb] = [await get('UK'), await get('gb')]
    expect(uk.totalDocs).toBeGreaterThan(0)
    expect(uk).toEqual(gb)
    expect(uk.docs[0]!.price!.currency).toBe('GBP')
  })

  it('stores a UK written through Payload (admin, REST, Local API) as GB', async () => {
    const store = await payload.create({
      collection: 'stores',
      data: {
        name: 'Thames Supplies',
        website: 'https://thames.example',
        countries: ['UK', 'GB', 'IE'],
        locations: [{ address: '1 High Street', city: 'London', country: 'UK' }],
        _status: 'published',
      } as never,
    })
    try {
      expect(store.countries).toEqual(['GB', 'IE'])
      expect(store.locations?.[0]?.country).toBe('GB')
      const [{ value }] = await sql<{ value: string }[]>`
        select value::text from stores_countries where parent_id = ${store.id} order by "order" limit 1`
      expect(value).toBe('GB')
    } finally {
      await payload.delete({ collection: 'stores', id: store.id })
    }
  })

  it("shows a UK shopper GB's offers on a product page", async () => {
    const { normalizeCountryCode } = await import('@/geo/countries')
    const slug = offers.find((offer) => offer.country === 'GB')!.slug
    const uk = await data.products.getProduct(slug, 'en', normalizeCountryCode('UK')!)
    const gb = await data.products.getProduct(slug, 'en', 'GB')
    expect(uk!.offers.length).toBeGreaterThan(0)
    expect(uk!.offers).toEqual(gb!.offers)
  })
})

describe('the home page shelves', () => {
  it('show at least 8 products in each of the 20 most-visited countries', async () => {
    for (const country of mostVisitedCountries) {
      const home = await data.home.getHomePageData('en', country)
      for (const shelf of [home.recommended, home.top]) {
        expect(shelf, country).not.toBeNull()
        expect(shelf!.products.length, `${shelf!.slug} in ${country}`).toBeGreaterThanOrEqual(8)
        for (const product of shelf!.products) {
          expect(product.price?.currency, `${product.slug} in ${country}`).toBe(currencyOf(country))
        }
      }
      // The two shelves are not the same products twice.
      const top = new Set(home.top!.products.map((product) => product.id))
      expect(home.recommended!.products.filter((product) => top.has(product.id))).toEqual([])
    }
  })
})
