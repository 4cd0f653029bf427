import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatDiscount } from '@/components/site/Cards'
import { listProducts } from '@/data/products'
import type { ProductSummary } from '@/data/types'
import { productsEndpoint } from '@/endpoints/directory'
import { db } from '@/lib/db'

import { testPayload, unique } from '../helpers/payload'

/**
 * Deals sorted by discount, as the deals page and the /api list them, on reductions a hair apart
 * (10.9999 % and 11.0001 %): the discounts shown — the badge's whole percent, the /api's one decimal —
 * never go up down the list, and equal ones put the bigger saving first, then the name.
 */

let payload: Payload
let storeId: number
const created: number[] = []

/** A product offered at `now`, whose 30-day low was `reference` (20 days ago). */
async function craft(
  country: string,
  currency: string,
  name: string,
  reference: number,
  now: number,
) {
  const product = (await payload.create({
    collection: 'products',
    data: {
      _status: 'published',
      name,
      slug: unique(name.toLowerCase().replace(/\W+/g, '-')),
      offers: [{ store: storeId, country, price: now, currency, url: 'https://shop.example/p' }],
    },
    context: { disablePriceRecording: true },
  } as never)) as unknown as { id: number }
  created.push(product.id)
  await db()`
    insert into price_history (product_id, country, currency, days, prices, price, reference)
    values (${product.id}, ${country}, ${currency}, array[current_date - 20, current_date]::date[],
      array[${reference}, ${now}]::numeric[], ${now}, ${reference})`
}

// Made in an order the old tie-break (popularity, then id) kept: the near-ties in the wrong order.
const CRAFTED = {
  SE: {
    currency: 'SEK',
    products: [
      ['Near eleven below', 10000, 8900.01], // 10.9999 %: "−10 %", 10.9
      ['Near eleven above', 10000, 8899.99], // 11.0001 %: "−11 %", 11.0
      ['Eleven small', 100, 89], // 11 %, a saving of 11 kr
      ['Eleven large', 1000, 890], // 11 %, a saving of 110 kr
      ['Ten nine small', 100, 89.05], // 10.95 %: "−10 %", 10.9
    ],
  },
  PL: {
    currency: 'PLN',
    products: [
      ['Six flat', 1000, 940], // 6 %
      ['Near six below', 10000, 9400.01], // 5.9999 %: "−5 %"
      ['Near six above', 10000, 9399.99], // 6.0001 %: "−6 %"
      ['Six flat twin b', 1000, 940], // 6 %, the same saving: by name
      ['Six flat twin a', 1000, 940],
    ],
  },
} as const

beforeAll(async () => {
  payload = await testPayload()
  const store = (await payload.create({
    collection: 'stores',
    data: {
      name: 'Near-tie Shop',
      slug: unique('near-tie-shop'),
      website: 'https://shop.example',
      _status: 'published',
    },
  } as never)) as unknown as { id: number }
  storeId = store.id
  for (const [country, { currency, products }] of Object.entries(CRAFTED)) {
    for (const [name, reference, now] of products) {
      await craft(country, currency, name, reference, now)
    }
  }
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'products', id }).catch(() => {})
  await payload.delete({ collection: 'stores', id: storeId }).catch(() => {})
})

/** Every deal of the country sorted by discount, page after page, as `read` lists them. */
async function allPages(
  read: (page: number) => Promise<{ docs: ProductSummary[]; totalPages: number }>,
) {
  const docs: ProductSummary[] = []
  for (let page = 1; ; page += 1) {
    const answer = await read(page)
    docs.push(...answer.docs)
    if (page >= answer.totalPages) return docs
  }
}

const badge = (doc: ProductSummary) => Number.parseFloat(formatDiscount(doc.deal!.discount, 'en'))

function expectNonIncreasing(values: number[], what: string) {
  for (let index = 1; index < values.length; index += 1) {
    expect(values[index], `${what}: ${values.join(', ')}`).toBeLessThanOrEqual(values[index - 1]!)
  }
}

const names = (docs: ProductSummary[]) =>
  docs.filter((doc) => created.includes(doc.id)).map((doc) => doc.name)

describe.each(Object.keys(CRAFTED))('deals sorted by discount in %s', (country) => {
  it('the deals page lists the badges it shows from the biggest down, the bigger saving first', async () => {
    const docs = await allPages((page) =>
      listProducts({ lang: 'en', page, limit: 2, country, deals: true, sort: 'discount' }),
    )
    expectNonIncreasing(docs.map(badge), 'badges')
    expectNonIncreasing(
      docs.map((doc) => doc.deal!.discount),
      'discounts',
    )
    expect(names(docs)).toEqual(
      country === 'SE'
        ? [
            'Near eleven above',
            'Eleven large',
            'Eleven small',
            'Near eleven below',
            'Ten nine small',
          ]
        : ['Near six above', 'Six flat', 'Six flat twin a', 'Six flat twin b', 'Near six below'],
    )
  })

  it('the /api sort=discount lists the discounts it gives from the biggest down', async () => {
    const docs = await allPages(async (page) => {
      const response = await productsEndpoint.GET(
        new Request(
          `http://localhost/api/data/products?country=${country}&sort=discount&limit=3&page=${page}`,
        ),
        { params: Promise.resolve({}) },
      )
      expect(response.status).toBe(200)
      return (await response.json()) as { docs: ProductSummary[]; totalPages: number }
    })
    const deals = docs.filter((doc) => doc.deal !== null)
    // The deals first, then the rest.
    expect(docs.slice(0, deals.length)).toEqual(deals)
    expectNonIncreasing(
      deals.map((doc) => doc.deal!.discount),
      'discounts',
    )
    expectNonIncreasing(deals.map(badge), 'badges')
    expect(names(deals)).toHaveLength(5)
  })
})
