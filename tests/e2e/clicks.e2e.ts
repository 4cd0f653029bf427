import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { logIn } from '../helpers/admin'

/**
 * Click-outs as a shopper makes them: from a home shelf to a product, its cheapest offer for Sweden,
 * "Go to shop" opens the shop's page through the counted redirect, and the click shows in the store's
 * admin view — in English, German and Polish.
 */

const catalogue = (code: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../src/i18n/messages/${code}.json`), 'utf8'),
  )
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

// Playwright's own user agent names a headless browser, which is not counted (src/clicks/bots.ts): a
// shopper's browser says it is Chrome.
const SHOPPER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

async function storeClicks(admin: Page, storeId: number): Promise<number> {
  await admin.goto(`/admin/collections/stores/${storeId}`)
  const last7 = admin.locator('.store-clicks__last7')
  await expect(last7).toBeVisible()
  return Number((await last7.innerText()).replace(/\D/g, ''))
}

for (const locale of ['en', 'de', 'pl']) {
  test(`a shopper's "Go to shop" lands on the offer's shop and is counted (${locale})`, async ({
    browser,
  }) => {
    const t = catalogue(locale)
    const shopper = await browser.newContext({ userAgent: SHOPPER_AGENT })
    const page = await shopper.newPage()
    await page.goto(`${prefix(locale)}/?country=SE`)
    const shelfCard = page.locator('.shelf .product-card').first()
    await shelfCard.locator('.card__link').click()
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix(locale)}/products/[^/?]+$`))

    const totals = await page
      .locator('.offer')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-total'))))
    expect(totals.length).toBeGreaterThan(0)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))

    // Where the page says the cheapest offer leads (its structured data), and whose it is.
    const product = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).find((text) =>
        text.includes('"Product"'),
      )!,
    ) as { offers: { url: string; seller: { url: string } }[] }
    const cheapest = product.offers[0]!
    const storeSlug = new URL(cheapest.seller.url).pathname.split('/').at(-1)!
    const store = (await (await page.request.get(`/api/data/store/${storeSlug}`)).json()) as {
      id: number
    }

    const admin = await (await browser.newContext()).newPage()
    await logIn(admin)
    const before = await storeClicks(admin, store.id)

    const goToShop = page
      .locator('.offer')
      .first()
      .getByRole('link', { name: t['product.goToShop'] })
    await expect(goToShop).toHaveAttribute('rel', 'sponsored nofollow noopener')
    await expect(goToShop).toHaveAttribute(
      'href',
      new RegExp(`^${prefix(locale)}/out/offer/[A-Za-z0-9_-]+\\?country=SE$`),
    )
    // The shop is on the internet, which this machine cannot reach: what counts is that the browser,
    // sent through the click-out, asks the shop for the offer's page.
    const toShop = shopper.waitForEvent(
      'request',
      (request) => !['localhost', '127.0.0.1'].includes(new URL(request.url()).hostname),
    )
    await goToShop.click()
    const shopRequest = await toShop
    expect(shopRequest.url()).toBe(new URL(cheapest.url).href)
    expect(shopRequest.redirectedFrom()?.url()).toMatch(
      new RegExp(`${prefix(locale)}/out/offer/[A-Za-z0-9_-]+\\?country=SE$`),
    )

    // Clicks are written within a second or two of the redirect.
    await expect.poll(() => storeClicks(admin, store.id), { timeout: 15_000 }).toBe(before + 1)
    await shopper.close()
    await admin.context().close()
  })
}

test("a store card's button goes through the click-out; a crawler's visit is redirected but not counted", async ({
  browser,
  request,
}) => {
  const shopper = await browser.newContext({ userAgent: SHOPPER_AGENT })
  const page = await shopper.newPage()
  await page.goto('/de/stores?country=AT')
  const visit = page.locator('.store-card').first().getByRole('link', { name: 'Zum Shop' })
  const href = (await visit.getAttribute('href'))!
  expect(href).toMatch(/^\/de\/out\/store\/\d+\?country=AT$/)
  const storeId = Number(/store\/(\d+)/.exec(href)![1])
  await shopper.close()

  const admin = await (await browser.newContext()).newPage()
  await logIn(admin)
  const before = await storeClicks(admin, storeId)
  const crawled = await request.get(href, {
    maxRedirects: 0,
    headers: {
      'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
  })
  expect(crawled.status()).toBe(302)
  expect(crawled.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(crawled.headers()['location']).toMatch(/^https?:\/\//)
  // Nothing is written for it, whatever time passes.
  await new Promise((resolve) => setTimeout(resolve, 2_500))
  expect(await storeClicks(admin, storeId)).toBe(before)

  // robots.txt keeps crawlers off the click-outs in every language.
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /out/')
  expect(robots).toContain('Disallow: /de/out/')
  await admin.context().close()
})

test('an unknown click-out answers the 404 page; the clicks report shows and exports the clicks', async ({
  page,
  request,
}) => {
  // A click of today, whatever ran before.
  const { docs } = (await (await request.get('/api/data/stores?limit=1')).json()) as {
    docs: { id: number; name: string }[]
  }
  const click = await request.get(`/out/store/${docs[0]!.id}?country=FI`, {
    maxRedirects: 0,
    headers: { 'User-Agent': SHOPPER_AGENT },
  })
  expect(click.status()).toBe(302)
  const missing = await request.get('/de/out/store/999999999?country=DE', { maxRedirects: 0 })
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Seite nicht gefunden: /de/out/store/999999999')

  await logIn(page)
  await page.goto('/admin/clicks?days=7')
  await expect(page.getByRole('heading', { name: 'Clicks to the shops' })).toBeVisible()
  const rows = page.locator('.clicks-report__table tbody tr')
  await expect(rows.first()).toBeVisible()
  // The editor narrows it to one shop by part of its name.
  const name = docs[0]!.name
  await page.getByLabel('Store (name or id)').fill(name.slice(0, 6).toLowerCase())
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/store=/)
  await expect(rows.first()).toBeVisible()
  for (const cell of await rows.locator('td:nth-child(2)').allInnerTexts()) {
    expect(cell.toLowerCase()).toContain(name.slice(0, 6).toLowerCase())
  }
  await page.goto('/admin/clicks?days=5')
  await expect(page.locator('.clicks-report__error')).toContainText('days must be one of 7, 30, 90')
  const csv = await page.evaluate(async () => {
    const answer = await fetch('/api/clicks/report.csv?days=7')
    return {
      status: answer.status,
      type: answer.headers.get('content-type'),
      text: await answer.text(),
    }
  })
  expect(csv.status).toBe(200)
  expect(csv.type).toContain('text/csv')
  expect(csv.text.split('\r\n')[0]).toBe('day,store_id,store,country,clicks')
  expect(csv.text.split('\r\n').length).toBeGreaterThan(2)
  const anonymous = await request.get('/api/clicks/report.csv')
  expect(anonymous.status()).toBe(401)
})
