import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test, type Page } from '@playwright/test'

import { startOwnServer, type OwnServer } from '../helpers/ownServer'

/**
 * A retailer's feed end to end: an editor adds it in the admin (served on loopback, allowed by
 * FEED_ALLOW_HOSTS), runs it, reads its report, and the shopper sees the feed's price; the next
 * version without the item removes the offer; a 500 from the feed's server keeps what was there.
 */

let own: OwnServer
let feedServer: http.Server
const feedAnswer = { status: 200, body: '' }

interface Product {
  slug: string
  name: string
  gtin: string
}

test.beforeAll(async () => {
  feedServer = http.createServer((_req, res) => {
    res.writeHead(feedAnswer.status, { 'content-type': 'text/tab-separated-values' })
    res.end(feedAnswer.body)
  })
  feedServer.listen(0, '127.0.0.1')
  await once(feedServer, 'listening')
  own = await startOwnServer({
    env: { FEED_ALLOW_HOSTS: `127.0.0.1:${feedPort()}` },
    log: 'feeds-server.log',
  })
})

test.afterAll(async () => {
  await own?.stop()
  await new Promise((resolve) => feedServer?.close(resolve))
})

const feedPort = () => (feedServer.address() as AddressInfo).port

const HEADER = 'id\ttitle\tlink\timage_link\tavailability\tprice\tshipping\tgtin'
const item = (id: string, product: Product, price: string) =>
  [
    id,
    product.name,
    `https://shop.example/p/${id}`,
    `https://shop.example/i/${id}.jpg`,
    'in_stock',
    price,
    'DE:::0.00 EUR',
    product.gtin.slice(1),
  ].join('\t')

async function signIn(page: Page) {
  const response = await page.request.post(`${own.base}/api/users/login`, {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(response.status()).toBe(200)
}

/** The named store's offer on the product's page, in a language, for shoppers in Germany. */
const offerOf = (page: Page, store: string) =>
  page.locator('.offer').filter({ has: page.locator('.offer__store', { hasText: store }) })

test('an editor adds a feed, runs it and reads its report; shoppers see its price, until the item goes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const products = (
    (await (await request.get(`${own.base}/api/data/products?country=DE&limit=2`)).json()) as {
      docs: Product[]
    }
  ).docs
  const [kept, gone] = products as [Product, Product]
  // A store without a demo feed: their scheduled runs would put its own offers back meanwhile.
  await signIn(page)
  const withFeeds = new Set(
    (
      (await (
        await page.request.get(`${own.base}/api/feeds?limit=100&depth=0`, {
          headers: { Origin: own.base },
        })
      ).json()) as { docs: { store: number }[] }
    ).docs.map((feed) => feed.store),
  )
  expect(withFeeds.size).toBeGreaterThan(0)
  const store = (
    (await (await request.get(`${own.base}/api/data/stores?country=DE&limit=50`)).json()) as {
      docs: { id: number; name: string }[]
    }
  ).docs.find((candidate) => !withFeeds.has(candidate.id))!
  feedAnswer.body = [
    HEADER,
    item('KEEP-1', kept, '11.11 EUR'),
    item('GONE-1', gone, '12.34 EUR'),
    item('BAD-1', gone, '12,34 €'),
  ].join('\n')

  await page.goto(`${own.base}/admin/collections/feeds/create`)
  await page.locator('#field-store').click()
  await page.keyboard.type(store.name)
  await page.getByRole('option', { name: store.name, exact: true }).first().click()
  await page.locator('#field-country').click()
  await page.keyboard.type('Germany')
  await page
    .getByRole('option', { name: /Germany/ })
    .first()
    .click()
  await page.locator('#field-url').fill(`http://127.0.0.1:${feedPort()}/feed.tsv`)
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/feeds\/\d+/)
  const feedId = page.url().match(/feeds\/(\d+)/)![1]

  await page.getByRole('button', { name: 'Run now' }).click()
  const status = page.locator('.run-feed__status')
  await expect(status).toContainText('Run succeeded', { timeout: 60_000 })
  await expect(status).toContainText('3 items · 2 matched · 0 created · 2 updated')
  await expect(status).toContainText('1 rejected')
  await status.getByRole('link', { name: 'Open the report' }).click()
  const rejected = page.locator('.feed-report__table').first()
  await expect(rejected.locator('caption')).toHaveText('Rejected items: 1')
  await expect(rejected.locator('tbody tr')).toHaveText([/^4BAD-1price "12,34 €" is not a price/])

  for (const locale of ['de', 'sv']) {
    await page.goto(`${own.base}/${locale}/products/${gone.slug}?country=DE`)
    await expect(offerOf(page, store.name).locator('.offer__total')).toHaveText(/^12,34\s€$/)
  }

  // The next version of the feed no longer lists GONE-1.
  feedAnswer.body = [HEADER, item('KEEP-1', kept, '11.11 EUR')].join('\n')
  const run = async () => {
    // As the admin's own script calls it (Payload takes a session cookie from its own origin only).
    const headers = { Origin: own.base }
    const response = await page.request.post(`${own.base}/api/feeds/${feedId}/run`, { headers })
    expect(response.status()).toBe(202)
    const { run } = (await response.json()) as { run: { id: number } }
    let done: { status: string; reason?: string | null } = { status: 'queued' }
    await expect
      .poll(
        async () => {
          done = await (
            await page.request.get(`${own.base}/api/feed-runs/${run.id}`, { headers })
          ).json()
          return done.status
        },
        { timeout: 60_000 },
      )
      .toMatch(/^(succeeded|failed)$/)
    return done
  }
  expect(await run()).toMatchObject({ status: 'succeeded' })
  await page.goto(`${own.base}/de/products/${gone.slug}?country=DE`)
  await expect(offerOf(page, store.name)).toHaveCount(0)
  await page.goto(`${own.base}/de/products/${kept.slug}?country=DE`)
  await expect(offerOf(page, store.name).locator('.offer__total')).toHaveText(/^11,11\s€$/)

  // The feed's server fails: the run fails with the reason, and the offer stays.
  feedAnswer.status = 500
  expect(await run()).toMatchObject({
    status: 'failed',
    reason: "The feed's server answered 500 instead of the feed",
  })
  await page.goto(`${own.base}/de/products/${kept.slug}?country=DE`)
  await expect(offerOf(page, store.name).locator('.offer__total')).toHaveText(/^11,11\s€$/)
  await page.goto(`${own.base}/admin/collections/feeds/${feedId}`)
  await expect(page.locator('#field-lastReason')).toHaveValue(
    "The feed's server answered 500 instead of the feed",
  )
})

test("an editor matches a report's unmatched item to a product and creates another's; later runs match both", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  const headers = { Origin: own.base }
  const [existing] = (
    (await (
      await request.get(`${own.base}/api/data/products?country=DE&limit=1&page=3`)
    ).json()) as {
      docs: Product[]
    }
  ).docs as [Product]
  const withFeeds = new Set(
    (
      (await (
        await page.request.get(`${own.base}/api/feeds?limit=100&depth=0`, { headers })
      ).json()) as { docs: { store: number }[] }
    ).docs.map((feed) => feed.store),
  )
  const store = (
    (await (await request.get(`${own.base}/api/data/stores?country=DE&limit=50`)).json()) as {
      docs: { id: number; name: string }[]
    }
  ).docs.find((candidate) => !withFeeds.has(candidate.id))!
  const title = `Feed lamp ${Date.now().toString(36)}`
  // Items without identifiers: only an editor can tell which products they are.
  const bare = (id: string, name: string, price: string) =>
    [
      id,
      name,
      `https://shop.example/p/${id}`,
      'https://shop.example/i.jpg',
      'in_stock',
      price,
      'DE:::0.00 EUR',
      '',
    ].join('\t')
  feedAnswer.status = 200
  feedAnswer.body = [
    HEADER,
    bare('UNM-1', existing.name, '21.50 EUR'),
    bare('NEW-1', title, '8.80 EUR'),
  ].join('\n')
  const created = await page.request.post(`${own.base}/api/feeds`, {
    headers,
    data: { store: store.id, country: 'DE', url: `http://127.0.0.1:${feedPort()}/bare.tsv` },
  })
  expect(created.status()).toBe(201)
  const feedId = ((await created.json()) as { doc: { id: number } }).doc.id
  const runOnce = async () => {
    const response = await page.request.post(`${own.base}/api/feeds/${feedId}/run`, { headers })
    const { run } = (await response.json()) as { run: { id: number } }
    let done: { id: number; status: string; counts?: Record<string, number> } = run as never
    await expect
      .poll(
        async () =>
          (done = await (
            await page.request.get(`${own.base}/api/feed-runs/${run.id}`, { headers })
          ).json()).status,
        { timeout: 60_000 },
      )
      .toBe('succeeded')
    return done
  }
  const first = await runOnce()
  expect(first.counts).toMatchObject({ items: 2, matched: 0, created: 0 })

  await page.goto(`${own.base}/admin/collections/feed-runs/${first.id}`)
  const unmatched = page
    .locator('.feed-report__table')
    .filter({ hasText: 'Items that match no product: 2' })
  const row = (id: string) => unmatched.locator('tbody tr').filter({ hasText: id })
  await row('UNM-1').getByLabel('Product id or slug').fill(existing.slug)
  await row('UNM-1').getByRole('button', { name: 'Match' }).click()
  await expect(row('UNM-1')).toContainText(`Matched: ${existing.slug}`)
  // A wrong product is refused with the reason, and nothing changes.
  await row('NEW-1').getByLabel('Product id or slug').fill('no-such-product-at-all')
  await row('NEW-1').getByRole('button', { name: 'Match' }).click()
  await expect(row('NEW-1').getByRole('alert')).toHaveText('No product “no-such-product-at-all”')
  await row('NEW-1').getByLabel('Category of a new product').selectOption({ index: 1 })
  await row('NEW-1').getByRole('button', { name: 'Create product' }).click()
  await expect(row('NEW-1')).toContainText('Matched: ')
  const newSlug = (await row('NEW-1').locator('a').textContent())!.replace('Matched: ', '')

  for (const locale of ['de', 'sv']) {
    await page.goto(`${own.base}/${locale}/products/${existing.slug}?country=DE`)
    await expect(offerOf(page, store.name).locator('.offer__total')).toHaveText(/^21,50\s€$/)
  }
  const api = (await (
    await request.get(`${own.base}/api/data/product/${newSlug}?country=DE`)
  ).json()) as {
    name: string
    offers: { store: { id: number }; price: number; condition: string; checkedAt: string }[]
  }
  expect(api.name).toBe(title)
  expect(api.offers.find((offer) => offer.store.id === store.id)).toMatchObject({
    price: 8.8,
    condition: 'new',
    checkedAt: expect.any(String),
  })

  // The next run finds both by their item ids, with the feed's new prices.
  feedAnswer.body = [
    HEADER,
    bare('UNM-1', existing.name, '20.00 EUR'),
    bare('NEW-1', title, '8.80 EUR'),
  ].join('\n')
  const second = await runOnce()
  expect(second.counts).toMatchObject({
    items: 2,
    matched: 2,
    created: 0,
    updated: 1,
    unchanged: 1,
  })
  await page.goto(`${own.base}/de/products/${existing.slug}?country=DE`)
  await expect(offerOf(page, store.name).locator('.offer__total')).toHaveText(/^20,00\s€$/)
})
