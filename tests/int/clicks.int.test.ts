import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clickOut } from '@/clicks/clickOut'
import { flushClicks, queuedClicks } from '@/clicks/recorder'
import { clicksCsv, clicksReport, reportFilters, storeClicks } from '@/data/clicksReport'
import { db } from '@/lib/db'

import { testPayload, unique } from '../helpers/payload'

/**
 * Click-outs: a store's or an offer's link redirects to a safe shop URL only, each click a person
 * makes is recorded once with its country, language and page, and the reports count them.
 */

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const browser = (extra: Record<string, string> = {}) => ({
  'user-agent': BROWSER,
  host: 'shop-guide.test',
  ...extra,
})

let payload: Payload
const created: { collection: 'stores' | 'products'; id: number }[] = []
const stores = {} as Record<'shop' | 'draft' | 'unsafe' | 'unsafeAffiliate', number>
let offerId: string
let unsafeOfferId: string

async function create(
  collection: 'stores' | 'products',
  data: Record<string, unknown>,
  draft = false,
) {
  const doc = (await payload.create({ collection, data, draft } as never)) as unknown as {
    id: number
    offers?: { id: string }[]
  }
  created.push({ collection, id: doc.id })
  return doc
}

const clicksOf = async (storeId: number) =>
  (
    await db()<
      { count: number }[]
    >`select count(*)::int as count from clicks where store_id = ${storeId}`
  )[0]!.count

beforeAll(async () => {
  payload = await testPayload()
  const store = async (name: string, extra: Record<string, unknown> = {}, draft = false) =>
    (
      await create(
        'stores',
        {
          name,
          slug: unique(name.toLowerCase().replace(/\s+/g, '-')),
          website: 'https://www.shop.example/',
          affiliateUrl: 'https://partner.example/click?shop=1',
          _status: draft ? 'draft' : 'published',
          ...extra,
        },
        draft,
      )
    ).id
  stores.shop = await store('Click Shop')
  stores.draft = await store('Draft Click Shop', {}, true)
  stores.unsafe = await store('Unsafe Shop')
  stores.unsafeAffiliate = await store('Half Safe Shop')
  // What an editor cannot save (src/fields/url.ts) may still be in the table: an old import, SQL.
  await db()`update stores set affiliate_url = 'javascript:alert(1)', website = 'data:text/html,x'
    where id = ${stores.unsafe}`
  await db()`update stores set affiliate_url = 'https://user:secret@partner.example/'
    where id = ${stores.unsafeAffiliate}`
  const product = await create('products', {
    _status: 'published',
    name: 'Click kettle',
    slug: unique('click-kettle'),
    offers: [
      {
        store: stores.shop,
        country: 'SE',
        price: 10,
        currency: 'SEK',
        url: 'https://www.shop.example/kettle',
      },
      {
        store: stores.shop,
        country: 'DE',
        price: 1,
        currency: 'EUR',
        url: 'https://www.shop.example/de/kettle',
      },
    ],
  })
  offerId = product.offers![0]!.id
  unsafeOfferId = product.offers![1]!.id
  await db()`update products_offers set url = 'javascript:alert(2)' where id = ${unsafeOfferId}`
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id }).catch(() => {})
  }
  await db()`delete from clicks where store_id = any(${Object.values(stores)}::int[])`
})

describe('the click-out redirect', () => {
  it("sends a store's link to its affiliate URL and an offer's to the offer's URL", async () => {
    expect(await clickOut('GET', `/out/store/${stores.shop}?country=SE`, browser())).toMatchObject({
      status: 302,
      location: 'https://partner.example/click?shop=1',
      headers: { 'X-Robots-Tag': 'noindex, nofollow' },
    })
    expect(await clickOut('GET', `/pl/out/offer/${offerId}?country=PL`, browser())).toMatchObject({
      location: 'https://www.shop.example/kettle',
    })
  })

  it('never redirects to an unsafe URL: it falls back to a safe one of the store, or has none', async () => {
    // The offer's javascript: URL gives way to its store's affiliate URL.
    expect((await clickOut('GET', `/out/offer/${unsafeOfferId}`, browser()))?.location).toBe(
      'https://partner.example/click?shop=1',
    )
    // Credentials in the affiliate URL: the website instead.
    expect(
      (await clickOut('GET', `/out/store/${stores.unsafeAffiliate}`, browser()))?.location,
    ).toBe('https://www.shop.example/')
    // Nothing safe at all: no redirect (the site's 404 page answers).
    expect(await clickOut('GET', `/out/store/${stores.unsafe}`, browser())).toBeNull()
  })

  it('has no target for a draft store, an unknown id, a wrong language or kind', async () => {
    for (const url of [
      `/out/store/${stores.draft}`,
      '/out/store/999999999',
      '/out/offer/no-such-offer',
      `/en/out/store/${stores.shop}`,
      `/xx/out/store/${stores.shop}`,
      `/out/product/${stores.shop}`,
      '/out/store/%E0%A4%A',
      '/out/store/1e3',
    ]) {
      expect(await clickOut('GET', url, browser()), url).toBeNull()
    }
  })

  it('follows an edit of the store at once', async () => {
    await payload.update({
      collection: 'stores',
      id: stores.shop,
      data: { affiliateUrl: 'https://partner.example/click?shop=2' },
    })
    expect((await clickOut('GET', `/out/store/${stores.shop}`, browser()))?.location).toBe(
      'https://partner.example/click?shop=2',
    )
  })
})

describe('recording the clicks', () => {
  it("records a person's click with its store, offer, product, country, language and page", async () => {
    await flushClicks()
    await clickOut(
      'GET',
      `/de/out/offer/${offerId}?country=AT`,
      browser({ referer: 'http://shop-guide.test/de/products/click-kettle?sort=price' }),
    )
    await flushClicks()
    const [row] = await db()`
      select product_id, offer_id, country, locale, source_path from clicks
      where offer_id = ${offerId} order by id desc limit 1`
    expect(row).toMatchObject({
      offer_id: offerId,
      country: 'AT',
      locale: 'de',
      // The path only: what was typed into a search stays with the shopper.
      source_path: '/de/products/click-kettle',
    })
    expect(row!.product_id).toBe(created.find((doc) => doc.collection === 'products')!.id)
  })

  it("takes the country from the shopper's cookie when the link has none, and no page from elsewhere", async () => {
    const before = await clicksOf(stores.shop)
    await clickOut(
      'GET',
      `/out/store/${stores.shop}`,
      browser({ cookie: 'a=1; selectedCountry=NO', referer: 'https://elsewhere.example/page' }),
    )
    await flushClicks()
    expect(await clicksOf(stores.shop)).toBe(before + 1)
    const [row] = await db()`
      select country, locale, source_path from clicks where store_id = ${stores.shop}
      order by id desc limit 1`
    expect(row).toEqual({ country: 'NO', locale: 'en', source_path: null })
  })

  it('counts no bot, no HEAD and no prefetch, but still redirects them', async () => {
    const before = await clicksOf(stores.shop)
    const url = `/out/store/${stores.shop}`
    for (const headers of [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'curl/8.5.0' },
      {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      },
      {},
      browser({ 'sec-purpose': 'prefetch' }),
    ]) {
      expect((await clickOut('GET', url, headers))?.status).toBe(302)
    }
    expect((await clickOut('HEAD', url, browser()))?.status).toBe(302)
    await flushClicks()
    expect(await clicksOf(stores.shop)).toBe(before)
  })

  it('loses no click when thousands arrive at once while batches are being written', async () => {
    await flushClicks()
    const before = await clicksOf(stores.shop)
    const total = 12_000
    const answers: unknown[] = []
    for (let i = 0; i < total; i += 1) {
      answers.push(clickOut('GET', `/sv/out/store/${stores.shop}?country=SE`, browser()))
      // Writes start while clicks keep arriving.
      if (i % 2_500 === 0) answers.push(flushClicks())
    }
    await Promise.all(answers)
    await flushClicks()
    expect(queuedClicks()).toBe(0)
    expect(await clicksOf(stores.shop)).toBe(before + total)
  })
})

describe('the clicks reports', () => {
  it("counts a store's last 7 and 30 days, and the report by day, store and country agrees", async () => {
    const mine = await clicksOf(stores.shop)
    const summary = await storeClicks(stores.shop)
    expect(summary.last7).toBe(mine)
    expect(summary.last30).toBe(mine)
    expect(summary.days).toHaveLength(30)
    expect(summary.days.at(-1)!.clicks).toBe(mine)

    const report = await clicksReport(reportFilters.parse({ store: stores.shop, days: 7 }))
    expect(report.totalClicks).toBe(mine)
    const sweden = report.rows.find((row) => row.country === 'SE')!
    expect(sweden).toMatchObject({ storeId: stores.shop, storeName: 'Click Shop' })
    expect(sweden.clicks).toBeGreaterThanOrEqual(12_000)
    const onlySweden = await clicksReport(
      reportFilters.parse({ store: stores.shop, country: 'se' }),
    )
    expect(onlySweden.totalClicks).toBe(sweden.clicks)
    // Editors pick a store by part of its name, in any case; % and _ are letters there.
    const byName = await clicksReport(reportFilters.parse({ store: ' click SH ', days: 7 }))
    expect(byName.rows.filter((row) => row.storeId === stores.shop)).toEqual(report.rows)
    expect(byName.rows.every((row) => /click sh/i.test(row.storeName ?? ''))).toBe(true)
    const literal = await clicksReport(reportFilters.parse({ store: 'Click%', days: 7 }))
    expect(literal.rows.some((row) => row.storeId === stores.shop)).toBe(false)

    const csv = (await clicksCsv(reportFilters.parse({ store: stores.shop }))).trim().split('\r\n')
    expect(csv[0]).toBe('day,store_id,store,country,clicks')
    expect(csv).toContain(`${sweden.day},${stores.shop},Click Shop,SE,${sweden.clicks}`)
  })
})
