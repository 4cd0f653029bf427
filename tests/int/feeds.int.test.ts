import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AFTER_COMMIT_MS } from '@/cache'
import { getProduct, listProducts } from '@/data/products'
import { queueRun } from '@/feeds/endpoint'
import { FEED_LOCK_CLASS, runFeed } from '@/feeds/run'
import { endInterruptedRuns } from '@/feeds/task'
import { gtinCheckDigit } from '@/lib/gtin'
import { db } from '@/lib/db'

import { createCategory, testPayload, unique } from '../helpers/payload'

/**
 * A feed run on real PostgreSQL: matching order, each rejection reason, the thresholds that fail a
 * run as a whole and keep the offers, an unchanged re-run that writes nothing, and the price history
 * and deal after a price falls.
 */

let payload: Payload
let category: { id: number }
let store: { id: number; slug: string }
let feed: { id: number; title?: string | null }
const products = {} as Record<'byGtin' | 'byMpn' | 'byItem' | 'decoy', { id: number; slug: string }>
const gtins = {} as Record<'byGtin' | 'unknown', string>

/** A fresh valid EAN-13 with a random item number. */
function ean(): string {
  const body = `40${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`
  return `${body}${gtinCheckDigit(body)}`
}

const header =
  'id\ttitle\tlink\timage_link\tavailability\tprice\tshipping\tgtin\tbrand\tmpn\tcondition'
const line = (fields: Partial<Record<string, string>>) =>
  [
    fields.id ?? 'X',
    fields.title ?? 'An item',
    fields.link ?? `https://shop.example/p/${fields.id ?? 'x'}`,
    fields.image_link ?? 'https://shop.example/i.jpg',
    fields.availability ?? 'in_stock',
    fields.price ?? '10.00 EUR',
    fields.shipping ?? 'DE:::3.90 EUR',
    fields.gtin ?? '',
    fields.brand ?? '',
    fields.mpn ?? '',
    fields.condition ?? 'new',
  ].join('\t')

let brand: string
/** The four good items of the first run, by the product they must match. */
const good = (prices: Partial<Record<'g' | 'm' | 'i', string>> = {}) => [
  // Its GTIN names one product, its brand and MPN another: the GTIN wins.
  line({ id: 'G1', gtin: gtins.byGtin, brand, mpn: 'DECOY-1', price: prices.g ?? '49.90 EUR' }),
  line({ id: 'M1', brand, mpn: 'MPN-1', price: prices.m ?? '19.90 EUR', condition: 'refurbished' }),
  // Matched by nothing but the store's earlier offer with this item id.
  line({ id: 'I1', price: prices.i ?? '5.00 EUR', availability: 'out_of_stock' }),
]

async function upload(text: string) {
  const data = Buffer.from(text)
  return payload.create({
    collection: 'feed-files',
    data: {},
    file: {
      data,
      mimetype: 'text/tab-separated-values',
      name: `${unique('feed')}.tsv`,
      size: data.length,
    },
    overrideAccess: true,
  })
}

/** Runs the feed on this text; answers the run's record. */
async function runWith(text: string) {
  const file = await upload(text)
  await payload.update({
    collection: 'feeds',
    id: feed.id,
    data: { file: file.id },
    overrideAccess: true,
  })
  const { run } = await queueRun(payload, feed)
  await runFeed(payload, run.id)
  return payload.findByID({ collection: 'feed-runs', id: run.id, depth: 0, overrideAccess: true })
}

const offersOf = (id: number) =>
  db()<
    {
      id: string
      price: string
      availability: string
      condition: string
      itemId: string
      xmin: string
    }[]
  >`
    select id, price, availability::text, condition::text, item_id as "itemId", xmin::text
    from products_offers where _parent_id = ${id} and store_id = ${store.id} and country = 'DE'
    order by id`

beforeAll(async () => {
  payload = await testPayload()
  category = await createCategory(payload)
  brand = unique('Brand')
  gtins.byGtin = ean()
  gtins.unknown = ean()
  store = (await payload.create({
    collection: 'stores',
    data: {
      name: 'Feed Shop',
      slug: unique('feed-shop'),
      website: 'https://shop.example',
      _status: 'published',
    },
  })) as unknown as { id: number; slug: string }
  const product = async (data: Record<string, unknown>) =>
    (await payload.create({
      collection: 'products',
      data: {
        name: unique('Product'),
        slug: unique('product'),
        category: category.id,
        _status: 'published',
        ...data,
      },
    } as never)) as unknown as { id: number; slug: string }
  products.byGtin = await product({ gtin: gtins.byGtin })
  products.decoy = await product({ brand, mpn: 'DECOY-1' })
  products.byMpn = await product({ brand, mpn: 'MPN-1' })
  products.byItem = await product({})
  // The store's earlier offer of item I1, as an earlier run left it.
  await db()`
    insert into products_offers (_order, _parent_id, id, store_id, country, price, currency, url, item_id)
    values (1, ${products.byItem.id}, ${unique('offer').replace(/\W/g, '').slice(0, 24)}, ${store.id},
      'DE', 6.00, 'EUR', 'https://shop.example/p/I1', 'I1')`
  feed = await payload.create({
    collection: 'feeds',
    // The thresholds are the feed's own: here 70 % of its items may be rejected.
    data: {
      store: store.id,
      country: 'DE',
      maxRejectedPercent: 70,
      file: (await upload(`${header}\n${line({ id: 'A' })}`)).id,
    } as never,
    overrideAccess: true,
  })
})

afterAll(async () => {
  await payload.delete({
    collection: 'feeds',
    where: { store: { equals: store.id } },
    overrideAccess: true,
  })
  for (const product of Object.values(products)) {
    await payload.delete({ collection: 'products', id: product.id })
  }
  await payload.delete({ collection: 'stores', id: store.id })
})

describe('a feed run', () => {
  it('matches by GTIN, then brand and MPN, then the earlier item id, and lists each rejection with its line', async () => {
    const run = await runWith(
      [
        header,
        ...good(),
        line({ id: 'U1', gtin: gtins.unknown, title: 'Nobody has me' }),
        line({ id: 'R1', price: '10.00 SEK' }),
        line({ id: 'R2', price: '0.00 EUR' }),
        line({
          id: 'R3',
          gtin: `${gtins.byGtin.slice(0, 12)}${(Number(gtins.byGtin[12]) + 1) % 10}`,
        }),
        line({ id: 'R4', link: 'javascript:alert(1)' }),
        line({ id: 'G1', price: '1.00 EUR' }),
        line({ id: 'R5', image_link: '' }),
      ].join('\n'),
    )
    expect(run).toMatchObject({ status: 'succeeded', reason: null })
    expect(run.counts).toMatchObject({ items: 10, matched: 3, created: 0, updated: 3, rejected: 6 })
    expect(run.rejected).toEqual([
      { line: 6, id: 'R1', reason: 'price is in SEK, but shoppers in DE pay in EUR' },
      { line: 7, id: 'R2', reason: 'price must be more than 0' },
      { line: 8, id: 'R3', reason: expect.stringMatching(/has a wrong check digit$/) },
      { line: 9, id: 'R4', reason: 'link is not a full http(s) address' },
      { line: 10, id: 'G1', reason: 'id "G1" is given twice (first at 2)' },
      { line: 11, id: 'R5', reason: 'missing image_link' },
    ])
    expect(run.unmatched).toEqual([
      {
        line: 5,
        id: 'U1',
        title: 'Nobody has me',
        gtin: `0${gtins.unknown}`,
        brand: null,
        mpn: null,
        // The offer as the item gives it, for an editor who matches it from the report.
        price: 10,
        currency: 'EUR',
        shipping: 3.9,
        link: 'https://shop.example/p/U1',
        availability: 'in_stock',
        condition: 'new',
        categoryId: null,
      },
    ])
    expect(await offersOf(products.byGtin.id)).toMatchObject([{ price: '49.9', itemId: 'G1' }])
    expect(await offersOf(products.decoy.id)).toEqual([])
    expect(await offersOf(products.byMpn.id)).toMatchObject([
      { price: '19.9', itemId: 'M1', condition: 'refurbished' },
    ])
    // Out of stock stays listed as out of stock.
    expect(await offersOf(products.byItem.id)).toMatchObject([
      { price: '5', itemId: 'I1', availability: 'out_of_stock' },
    ])
    const page = await getProduct(products.byMpn.slug, 'de', 'DE')
    expect(page?.offers).toMatchObject([{ price: 19.9, shipping: 3.9, store: { id: store.id } }])
    const saved = await payload.findByID({ collection: 'feeds', id: feed.id, overrideAccess: true })
    expect(saved).toMatchObject({ lastStatus: 'succeeded', lastValidItems: 4 })
  })

  it('writes nothing when the feed has not changed', async () => {
    const before = await Promise.all(Object.values(products).map((p) => offersOf(p.id)))
    const [versions] = await db()<{ count: number }[]>`select count(*)::int from _products_v`
    const run = await runWith(
      [header, ...good(), line({ id: 'U1', gtin: gtins.unknown })].join('\n'),
    )
    expect(run.counts).toMatchObject({ items: 4, matched: 3, updated: 0, unchanged: 3, removed: 0 })
    // The same rows, not one of them rewritten (a rewritten row has a new xmin).
    expect(await Promise.all(Object.values(products).map((p) => offersOf(p.id)))).toEqual(before)
    expect(await db()`select count(*)::int from _products_v`).toEqual([versions])
  })

  it('keeps the previous offers when a run fails as a whole', async () => {
    const before = await Promise.all(Object.values(products).map((p) => offersOf(p.id)))
    // Truncated: 1 valid item where the last good run had 4.
    const truncated = await runWith([header, good()[0]].join('\n'))
    expect(truncated.status).toBe('failed')
    expect(truncated.reason).toMatch(/^1 valid items, fewer than 50 % of the last run's 4/)
    // Mostly rejected.
    const rejected = await runWith(
      [header, ...good(), ...'abcdefgh'.split('').map((id) => line({ id, price: 'free' }))].join(
        '\n',
      ),
    )
    expect(rejected.status).toBe('failed')
    expect(rejected.reason).toMatch(/^8 of 11 items were rejected \(72\.7 %, more than 70 %\)/)
    // Not a feed.
    const html = await runWith('<html><body>Maintenance</body></html>')
    expect(html).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/not an RSS 2\.0 or Atom/),
    })
    expect(await Promise.all(Object.values(products).map((p) => offersOf(p.id)))).toEqual(before)
    const saved = await payload.findByID({ collection: 'feeds', id: feed.id, overrideAccess: true })
    expect(saved).toMatchObject({ lastStatus: 'failed', lastValidItems: 4 })
  })

  it('updates a lowered price into the history and the deal, and removes a gone item', async () => {
    // What the site keeps of the pages the run does and does not change.
    const list = (categoryIds: number[]) =>
      listProducts({ lang: 'en', page: 1, limit: 10, country: 'DE', categoryIds })
    const other = await createCategory(payload)
    // Every change is announced again once it has surely committed, dropping its tags a second
    // time: the new category's (every answer's) must have been before the answers are kept.
    await new Promise((resolve) => setTimeout(resolve, AFTER_COMMIT_MS + 500))
    const kept = {
      untouched: await getProduct(products.decoy.slug, 'en', 'DE'),
      elsewhere: await getProduct(products.byGtin.slug, 'en', 'FR'),
      otherCategory: await list([other.id]),
    }
    const changed = {
      page: await getProduct(products.byGtin.slug, 'en', 'DE'),
      list: await list([category.id]),
    }
    await db()`
      update price_history set days = array[current_date - 20], prices = array[49.90]::numeric[],
        price = 49.90, reference = null
      where product_id = ${products.byGtin.id} and country = 'DE'`
    const run = await runWith(
      [header, ...good({ g: '39.90 EUR' }).slice(0, 2), line({ id: 'U1' })].join('\n'),
    )
    expect(run.status).toBe('succeeded')
    expect(run.counts).toMatchObject({ updated: 1, unchanged: 1, removed: 1 })
    expect(await offersOf(products.byItem.id)).toEqual([])
    const page = await getProduct(products.byGtin.slug, 'en', 'DE')
    expect(page?.price).toEqual({ amount: 39.9, currency: 'EUR' })
    expect(page?.deal).toEqual({ discount: 20, reference: 49.9, currency: 'EUR' })
    expect(page?.history?.days.at(-1)).toMatchObject({ price: 39.9 })
    // Exactly the changed product's answers and the lists showing it are dropped, no others.
    expect(page).not.toBe(changed.page)
    expect(await list([category.id])).not.toBe(changed.list)
    expect(await getProduct(products.decoy.slug, 'en', 'DE')).toBe(kept.untouched)
    expect(await getProduct(products.byGtin.slug, 'en', 'FR')).toBe(kept.elsewhere)
    expect(await list([other.id])).toBe(kept.otherCategory)
  })

  it('ends a run its stopped server left running, so the schedule goes on, but not one going on', async () => {
    const stale = async () =>
      (await payload.create({
        collection: 'feed-runs',
        data: {
          feed: feed.id,
          status: 'running',
          title: 'stale',
          startedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        },
        overrideAccess: true,
      })) as { id: number }
    const statusOf = async (id: number) =>
      (await payload.findByID({ collection: 'feed-runs', id, overrideAccess: true })).status
    // Another process holds the feed's run lock: its run is going on.
    const holder = await db().reserve()
    try {
      await holder`select pg_advisory_lock(${FEED_LOCK_CLASS}, ${feed.id})`
      const going = await stale()
      await endInterruptedRuns(payload, feed.id)
      expect(await statusOf(going.id)).toBe('running')
      await holder`select pg_advisory_unlock(${FEED_LOCK_CLASS}, ${feed.id})`
      await endInterruptedRuns(payload, feed.id)
      const ended = await payload.findByID({
        collection: 'feed-runs',
        id: going.id,
        overrideAccess: true,
      })
      expect(ended).toMatchObject({
        status: 'failed',
        reason: 'The run was interrupted (its server stopped): the previous offers stay',
      })
    } finally {
      holder.release()
    }
  })
})
