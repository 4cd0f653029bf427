import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import { IntlMessageFormat } from 'intl-messageformat'

import { countryPhrases } from '../../src/geo/countryPhrases'
import { locales, type LocaleCode } from '../../src/i18n/locales'

/** The product page: from a shelf to a product, its offers for the shopper's country, in every language. */

const catalogue = (code: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../src/i18n/messages/${code}.json`), 'utf8'),
  )
const codes = locales.map((locale) => locale.code)
const isoOf = Object.fromEntries(locales.map((locale) => [locale.code, locale.iso]))
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

interface Card {
  slug: string
  name: string
  brand: string | null
  gtin: string | null
  mpn: string | null
  offerCount: number
}

test('a product card on the home page leads to the product, with its offers in Germany', async ({
  page,
}) => {
  await page.goto('/')
  const card = page.locator('.product-card').first()
  const name = (await card.locator('.card__title').innerText()).trim()
  // "from 2.89 €", without the deal's badge beside it.
  const from = await card
    .locator('.card__price')
    .evaluate((element) => element.firstChild?.textContent?.trim())
  await card.locator('.card__link').click()
  await expect(page).toHaveURL(/\/products\/[^/?]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  // The page names the price the card promised (offers add their shipping to it).
  expect(from).toMatch(/^from /)
  await expect(page.locator('.lead')).toContainText(from!)
  await expect(page.getByRole('heading', { name: 'Offers in Germany' })).toBeVisible()
  const offers = page.locator('.offer')
  await expect(offers.first()).toBeVisible()
  await expect(offers.first().getByRole('link', { name: 'Go to shop' })).toHaveAttribute(
    'rel',
    /sponsored/,
  )
})

test('offers in Sweden are listed cheapest total first, each with its store, price and delivery', async ({
  page,
  request,
}) => {
  const { docs } = (await (
    await request.get('/api/data/products?country=SE&limit=50&sort=popular')
  ).json()) as { docs: Card[] }
  const product = docs.find((doc) => doc.offerCount >= 2) ?? docs[0]!
  const response = await page.goto(`/products/${product.slug}?country=SE`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Offers in Sweden' })).toBeVisible()
  const totals = await page
    .locator('.offer')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-total'))))
  expect(totals.length).toBeGreaterThan(0)
  expect(totals).toEqual([...totals].sort((a, b) => a - b))
  const first = page.locator('.offer').first()
  await expect(first.locator('.offer__store')).toHaveAttribute('href', /^\/stores\//)
  await expect(first.locator('.offer__details')).toContainText(/Delivery in \d+ day/)
  // The total, then what it is made of: the item's price plus shipping, or free shipping.
  const total = (await first.getAttribute('data-total'))!
  const breakdown = (await first.locator('.offer__breakdown').innerText()).trim()
  if (breakdown === 'Free shipping') {
    await expect(first.locator('.offer__total')).not.toContainText('Total')
  } else {
    await expect(first.locator('.offer__total')).toHaveText(/^Total /)
    const [item, shipping] = breakdown
      .match(/[\d\s,.]*\d/g)!
      .map((n) => Number(n.replace(/[^\d.]/g, '')))
    expect(breakdown).toMatch(/ plus .+ shipping$/)
    expect(item! + shipping!).toBeCloseTo(Number(total), 1)
  }

  // Structured data: the Product with every listed offer and its seller.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const productLd = jsonLd
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'Product')
  expect(productLd.name).toBe(product.name)
  expect(productLd.offers).toHaveLength(totals.length)
  expect(productLd.offers[0]).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'SEK',
    seller: { '@type': 'Organization' },
  })
  expect(productLd.offers[0].availability).toMatch(/^https:\/\/schema\.org\//)
})

for (const locale of ['de', 'sv'] as const) {
  test(`${locale}: a product names its brand, EAN and part number, for shoppers and search engines`, async ({
    page,
    request,
  }) => {
    const { docs } = (await (
      await request.get(`/api/data/products?lang=${locale}&limit=5&sort=popular`)
    ).json()) as { docs: Card[] }
    const product = docs[0]!
    // Every seeded product has a valid EAN-13, kept as 14 digits, and a part number of its brand.
    for (const doc of docs) {
      expect(doc.gtin).toMatch(/^0\d{13}$/)
      expect(doc.mpn).toBeTruthy()
    }
    await page.goto(`/${locale}/products/${product.slug}`)
    const t = catalogue(locale)
    const details = page.getByRole('region', { name: t['product.details'] })
    const value = (term: string) =>
      details.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')
    await expect(value(t['product.brand']!)).toHaveText(product.brand!)
    // As the package prints it: the EAN-13's 13 digits.
    await expect(value(t['product.gtin']!)).toHaveText(product.gtin!.slice(1))
    await expect(value(t['product.mpn']!)).toHaveText(product.mpn!)
    const productLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((data) => data['@type'] === 'Product')
    expect(productLd).toMatchObject({ gtin13: product.gtin!.slice(1), mpn: product.mpn })
  })
}

test('names the shopper’s country as each language says it after “in”', async ({
  page,
  request,
}) => {
  const { docs } = (await (await request.get('/api/data/products?country=DE&limit=1')).json()) as {
    docs: Card[]
  }
  const slug = docs[0]!.slug
  for (const [code, country, offers] of [
    ['en', 'US', 'Offers in the United States'],
    ['de', 'CH', 'Angebote in der Schweiz'],
    ['fr', 'US', 'Offres aux États-Unis'],
    ['it', 'GB', 'Offerte nel Regno Unito'],
    ['pt', 'DE', 'Ofertas na Alemanha'],
    ['nl', 'US', 'Aanbiedingen in de Verenigde Staten'],
  ] as const) {
    await page.goto(`${prefix(code)}/products/${slug}?country=${country}`)
    await expect(page.locator('#offers'), code).toHaveText(offers)
  }
  await page.goto(`/de/deals?country=US`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Die besten Angebote in den Vereinigten Staaten',
  )
})

test('the product page exists in every language, with hreflang, canonical and its texts', async ({
  request,
}) => {
  const { docs } = (await (await request.get('/api/data/products?country=DE&limit=1')).json()) as {
    docs: Card[]
  }
  const product = docs[0]!
  for (const code of codes) {
    const response = await request.get(`${prefix(code)}/products/${product.slug}`)
    expect(response.status(), code).toBe(200)
    const html = await response.text()
    expect(html, code).toContain(`<html lang="${isoOf[code]}"`)
    // Germany, the default country, as each language says "offers in Germany".
    const heading = new IntlMessageFormat(catalogue(code)['product.offersIn']!, isoOf[code]).format(
      countryPhrases('DE', code as LocaleCode),
    ) as string
    expect(html, code).toContain(`<h2 id="offers">${heading.replace(/'/g, '&#x27;')}</h2>`)
    expect(html, code).toContain(`rel="canonical" href="http`)
    expect(html, code).toMatch(/hrefLang="x-default"/)
    // Its name, brand once, and what the page offers, at the length the SEO panel asks for.
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
    expect(title.split(product.brand!).length - 1, `${code}: ${title}`).toBe(1)
    expect(title.length, `${code}: ${title}`).toBeGreaterThanOrEqual(50)
    expect(title.length, `${code}: ${title}`).toBeLessThanOrEqual(60)
  }
})

test('an unknown product answers the 404 page', async ({ request }) => {
  const response = await request.get('/de/products/no-such-product-anywhere')
  expect(response.status()).toBe(404)
})

test('every product card link on the home page, a category and the search answers 200', async ({
  page,
  request,
}) => {
  const links = new Set<string>()
  const tree = (await (await request.get('/api/posts/posts/category')).json()) as {
    seoSlug: string
  }[]
  for (const target of [
    '/',
    '/de',
    `/categories/${tree[0]!.seoSlug}`,
    '/search?q=a&type=products',
  ]) {
    await page.goto(target)
    for (const href of await page
      .locator('.product-card .card__link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
      if (href) links.add(href)
    }
  }
  expect(links.size).toBeGreaterThan(5)
  for (const href of links) {
    expect(href).toMatch(/^(\/[a-z]{2})?\/products\/[^/]+$/)
    expect((await request.get(href)).status(), href).toBe(200)
  }
})

test("pictures carry no English: a product's illustration is described in the page's language, shop logos beside their names are decorative", async ({
  page,
  request,
}) => {
  const { docs } = (await (await request.get('/api/data/products?country=PL&limit=1')).json()) as {
    docs: Card[]
  }
  for (const code of ['pl', 'de', 'fi']) {
    await page.goto(`/${code}/products/${docs[0]!.slug}?country=PL`)
    const crumbs = await page.locator('.breadcrumbs li').allInnerTexts()
    // The illustration shows the product's category: its alt is that category's name here.
    const category = crumbs.at(-2)!.trim()
    await expect(page.locator('.product-head img')).toHaveAttribute('alt', category)
    // A shop's logo stands beside its name: screen readers skip it (an empty alt, not a missing
    // one) instead of reading "logo" before every name, in any language.
    await page.goto(`/${code}/stores`)
    const alts = await page
      .locator('.store-card img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
    expect(alts.length).toBeGreaterThan(0)
    expect(alts.every((alt) => alt === '')).toBe(true)
    await expect(page.locator('.store-card h3').first()).not.toBeEmpty()
  }
})
