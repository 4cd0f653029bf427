import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import { IntlMessageFormat } from 'intl-messageformat'

import { countryPhrases } from '../../src/geo/countryPhrases'

/**
 * Deals as a shopper meets them: the home page's Top deals shelf leads to /deals; a deal's badge, its
 * 30-day reference and the price chart's words agree with what the /api says of the stored history;
 * the filters work by URL and through the plain form without JavaScript — in English, German, Polish.
 */

const catalogue = (code: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../src/i18n/messages/${code}.json`), 'utf8'),
  )
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)
const isoOf: Record<string, string> = { en: 'en-US', de: 'de-DE', pl: 'pl-PL' }

interface ApiProduct {
  slug: string
  name: string
  price: { amount: number; currency: string } | null
  deal: { discount: number; reference: number; currency: string } | null
}

for (const locale of ['en', 'de', 'pl']) {
  test(`a deal's badge, 30-day low and price chart agree with the history (${locale})`, async ({
    page,
    request,
  }) => {
    const t = catalogue(locale)
    const money = (amount: number, currency: string) =>
      new Intl.NumberFormat(isoOf[locale], { style: 'currency', currency }).format(amount)
    const { docs } = (await (
      await request.get(
        `/api/data/products?country=SE&deals=1&sort=discount&limit=24&lang=${locale}`,
      )
    ).json()) as { docs: ApiProduct[] }
    expect(docs.length).toBeGreaterThanOrEqual(8)
    // Biggest discount first, each below its 30-day low.
    const discounts = docs.map((doc) => doc.deal!.discount)
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a))
    for (const doc of docs) expect(doc.price!.amount).toBeLessThan(doc.deal!.reference)

    // The home page's shelf, then "View all".
    await page.goto(`${prefix(locale)}/?country=SE`)
    const shelf = page.locator('section:has(#top-deals)')
    await expect(page.getByRole('heading', { name: t['home.topDeals'], exact: true })).toBeVisible()
    await expect(shelf.locator('.product-card .deal-badge')).toHaveCount(8)
    await shelf.locator('.shelf__all').click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/deals$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new IntlMessageFormat(t['deals.title']!, isoOf[locale]).format(
        countryPhrases('SE', locale as 'en' | 'de' | 'pl'),
      ) as string,
    )
    const first = docs[0]!
    const card = page.locator('.product-card').first()
    await expect(card.locator('.card__title')).toHaveText(first.name)
    const percent = `${Math.floor(first.deal!.discount)}`
    await expect(card.locator('.deal-badge')).toContainText(percent)
    await expect(card.locator('.card__reference')).toContainText(
      money(first.deal!.reference, first.deal!.currency),
    )

    // Its page: the deal, and the chart's words, name the same 30-day low.
    await card.locator('.card__link').click()
    await expect(page).toHaveURL(new RegExp(`/products/${first.slug}$`))
    await expect(page.locator('.deal')).toContainText(
      money(first.deal!.reference, first.deal!.currency),
    )
    await expect(page.locator('.deal .deal-badge')).toContainText(percent)
    const caption = page.locator('#price-history-summary')
    await expect(caption).toContainText(money(first.deal!.reference, first.deal!.currency))
    await expect(caption).toContainText(money(first.price!.amount, first.price!.currency))
    await expect(page.locator('svg.price-chart')).toHaveAttribute(
      'aria-labelledby',
      'price-history-summary',
    )
    // The table of changes ends with today's price.
    await page.locator('.price-history__table summary').click()
    await expect(page.locator('.price-history__table tbody tr').last()).toContainText(
      money(first.price!.amount, first.price!.currency),
    )
  })
}

test('the deals filters work by URL and through the form without JavaScript', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/de/deals?country=DE')
  const total = Number(
    /\d+/.exec((await page.locator('.list-count').innerText()).replace(/\./g, ''))![0],
  )
  expect(total).toBeGreaterThan(0)
  // A top category from the form, sorted by price: the URL carries both and the list obeys.
  const option = page.locator('select[name="category"] option').nth(1)
  const slug = (await option.getAttribute('value'))!
  await page.locator('select[name="category"]').selectOption(slug)
  await page.locator('select[name="sort"]').selectOption('price_asc')
  await page.locator('form.filters button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`/de/deals\\?category=${slug}&sort=price_asc$`))
  const { docs } = (await (
    await request.get(
      `/api/data/products?country=DE&deals=1&sort=price_asc&category=${slug}&lang=de&limit=24`,
    )
  ).json()) as { docs: ApiProduct[] }
  const names = await page.locator('.product-card .card__title').allInnerTexts()
  expect(names).toEqual(docs.map((doc) => doc.name))
  await expect(page.locator('select[name="sort"]')).toHaveValue('price_asc')
  // An unknown category is no choice the form offers: the 404 page.
  const unknown = await request.get('/de/deals?category=no-such-category')
  expect(unknown.status()).toBe(404)
  await context.close()
})

/** The number a deal badge shows ("−11 %", "−0,5 %"). */
const badgeNumber = (text: string) => Number(/\d+(?:[.,]\d+)?/.exec(text)![0].replace(',', '.'))

for (const [locale, country] of [
  ['sv', 'SE'],
  ['pl', 'PL'],
  ['de', 'DE'],
  ['en', 'FI'],
] as const) {
  test(`sorted by discount, the deals' badges and the /api's discounts never go up (${locale}, ${country})`, async ({
    page,
    request,
  }) => {
    // Every page of the country's deals, as a shopper pages through them.
    const badges: number[] = []
    await page.goto(`${prefix(locale)}/deals?country=${country}`)
    await expect(page.locator('select[name="sort"]')).toHaveValue('discount')
    for (;;) {
      badges.push(
        ...(await page.locator('.product-card .deal-badge').allInnerTexts()).map(badgeNumber),
      )
      const next = page.locator('.pagination a[href*="page="]').last()
      const current = new URL(page.url()).searchParams.get('page') ?? '1'
      if (
        !(await next.count()) ||
        Number(new URL((await next.getAttribute('href'))!, page.url()).searchParams.get('page')) <=
          Number(current)
      )
        break
      await next.click()
      await expect(page).toHaveURL(new RegExp(`page=${Number(current) + 1}`))
    }
    expect(badges.length).toBeGreaterThan(24)
    expect(badges, badges.join(' ')).toEqual([...badges].sort((a, b) => b - a))

    const discounts: number[] = []
    for (let number = 1; ; number += 1) {
      const { docs, totalPages } = (await (
        await request.get(
          `/api/data/products?country=${country}&deals=1&sort=discount&limit=100&page=${number}&lang=${locale}`,
        )
      ).json()) as { docs: ApiProduct[]; totalPages: number }
      discounts.push(...docs.map((doc) => doc.deal!.discount))
      if (number >= totalPages) break
    }
    expect(discounts).toHaveLength(badges.length)
    expect(discounts, discounts.join(' ')).toEqual([...discounts].sort((a, b) => b - a))
  })
}
