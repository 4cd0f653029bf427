import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { countryPhrases } from '../../src/geo/countryPhrases'
import { locales, type LocaleCode } from '../../src/i18n/locales'

/**
 * A store's page: its products with its own price in the shopper's country, a page at a time; a
 * notice instead of them where it does not deliver; stores of its main category and guides of its
 * categories — in English, German and Polish.
 */

const catalogue = (code: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../src/i18n/messages/${code}.json`), 'utf8'),
  )
const isoOf = Object.fromEntries(locales.map((locale) => [locale.code, locale.iso]))
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)
/** A catalogue text with its arguments filled in, as the page renders it (no plurals here). */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
const countryName = (code: string, country: string) =>
  new Intl.DisplayNames([isoOf[code]!], { type: 'region' }).of(country)!
/** The arguments that name a country in a message, as the site computes them. */
const where = (code: string, country: 'SE' | 'DE') => countryPhrases(country, code as LocaleCode)
const money = (code: string, amount: number, currency: string) =>
  new Intl.NumberFormat(isoOf[code], { style: 'currency', currency }).format(amount)
const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`

/** Products on a page of the store's list, as on the other product lists. */
const PAGE_SIZE = 24
const PRODUCTS = PAGE_SIZE + 2

interface Doc {
  id: number
  slug: string
  name?: string
  title?: string
}

let auth: Record<string, string>
const created: { collection: string; id: number }[] = []
let category: Doc & { seoSlug: string }
let shop: Doc
const neighbours = {} as Record<'germany' | 'sweden' | 'draft', Doc>
let guide: Doc
/** The shop's products, most popular first, with its prices in Germany and Poland. */
const products: (Doc & { de: number; pl: number })[] = []

async function create<T extends Doc>(
  request: APIRequestContext,
  collection: string,
  data: Record<string, unknown>,
  draft = false,
): Promise<T> {
  const response = await request.post(`/api/${collection}${draft ? '?draft=true' : ''}`, {
    headers: auth,
    data,
  })
  expect(response.status(), await response.text()).toBe(201)
  const doc = ((await response.json()) as { doc: T }).doc
  created.push({ collection, id: doc.id })
  return doc
}

const cardLinks = (page: Page) =>
  page
    .locator('section[aria-labelledby="store-products"] .card__link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  const login = await request.post('/api/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(login.status()).toBe(200)
  auth = { Authorization: `JWT ${(await login.json()).token}` }

  category = await create(request, 'post-categories', {
    name: 'Tandem bicycles',
    seoSlug: unique('tandems'),
  })
  const store = (name: string, countries: string[], popularity: number, draft = false) =>
    create<Doc>(
      request,
      'stores',
      {
        name: unique(name),
        slug: unique(name.toLowerCase().replace(/\s+/g, '-')),
        website: 'https://shop.example',
        categories: [category.id],
        countries,
        popularity,
        _status: draft ? 'draft' : 'published',
      },
      draft,
    )
  shop = await store('Tandem Shop', ['DE', 'PL'], 10)
  // By popularity Sweden's store would come first; in Germany the one delivering there does.
  neighbours.sweden = await store('Tandem North', ['SE'], 90)
  neighbours.germany = await store('Tandem Berlin', ['DE'], 50)
  neighbours.draft = await store('Tandem Draft', [], 100, true)
  guide = await create(request, 'posts', {
    title: unique('How to choose a tandem'),
    slug: unique('tandem-guide'),
    category: category.id,
    publishedAt: new Date().toISOString(),
    _status: 'published',
  })
  for (let index = 0; index < PRODUCTS; index++) {
    const de = 100 + index
    const pl = 450 + index
    const offers = [
      { store: shop.id, country: 'DE', price: de, currency: 'EUR', url: 'https://shop.example/de' },
      { store: shop.id, country: 'PL', price: pl, currency: 'PLN', url: 'https://shop.example/pl' },
      // Cheaper elsewhere: the shop's page still shows the shop's price.
      ...(index === 0
        ? [
            {
              store: neighbours.germany.id,
              country: 'DE',
              price: 50,
              currency: 'EUR',
              url: 'https://shop.example/berlin',
            },
          ]
        : []),
    ]
    const product = await create<Doc>(request, 'products', {
      _status: 'published',
      name: `Tandem ${index}`,
      slug: unique(`tandem-${index}`),
      category: category.id,
      popularity: 1000 - index,
      offers,
    })
    products.push({ ...product, de, pl })
  }
})

test.afterAll(async ({ request }) => {
  for (const { collection, id } of created.reverse()) {
    await request.delete(`/api/${collection}/${id}`, { headers: auth })
  }
})

for (const [code, country, currency] of [
  ['en', 'DE', 'EUR'],
  ['de', 'DE', 'EUR'],
  ['pl', 'PL', 'PLN'],
] as const) {
  test(`${code}, ${country}: the store's products with its own prices, related stores and guides`, async ({
    page,
    request,
  }) => {
    const texts = catalogue(code)
    const response = await page.goto(`${prefix(code)}/stores/${shop.slug}?country=${country}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name!)
    await expect(page.locator('.notice')).toHaveCount(0)

    // The first page of its products, most popular first, each with the shop's price there.
    const shelf = page.locator('section[aria-labelledby="store-products"]')
    await expect(shelf.getByRole('heading', { level: 2 })).toHaveText(
      fill(texts['store.products']!, { store: shop.name! }),
    )
    const links = await shelf
      .locator('.card__link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    expect(links).toEqual(
      products.slice(0, PAGE_SIZE).map((product) => `${prefix(code)}/products/${product.slug}`),
    )
    const first = products[0]!
    const price = money(code, country === 'DE' ? first.de : first.pl, currency)
    await expect(shelf.locator('.card__price').first()).toHaveText(
      fill(texts['product.priceAt']!, { price, store: shop.name! }),
    )
    if (country === 'DE') {
      // Another store sells it for less: the card says so beside the offer count, as "from".
      await expect(shelf.locator('.card__meta').first()).toContainText(
        fill(texts['product.from']!, { price: money(code, 50, 'EUR') }),
      )
    }
    await expect(shelf.getByRole('status')).toContainText(String(PRODUCTS))

    // Stores of its main category, delivering ones first; never itself nor a draft.
    const related = page.locator('section[aria-labelledby="related-stores"]')
    await expect(related.getByRole('heading', { level: 2 })).toHaveText(
      fill(texts['store.related']!, { category: category.name! }),
    )
    const relatedNames = await related.locator('.card__title').allTextContents()
    expect(relatedNames.map((name) => name.trim())).toEqual(
      country === 'DE'
        ? [neighbours.germany.name, neighbours.sweden.name]
        : [neighbours.sweden.name, neighbours.germany.name],
    )
    // Each store card leads to its shop through the tracked click-out, with the shopper's country.
    await expect(related.locator('a[rel~="sponsored"]').first()).toHaveAttribute(
      'href',
      new RegExp(`^${prefix(code)}/out/store/\\d+\\?country=${country}$`),
    )

    // Guides of its categories.
    const guides = page.locator('section[aria-labelledby="store-guides"]')
    await expect(guides.getByRole('heading', { level: 2 })).toHaveText(
      fill(texts['store.guides']!, { category: category.name! }),
    )
    await expect(guides.locator('.card__title')).toHaveText([guide.title!])

    // A product card's link answers with the product's page.
    const productPage = await request.get(links[0]!)
    expect(productPage.status()).toBe(200)
    await shelf.locator('.card__link').first().click()
    await expect(page).toHaveURL(new RegExp(`${prefix(code)}/products/${first.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name!)
  })
}

for (const code of ['en', 'de', 'pl']) {
  test(`${code}: a country the store does not deliver to gets a notice instead of its products`, async ({
    page,
    request,
  }) => {
    const texts = catalogue(code)
    // Offered there by nobody, delivered there by the store's neighbour only.
    const response = await page.goto(`${prefix(code)}/stores/${shop.slug}?country=SE`)
    expect(response?.status()).toBe(200)
    const notice = page.locator('section.notice')
    await expect(notice.getByRole('heading', { level: 2 })).toHaveText(
      fill(texts['store.notServing']!, { store: shop.name!, ...where(code, 'SE') }),
    )
    await expect(page.locator('section[aria-labelledby="store-products"]')).toHaveCount(0)
    await expect(page.locator('main .product-card')).toHaveCount(0)

    // Ways on: a country it delivers to, or the stores of its category that deliver here.
    const germany = notice.getByRole('link', { name: countryName(code, 'DE') })
    await expect(germany).toHaveAttribute('href', `${prefix(code)}/stores/${shop.slug}?country=DE`)
    const others = notice.getByRole('link', {
      name: fill(texts['store.storesDelivering']!, {
        category: category.name!,
        ...where(code, 'SE'),
      }),
    })
    await expect(others).toHaveAttribute(
      'href',
      `${prefix(code)}/stores?category=${category.seoSlug}`,
    )
    expect((await request.get((await others.getAttribute('href'))!)).status()).toBe(200)
    // The related stores put the one delivering here first.
    await expect(
      page.locator('section[aria-labelledby="related-stores"] .card__title').first(),
    ).toHaveText(neighbours.sweden.name!)

    // Only a click changes the location: the page's prefetching (a second after load) leaves it.
    await page.waitForTimeout(2_500)
    const saved = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'selectedCountry')?.value
    expect(await saved()).toBe('SE')

    // Changing the location to a country it serves brings its products back.
    await germany.click()
    await expect.poll(saved).toBe('DE')
    await expect(page.locator('section.notice')).toHaveCount(0)
    await expect(
      page.locator('section[aria-labelledby="store-products"] .product-card'),
    ).toHaveCount(PAGE_SIZE)
  })
}

test('the products are paginated with ?page=; past the last page is the 404 page', async ({
  page,
  request,
}) => {
  const de = catalogue('de')
  const base = `/de/stores/${shop.slug}`
  await page.goto(`${base}?country=DE`)
  const pagination = page.getByRole('navigation', { name: de['pagination.label'] })
  await expect(pagination.getByRole('link', { name: de['button.previous'] })).toHaveCount(0)
  await pagination.getByRole('link', { name: de['button.next'] }).click()
  await expect(page).toHaveURL(new RegExp(`${base}\\?page=2$`))
  expect(await cardLinks(page)).toEqual(
    products.slice(PAGE_SIZE).map((product) => `/de/products/${product.slug}`),
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${base}\\?page=2$`),
  )
  await expect(pagination.getByRole('link', { name: de['button.next'] })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name!)

  expect((await request.get(`${base}?page=3&country=DE`)).status()).toBe(404)
  // The route behind ?page= is no address of its own.
  expect((await request.get(`${base}/2?country=DE`)).status()).toBe(404)
  // A page number that is none: the first page.
  const notANumber = await request.get(`${base}?page=abc&country=DE`)
  expect(notANumber.status()).toBe(200)
  expect(await notANumber.text()).toContain(`href="/de/products/${products[0]!.slug}"`)
})

test("the store's first page is served from the page cache", async ({ request }) => {
  const url = `/stores/${shop.slug}?country=DE`
  await request.get(url)
  const again = await request.get(url)
  expect(again.status()).toBe(200)
  expect(again.headers()['x-nextjs-cache']).toBe('HIT')
})
