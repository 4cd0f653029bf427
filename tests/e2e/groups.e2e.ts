import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { locales } from '../../src/i18n/locales'
import { logIn } from '../helpers/admin'

/**
 * Product group pages: "View all" under a home shelf leads to the shelf's group, which lists the
 * group's products offered in the shopper's country, a page at a time, in every language; a shelf
 * with nothing to show in a country is not on the home page at all.
 */

const catalogue = (code: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../src/i18n/messages/${code}.json`), 'utf8'),
  )
const codes = locales.map((locale) => locale.code)
const isoOf = Object.fromEntries(locales.map((locale) => [locale.code, locale.iso]))
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)
const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
/** A catalogue text's fixed parts around its `{argument}`s, which a page must show. */
const fixedParts = (text: string) =>
  text
    .split(/\{[^}]+\}/)
    .map((part) => part.trim())
    .filter(Boolean)

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`

/** Products on the group page: what the product grid shows, as links to the products. */
const PAGE_SIZE = 24
/** A country no shop of the demo content delivers to. */
const NOWHERE = 'AQ'

interface Card {
  id: number
  slug: string
  name: string
}

let auth: Record<string, string>
const created: { collection: string; id: number }[] = []

async function createGroup(
  request: APIRequestContext,
  data: Record<string, unknown>,
): Promise<{ id: number; slug: string }> {
  const response = await request.post('/api/product-groups', { headers: auth, data })
  expect(response.status(), await response.text()).toBe(201)
  const doc = ((await response.json()) as { doc: { id: number; slug: string } }).doc
  created.push({ collection: 'product-groups', id: doc.id })
  return doc
}

async function productsOf(request: APIRequestContext, query: string): Promise<Card[]> {
  const response = await request.get(`/api/data/products?${query}`)
  expect(response.status(), query).toBe(200)
  return ((await response.json()) as { docs: Card[] }).docs
}

const cardLinks = (page: Page, scope = page.locator('main')) =>
  scope
    .locator('.product-card .card__link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(login.status()).toBe(200)
  auth = { Authorization: `JWT ${(await login.json()).token}` }
})

test.afterAll(async ({ request }) => {
  for (const { collection, id } of created.reverse()) {
    await request.delete(`/api/${collection}/${id}`, { headers: auth })
  }
})

for (const [code, country] of [
  ['en', 'DE'],
  ['de', 'DE'],
  ['pl', 'PL'],
] as const) {
  test(`${code}, ${country}: "View all" under a home shelf leads to its group, with the shelf's products for the country first`, async ({
    page,
    request,
  }) => {
    const texts = catalogue(code)
    await page.goto(`${prefix(code)}/?country=${country}`)
    // Every shelf on the home page shows something.
    const shelves = page.locator('main section.shelf')
    for (const shelf of await shelves.all()) {
      await expect(shelf.locator('.card').first()).toBeVisible()
    }
    const productShelves = ['recommended', 'top-products']
    const present: string[] = []
    for (const id of productShelves) {
      if (await page.locator(`section[aria-labelledby="${id}"]`).count()) present.push(id)
    }
    expect(present.length, 'a product shelf on the home page').toBeGreaterThan(0)

    for (const id of present) {
      await page.goto(`${prefix(code)}/`)
      const shelf = page.locator(`section[aria-labelledby="${id}"]`)
      const onShelf = await cardLinks(page, shelf)
      expect(onShelf.length).toBeGreaterThan(0)
      await shelf.getByRole('link', { name: texts['button.viewAll'] }).click()
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix(code)}/groups/[^/?]+$`))
      const slug = new URL(page.url()).pathname.split('/').at(-1)!

      // The group's products offered in the country, in the group's order: the shelf's first.
      const expected = await productsOf(
        request,
        `group=${slug}&country=${country}&lang=${code}&limit=${PAGE_SIZE}`,
      )
      const listed = await cardLinks(page)
      expect(listed).toEqual(expected.map((product) => `${prefix(code)}/products/${product.slug}`))
      expect(listed.slice(0, onShelf.length)).toEqual(onShelf)
      await expect(page.locator('main .card__price').first()).toBeVisible()
      await expect(
        page.locator('main .card__price', { hasText: texts['product.noPrice'] }),
      ).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('navigation', { name: texts['nav.breadcrumb'] })).toContainText(
        texts['nav.home']!,
      )
      for (const part of fixedParts(texts['group.count']!.replace(/\{count, plural.*\}\}/, ''))) {
        await expect(page.locator('main')).toContainText(part)
      }
    }
  })
}

test('a group longer than a page is paginated with ?page=, in its order, for the country only', async ({
  page,
  request,
}) => {
  // Products offered in Germany, and a few offered elsewhere but not in Germany.
  const german = await productsOf(request, 'country=DE&limit=100&sort=popular')
  expect(german.length).toBeGreaterThan(PAGE_SIZE + 3)
  const swedish = await productsOf(request, 'country=SE&limit=100&sort=newest')
  const alsoGerman = new Set(
    (
      await productsOf(request, `country=DE&limit=100&ids=${swedish.map((p) => p.id).join(',')}`)
    ).map((product) => product.id),
  )
  const notInGermany = swedish.filter((product) => !alsoGerman.has(product.id)).slice(0, 3)
  expect(notInGermany.length).toBe(3)
  const inGermany = german.slice(0, PAGE_SIZE + 6)
  const order = [...inGermany.slice(0, 10), ...notInGermany, ...inGermany.slice(10)]
  const group = await createGroup(request, {
    name: unique('Long list'),
    slug: unique('long-list'),
    products: order.map((product) => product.id),
  })
  const links = inGermany.map((product) => `/de/products/${product.slug}`)

  await page.goto(`/de/groups/${group.slug}?country=DE`)
  expect(await cardLinks(page)).toEqual(links.slice(0, PAGE_SIZE))
  const de = catalogue('de')
  const pagination = page.getByRole('navigation', { name: de['pagination.label'] })
  await expect(pagination).toContainText('1')
  await expect(pagination.getByRole('link', { name: de['button.previous'] })).toHaveCount(0)
  await pagination.getByRole('link', { name: de['button.next'] }).click()
  await expect(page).toHaveURL(new RegExp(`/de/groups/${group.slug}\\?page=2$`))
  expect(await cardLinks(page)).toEqual(links.slice(PAGE_SIZE))
  await expect(pagination.getByRole('link', { name: de['button.next'] })).toHaveCount(0)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/de/groups/${group.slug}\\?page=2$`),
  )

  // The list as structured data: named after the group, positions running on from page 1.
  const itemList = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'ItemList')
  expect(itemList.name).toMatch(/^Long list/)
  expect(itemList.numberOfItems).toBe(PAGE_SIZE + 6)
  expect(itemList.itemListElement[0].position).toBe(PAGE_SIZE + 1)
  expect(itemList.itemListElement[0].item.url).toMatch(new RegExp(`${links[PAGE_SIZE]}$`))

  // Past the last page, as on the other lists: the 404 page. A page number that is none: page 1.
  expect((await request.get(`/de/groups/${group.slug}?page=3`)).status()).toBe(404)
  const notANumber = await request.get(`/de/groups/${group.slug}?page=abc`)
  expect(notANumber.status()).toBe(200)
  expect(decode(await notANumber.text())).toContain(`href="${links[0]}"`)
})

test('a group page exists in every language, with hreflang, canonical and its texts', async ({
  request,
}) => {
  const group = await createGroup(request, {
    name: unique('Everywhere list'),
    slug: unique('everywhere-list'),
    products: (await productsOf(request, 'country=DE&limit=3')).map((product) => product.id),
  })
  for (const code of codes) {
    const response = await request.get(`${prefix(code)}/groups/${group.slug}?country=DE`)
    expect(response.status(), code).toBe(200)
    const html = decode(await response.text())
    expect(html, code).toContain(`<html lang="${isoOf[code]}"`)
    expect(html, code).toContain(
      `rel="canonical" href="${new URL(response.url()).origin}${prefix(code)}/groups/${group.slug}"`,
    )
    expect(html, code).toMatch(/hrefLang="x-default"/)
    expect(html, code).toMatch(/hrefLang="pl" href="[^"]*\/pl\/groups\//)
    expect(html, code).toContain('"@type":"ItemList"')
    for (const part of fixedParts(catalogue(code)['seo.group.title']!)) {
      expect(html, code).toContain(part)
    }
  }
})

test("an editor's SEO title and description for a group, set in the admin's SEO panel, are what its page tells search engines in that language", async ({
  page,
  request,
}) => {
  const name = unique('Gift ideas')
  const group = await createGroup(request, {
    name,
    slug: unique('gift-ideas'),
    products: (await productsOf(request, 'country=DE&limit=3')).map((product) => product.id),
  })
  const title = `Geschenkideen für jeden Anlass ${Date.now().toString(36)}`
  const description =
    'Von der Kaffeemühle bis zum Kopfhörer: handverlesene Geschenke mit Preisen aus geprüften Shops.'
  const headOf = async (path: string) => {
    const html = decode(await (await request.get(path)).text())
    return {
      title: html.match(/<title>([^<]*)<\/title>/)?.[1],
      description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
    }
  }
  const generated = await headOf(`/de/groups/${group.slug}`)

  await logIn(page)
  await page.goto(`/admin/collections/product-groups/${group.id}?locale=de`)
  // The German version needs its own name before it can be saved, as any translation does.
  await page.locator('#field-name').fill(`Geschenkideen ${name}`)
  await page.locator('#field-meta__title').fill(title)
  await page.locator('#field-meta__description').fill(description)
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' || response.request().method() === 'POST',
  )
  await page.locator('#action-save').click()
  expect((await saved).status()).toBeLessThan(400)

  await expect.poll(async () => (await headOf(`/de/groups/${group.slug}`)).title).toBe(title)
  expect((await headOf(`/de/groups/${group.slug}`)).description).toBe(description)
  // The other languages keep what the page generates.
  expect(generated.title).toContain(name)
  for (const code of ['en', 'fr']) {
    const head = await headOf(`${prefix(code)}/groups/${group.slug}`)
    expect(head.title, code).toContain(name)
    expect(head.title, code).not.toBe(title)
    expect(head.description, code).not.toBe(description)
  }
})

test('a group with nothing in the country says so; no home shelf is shown there', async ({
  page,
  request,
}) => {
  const group = await createGroup(request, {
    name: unique('Far away'),
    slug: unique('far-away'),
    products: (await productsOf(request, 'country=DE&limit=3')).map((product) => product.id),
  })
  for (const code of ['en', 'pl']) {
    const texts = catalogue(code)
    const response = await page.goto(`${prefix(code)}/groups/${group.slug}?country=${NOWHERE}`)
    expect(response?.status(), code).toBe(200)
    await expect(page.locator('main .product-card')).toHaveCount(0)
    for (const part of fixedParts(texts['group.empty']!)) {
      await expect(page.locator('main .empty-state')).toContainText(part)
    }
    await expect(page.getByRole('link', { name: texts['group.browseCategories'] })).toHaveAttribute(
      'href',
      `${prefix(code)}/categories`,
    )

    // The home page in that country: no product shelf, not even its heading.
    await page.goto(`${prefix(code)}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts['home.headline']!)
    await expect(
      page.getByRole('heading', { name: texts['home.recommendedProducts'] }),
    ).toHaveCount(0)
    await expect(page.getByRole('heading', { name: texts['home.topProducts'] })).toHaveCount(0)
    await expect(page.locator('main .product-card')).toHaveCount(0)
  }
})

test('an unknown group, or one filed under the hidden category, answers the 404 page', async ({
  page,
  request,
}) => {
  const hidden = await createGroup(request, {
    name: unique('Internal list'),
    slug: unique('internal-list'),
    category: 314,
    products: (await productsOf(request, 'country=DE&limit=3')).map((product) => product.id),
  })
  for (const [code, slug] of [
    ['de', 'no-such-group-anywhere'],
    ['pl', hidden.slug],
    ['en', 'no-such-group-anywhere'],
  ] as const) {
    const texts = catalogue(code)
    const response = await page.goto(`${prefix(code)}/groups/${slug}`)
    expect(response?.status(), `${code} ${slug}`).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      texts['error.routeNotFound']!.replace('{path}', `${prefix(code)}/groups/${slug}`),
    )
    await expect(page.getByRole('link', { name: texts['button.backToHome'] })).toBeVisible()
  }
})

test('group pages are in the language sitemaps', async ({ request }) => {
  const group = await createGroup(request, {
    name: unique('Mapped list'),
    slug: unique('mapped-list'),
  })
  const xml = await (await request.get('/pl-sitemap.xml')).text()
  expect(xml).toContain(`/pl/groups/${group.slug}</loc>`)
})
