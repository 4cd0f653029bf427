import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * Filters and orders of the product and store lists as a shopper uses them: by URL (shareable), and
 * through the plain GET form with JavaScript off; the chosen filters show as chips that each remove
 * one, over the result count; the lists agree with what the /api says of the same filters.
 */

const catalogue = (code: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../src/i18n/messages/${code}.json`), 'utf8'),
  )
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

interface ApiProduct {
  id: number
  name: string
  brand: string | null
  price: { amount: number; currency: string } | null
}
interface ApiPage<T> {
  docs: T[]
  totalDocs: number
}

async function api<T>(request: APIRequestContext, url: string): Promise<ApiPage<T>> {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return (await response.json()) as ApiPage<T>
}

/** The number in a count heading ("1.234 Produkte in Schweden"). */
const countIn = (text: string) => Number(/\d[\d.,\u00a0\u202f ]*/.exec(text)![0].replace(/\D/g, ''))

/** The brand with the most products priced in the country, and a price range around its median. */
async function brandAndRange(request: APIRequestContext, country: string) {
  const { docs } = await api<ApiProduct>(
    request,
    `/api/data/products?country=${country}&limit=100&sort=popular`,
  )
  const counts = new Map<string, number>()
  for (const doc of docs) if (doc.brand) counts.set(doc.brand, (counts.get(doc.brand) ?? 0) + 1)
  const brand = [...counts].sort((a, b) => b[1] - a[1])[0]![0]
  const prices = docs
    .filter((doc) => doc.brand === brand && doc.price)
    .map((doc) => doc.price!.amount)
    .sort((a, b) => a - b)
  return {
    brand,
    min: Math.floor(prices[0]!),
    max: Math.ceil(prices[Math.floor(prices.length / 2)]!),
  }
}

for (const locale of ['en', 'de', 'pl']) {
  test(`a product list filtered by URL: brand, price range and order, with removable chips (${locale})`, async ({
    page,
    request,
  }) => {
    const t = catalogue(locale)
    const { brand, min, max } = await brandAndRange(request, 'SE')
    const url = `${prefix(locale)}/products?brand=${encodeURIComponent(brand)}&min=${min}&max=${max}&sort=price_asc&country=SE`
    await page.goto(url)
    const expected = await api<ApiProduct>(
      request,
      `/api/data/products?country=SE&lang=${locale}&brand=${encodeURIComponent(brand)}&min_price=${min}&max_price=${max}&sort=price_asc&limit=24`,
    )
    expect(expected.totalDocs).toBeGreaterThan(0)
    const names = await page.locator('.product-card .card__title').allInnerTexts()
    expect(names).toEqual(expected.docs.map((doc) => doc.name))
    for (const doc of expected.docs) {
      expect(doc.brand).toBe(brand)
      expect(doc.price!.amount).toBeGreaterThanOrEqual(min)
      expect(doc.price!.amount).toBeLessThanOrEqual(max)
    }
    expect(countIn(await page.locator('.list-count').innerText())).toBe(expected.totalDocs)
    // The form says what the URL asked.
    await expect(page.locator('select[name="sort"]')).toHaveValue('price_asc')
    await expect(page.locator('input[name="min"]')).toHaveValue(String(min))
    await expect(page.locator(`input[name="brand"][value="${brand}"]`)).toBeChecked()

    // Two chips (the brand, the price range); removing the brand keeps the rest and widens the list.
    const chips = page.locator('.filter-chips li a:not(.filter-chips__clear)')
    await expect(chips).toHaveCount(2)
    const brandChip = page.getByRole('link', {
      name: t['filter.remove']!.replace('{filter}', brand),
    })
    await brandChip.click()
    await expect(page).toHaveURL(
      new RegExp(`${prefix(locale)}/products\\?min=${min}&max=${max}&sort=price_asc$`),
    )
    await expect(chips).toHaveCount(1)
    const wider = await api<ApiProduct>(
      request,
      `/api/data/products?country=SE&lang=${locale}&min_price=${min}&max_price=${max}&limit=1`,
    )
    expect(wider.totalDocs).toBeGreaterThanOrEqual(expected.totalDocs)
    expect(countIn(await page.locator('.list-count').innerText())).toBe(wider.totalDocs)
  })
}

test('the filters work through the form without JavaScript, and each result has one URL', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const { brand, max } = await brandAndRange(request, 'DE')
  await page.goto('/de/products?country=DE')
  // Captioned as the selects beside it are, saying what is chosen.
  const de = catalogue('de')
  const brands = page.locator('.filters__brands summary')
  await expect(brands).toHaveText(`${de['filter.brand']}${de['filter.allBrands']}`)
  await brands.click()
  await page.locator(`input[name="brand"][value="${brand}"]`).check()
  await page.locator('input[name="max"]').fill(String(max))
  await page.locator('input[name="deals"]').check()
  await page.locator('select[name="sort"]').selectOption('discount')
  await page.locator('form.filters button[type="submit"]').click()
  // The form sent its empty fields too: the list answers at its own URL without them.
  await expect(page).toHaveURL(
    new RegExp(
      `/de/products\\?brand=${encodeURIComponent(brand)}&max=${max}&deals=1&sort=discount$`,
    ),
  )
  const expected = await api<ApiProduct & { deal: { discount: number } | null }>(
    request,
    `/api/data/products?country=DE&lang=de&brand=${encodeURIComponent(brand)}&max_price=${max}&deals=1&sort=discount&limit=24`,
  )
  await expect(brands.locator('.filters__value')).toHaveText('1 Marke')
  const names = await page.locator('.product-card .card__title').allInnerTexts()
  expect(names).toEqual(expected.docs.map((doc) => doc.name))
  if (expected.totalDocs > 0) {
    await expect(page.locator('.product-card .deal-badge')).toHaveCount(expected.docs.length)
  } else {
    await expect(page.getByRole('status')).toBeVisible()
  }
  // Three chips and "clear all", which leaves the order alone.
  await expect(page.locator('.filter-chips li')).toHaveCount(4)
  await page.locator('.filter-chips__clear').click()
  await expect(page).toHaveURL(/\/de\/products\?sort=discount$/)
  await expect(page.locator('.filter-chips')).toHaveCount(0)

  // A shop from the form: every product listed is one of its offers.
  const option = page.locator('select[name="store"] option').nth(1)
  const store = (await option.getAttribute('value'))!
  await page.locator('select[name="store"]').selectOption(store)
  await page.locator('form.filters button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`/de/products\\?store=${store}&sort=discount$`))
  const byStore = await api<ApiProduct>(
    request,
    `/api/data/products?country=DE&lang=de&store=${store}&sort=discount&limit=24`,
  )
  expect(byStore.totalDocs).toBeGreaterThan(0)
  expect(await page.locator('.product-card .card__title').allInnerTexts()).toEqual(
    byStore.docs.map((doc) => doc.name),
  )
  // What no form offers is the 404 page; a price that is no price filters nothing.
  expect((await request.get('/de/products?store=no-such-store')).status()).toBe(404)
  const typo = await request.get('/products?min=abc', { maxRedirects: 0 })
  expect(typo.status()).toBe(307)
  expect(typo.headers().location).toMatch(/\/products$/)
  await context.close()
})

test("a category's products, a group's and a search's products take the same filters", async ({
  page,
  request,
}) => {
  // The category page's product shelf leads to its whole list, the category chosen.
  await page.goto('/categories?country=DE')
  await page.locator('.category-grid a').first().click()
  const shelf = page.locator('section:has(#category-products)')
  await shelf.locator('.shelf__all').click()
  await expect(page).toHaveURL(/\/products\?category=[\w-]+$/)
  const category = new URL(page.url()).searchParams.get('category')!
  await expect(page.locator('.filter-chips li')).toHaveCount(1)
  const inCategory = await api<ApiProduct>(
    request,
    `/api/data/products?country=DE&category=${category}&limit=24`,
  )
  expect(countIn(await page.locator('.list-count').innerText())).toBe(inCategory.totalDocs)

  // A group, dearest first: the prices fall.
  const { docs: groups } = await api<{ slug: string; productCount: number }>(
    request,
    '/api/data/products?groups=1&limit=20',
  )
  const group = groups.find((candidate) => candidate.productCount >= 8)!
  await page.goto(`/groups/${group.slug}?sort=price_desc&country=DE`)
  const prices = await api<ApiProduct>(
    request,
    `/api/data/products?country=DE&group=${group.slug}&sort=price_desc&limit=24`,
  )
  const amounts = prices.docs.map((doc) => doc.price!.amount)
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
  expect(await page.locator('.product-card .card__title').allInnerTexts()).toEqual(
    prices.docs.map((doc) => doc.name),
  )

  // A search's products of one brand.
  const { brand } = await brandAndRange(request, 'DE')
  // The product's noun ("{brand} {noun} {model}").
  const first = inCategory.docs[0]!
  const word = first.name
    .slice((first.brand ?? '').length)
    .trim()
    .split(' ')[0]!
  await page.goto(`/search?q=${encodeURIComponent(word)}&type=products&country=DE`)
  await expect(page.locator('select[name="sort"]')).toHaveValue('relevance')
  await page.goto(
    `/search?q=${encodeURIComponent(word)}&type=products&brand=${encodeURIComponent(brand)}&country=DE`,
  )
  const brands = await page.locator('.product-card .card__eyebrow').allInnerTexts()
  for (const shown of brands) expect(shown).toBe(brand)
  await expect(page.locator('.filter-chips li')).toHaveCount(1)
})

test('the store list: delivers to my country or everywhere, by name, as chips and by URL', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/stores?country=AQ')
  const delivering = countIn(await page.locator('.list-count').innerText())
  await expect(page.locator('.filter-chips li')).toHaveCount(1)
  await page.locator('input[type="checkbox"][name="delivers"]').uncheck()
  await page.locator('select[name="sort"]').selectOption('name')
  await page.locator('form.filters button[type="submit"]').click()
  await expect(page).toHaveURL(/\/stores\?delivers=0&sort=name$/)
  const all = countIn(await page.locator('.list-count').innerText())
  expect(all).toBeGreaterThan(delivering)
  const byName = await api<{ name: string }>(request, '/api/data/stores?sort=name&limit=24')
  expect(byName.totalDocs).toBe(all)
  expect(await page.locator('.store-card .card__title').allInnerTexts()).toEqual(
    byName.docs.map((store) => store.name),
  )
  await expect(page.locator('.filter-chips')).toHaveCount(0)
  // Ticking it again is the default list.
  await page.locator('input[type="checkbox"][name="delivers"]').check()
  await page.locator('form.filters button[type="submit"]').click()
  await expect(page).toHaveURL(/\/stores\?sort=name$/)
  expect(countIn(await page.locator('.list-count').innerText())).toBe(delivering)
  await context.close()
})
