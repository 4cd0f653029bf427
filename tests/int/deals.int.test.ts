import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getProduct, listProducts } from '@/data/products'
import { db } from '@/lib/db'
import { recordPrices } from '@/prices/record'

import { testPayload, unique } from '../helpers/payload'

/**
 * The deal rule on crafted histories: a product is a deal when its price now is below the lowest daily
 * price of the 30 days before today, and its discount is measured against that price. A price raised
 * and then "reduced" is no deal; neither is a product new today.
 */

// A country no other suite offers anything in, so its deals are only these.
const COUNTRY = 'NR'

let payload: Payload
let storeId: number
const products: Record<string, { id: number; slug: string }> = {}

/** `points`: [days before today, price]; the price now comes from the offer (`now`). */
async function craft(name: string, now: number, points: [number, number][]) {
  const product = (await payload.create({
    collection: 'products',
    data: {
      _status: 'published',
      name,
      slug: unique(name.toLowerCase().replace(/\s+/g, '-')),
      offers: [
        {
          store: storeId,
          country: COUNTRY,
          price: now,
          currency: 'USD',
          url: 'https://shop.example/p',
        },
      ],
    },
    context: { disablePriceRecording: true },
  } as never)) as unknown as { id: number; slug: string }
  products[name] = product
  const days = points.map(([ago]) => ago)
  const prices = points.map(([, price]) => price)
  await db()`
    insert into price_history (product_id, country, currency, days, prices, price, reference)
    select ${product.id}, ${COUNTRY}, 'USD',
      array(select current_date - d from unnest(${days}::int[]) d), ${prices}::numeric[], ${now},
      price_reference(array(select current_date - d from unnest(${days}::int[]) d), ${prices}::numeric[], current_date)`
  return product
}

beforeAll(async () => {
  payload = await testPayload()
  const store = (await payload.create({
    collection: 'stores',
    data: {
      name: 'Deal Shop',
      slug: unique('deal-shop'),
      website: 'https://shop.example',
      _status: 'published',
    },
  } as never)) as unknown as { id: number }
  storeId = store.id
  await craft('Real deal', 100, [
    [60, 120],
    [20, 110],
    [0, 100],
  ])
  await craft('Raised then reduced', 100, [
    [40, 95],
    [20, 130],
    [0, 100],
  ])
  await craft('New today', 80, [[0, 80]])
  await craft('Same as last week', 100, [
    [70, 140],
    [7, 100],
  ])
  await craft('Cut a month ago', 100, [[31, 100]])
})

afterAll(async () => {
  for (const { id } of Object.values(products)) {
    await payload.delete({ collection: 'products', id }).catch(() => {})
  }
  await payload.delete({ collection: 'stores', id: storeId }).catch(() => {})
})

describe('the deal rule', () => {
  it('calls a price below the 30-day low a deal, measured against that low', async () => {
    const product = await getProduct(products['Real deal']!.slug, 'en', COUNTRY)
    // 100 against the 30-day low of 110: 9.09 %, never rounded up.
    expect(product?.deal).toEqual({ discount: 9, reference: 110, currency: 'USD' })
    expect(product?.history?.reference).toBe(110)
    // The chart's days: 60 days back to today, today at the price now.
    expect(product?.history?.days).toHaveLength(61)
    expect(product?.history?.days[0]!.price).toBe(120)
    expect(product?.history?.days.at(-1)!.price).toBe(100)
  })

  it('is no deal when the price was raised and then "reduced", is new, or equals the low', async () => {
    for (const name of [
      'Raised then reduced',
      'New today',
      'Same as last week',
      'Cut a month ago',
    ]) {
      const product = await getProduct(products[name]!.slug, 'en', COUNTRY)
      expect(product?.deal, name).toBeNull()
    }
    // A month ago it cost 95: that is the reference, not the 130 it was "reduced" from.
    expect(
      (await getProduct(products['Raised then reduced']!.slug, 'en', COUNTRY))?.history?.reference,
    ).toBe(95)
    expect(
      (await getProduct(products['New today']!.slug, 'en', COUNTRY))?.history?.reference,
    ).toBeNull()
  })

  it("lists the country's deals only, and sorts the deals first by discount", async () => {
    const deals = await listProducts({
      lang: 'en',
      page: 1,
      limit: 24,
      country: COUNTRY,
      deals: true,
    })
    expect(deals.docs.map((doc) => doc.slug)).toEqual([products['Real deal']!.slug])
    expect(deals.totalDocs).toBe(1)
    expect(deals.docs[0]!.deal).toEqual({ discount: 9, reference: 110, currency: 'USD' })

    const byDiscount = await listProducts({
      lang: 'en',
      page: 1,
      limit: 24,
      country: COUNTRY,
      sort: 'discount',
    })
    expect(byDiscount.docs[0]!.slug).toBe(products['Real deal']!.slug)
    expect(byDiscount.totalDocs).toBe(5)
    expect(byDiscount.docs.slice(1).every((doc) => doc.deal === null)).toBe(true)
    // Page 2 of one product per page continues after the deals.
    const second = await listProducts({
      lang: 'en',
      page: 2,
      limit: 1,
      country: COUNTRY,
      sort: 'discount',
    })
    expect(second.docs).toHaveLength(1)
    expect(second.docs[0]!.deal).toBeNull()
  })
})

describe('how long a reduction is a deal', () => {
  it('from the day it began, against the 30 days before it, for 30 days', async () => {
    const sql = db()
    const reference = async (asOf: string) => {
      // 120 for months, reduced to 100 on 2026-03-01.
      const [{ value }] = await sql<{ value: string | null }[]>`
        select deal_reference(array['2025-12-01', '2026-03-01']::date[], array[120, 100]::numeric[],
          100, ${asOf}::date)::text as value`
      return value === null ? null : Number(value)
    }
    expect(await reference('2026-03-01')).toBe(120)
    // The next days too: the reduced price itself is not its own reference.
    expect(await reference('2026-03-02')).toBe(120)
    expect(await reference('2026-03-31')).toBe(120)
    // A month on, the price is simply the price.
    expect(await reference('2026-04-01')).toBeNull()
  })
})

describe('recording prices', () => {
  const row = async (id: number) =>
    (
      await db()<
        { days: string[]; prices: string[]; price: string | null; reference: string | null }[]
      >`
        select to_json(days) as days, prices::text[] as prices, price, reference
        from price_history where product_id = ${id} and country = ${COUNTRY}`
    )[0]

  it("keeps the day's lowest price and the price now apart, and adds a point when a day starts", async () => {
    const product = (await payload.create({
      collection: 'products',
      data: {
        _status: 'published',
        name: 'Recorded kettle',
        slug: unique('recorded-kettle'),
        offers: [
          {
            store: storeId,
            country: COUNTRY,
            price: 100,
            currency: 'USD',
            url: 'https://shop.example/k',
          },
        ],
      },
      context: { disablePriceRecording: true },
    } as never)) as unknown as { id: number; slug: string }
    products['Recorded kettle'] = product
    const today = new Date().toISOString().slice(0, 10)
    await recordPrices([product.id])
    expect(await row(product.id)).toMatchObject({
      days: [today],
      prices: ['100.00'],
      price: '100.00',
    })

    // Cheaper, then dearer again the same day: the day's lowest stays 90, the price now is 95.
    await db()`update products_offers set price = 90 where _parent_id = ${product.id}`
    await recordPrices([product.id])
    await db()`update products_offers set price = 95 where _parent_id = ${product.id}`
    await recordPrices([product.id])
    expect(await row(product.id)).toMatchObject({ prices: ['90.00'], price: '95.00' })

    // A day later (the history moved back a day): the new day starts at 95.
    await db()`update price_history set days = array(select d - 1 from unnest(days) d)
      where product_id = ${product.id}`
    await recordPrices([product.id])
    const moved = await row(product.id)
    expect(moved?.prices).toEqual(['90.00', '95.00'])
    expect(moved?.days.at(-1)).toBe(today)
    expect(moved?.reference).toBe('90.00')

    // Nobody offers it any more: no price now, the history stays.
    await db()`delete from products_offers where _parent_id = ${product.id}`
    await recordPrices([product.id])
    expect(await row(product.id)).toMatchObject({ price: null, prices: ['90.00', '95.00'] })
  })

  it('queues the recording with an edit, and the job records the new price once it runs', async () => {
    const product = products['Cut a month ago']!
    await payload.update({
      collection: 'products',
      id: product.id,
      data: {
        offers: [
          {
            store: storeId,
            country: COUNTRY,
            price: 80,
            currency: 'USD',
            url: 'https://shop.example/p',
          },
        ],
      },
    })
    const queued = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'recordPrices' }, completedAt: { exists: false } },
    })
    const job = queued.docs.find((doc) =>
      (doc.input as { products?: number[] }).products?.includes(product.id),
    )
    expect(job).toBeDefined()
    // This job, whatever else other suites queued.
    await payload.jobs.runByID({ id: job!.id })
    const deals = await listProducts({
      lang: 'en',
      page: 1,
      limit: 24,
      country: COUNTRY,
      deals: true,
    })
    // 80 against the month's 100: now a deal of 20 %.
    expect(deals.docs.find((doc) => doc.id === product.id)?.deal).toEqual({
      discount: 20,
      reference: 100,
      currency: 'USD',
    })
  })
})
