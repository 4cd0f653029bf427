import { expect, test, type APIRequestContext } from '@playwright/test'

import { readFileSync } from 'node:fs'
import path from 'node:path'

const catalogue = (code: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../src/i18n/messages/${code}.json`), 'utf8'),
  )
const codes = ['en', 'de', 'fr', 'it', 'es', 'fi', 'nl', 'no', 'pl', 'pt', 'sv'] as const
const catalogues = Object.fromEntries(codes.map((code) => [code, catalogue(code)]))
const { en, de, pl } = catalogues as Record<string, Record<string, string>>

/** The public site over real HTTP and in Chromium. */

const iso: Record<string, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
  es: 'es-ES',
  fi: 'fi-FI',
  nl: 'nl-NL',
  no: 'no-NO',
  pl: 'pl-PL',
  pt: 'pt-BR',
  sv: 'sv-SE',
}
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)
const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

async function firstStore(request: APIRequestContext) {
  return (await (await request.get('/api/data/stores?limit=1')).json()).docs[0] as {
    slug: string
    name: string
  }
}
async function firstGuide(request: APIRequestContext) {
  const guide = (await (await request.get('/api/posts/posts?limit=1')).json()).docs[0]
  return { slug: guide.slug as string, category: guide.category.seoSlug as string }
}

test('every route answers 200 in all 11 languages with its <html lang> and translated menu', async ({
  request,
}) => {
  test.setTimeout(300_000)
  const store = await firstStore(request)
  const guide = await firstGuide(request)
  const tree = await (await request.get('/api/posts/posts/category')).json()
  const routes = [
    '/',
    '/categories',
    `/categories/${tree[0].seoSlug}`,
    `/categories/${tree[0].seoSlug}/${tree[0].subcategories[0].seoSlug}`,
    '/shopping-guides',
    `/shopping-guides/${guide.category}`,
    `/shopping-guides/${guide.category}/${guide.slug}`,
    '/stores',
    `/stores/${store.slug}`,
    '/search?q=shop',
    '/imprint',
    '/privacy',
    '/_icons',
  ]
  for (const [locale, messages] of Object.entries(catalogues)) {
    for (const route of routes) {
      const path = `${prefix(locale)}${route === '/' && locale !== 'en' ? '' : route}`
      const response = await request.get(path || '/', { headers: { 'Accept-Language': 'en-US' } })
      expect(response.status(), path).toBe(200)
      const html = decode(await response.text())
      expect(html, path).toContain(`<html lang="${iso[locale]}"`)
      if (route !== '/_icons') expect(html, path).toContain(messages['nav.shoppingGuides'])
    }
  }
})

test.describe('language detection on the bare root', () => {
  const cases: [string, string][] = [
    ['de-AT,de;q=0.9', '/de'],
    ['pt-BR', '/pt'],
    ['sv-SE,en;q=0.5', '/sv'],
    ['xx', '/'],
    ['en-GB,de;q=0.8', '/'],
  ]
  for (const [header, target] of cases) {
    test(`Accept-Language ${header} → ${target}`, async ({ request }) => {
      const response = await request.get('/', {
        headers: { 'Accept-Language': header },
        maxRedirects: 0,
      })
      if (target === '/') expect(response.status()).toBe(200)
      else {
        expect(response.status()).toBe(307)
        expect(new URL(response.headers().location!, 'http://x').pathname).toBe(target)
      }
    })
  }

  test('the cookie beats the header; prefixed paths are never redirected; /en/… goes home', async ({
    request,
  }) => {
    const byCookie = await request.get('/', {
      headers: { 'Accept-Language': 'de-DE', Cookie: 'NEXT_LOCALE=fi' },
      maxRedirects: 0,
    })
    expect(new URL(byCookie.headers().location!, 'http://x').pathname).toBe('/fi')
    const prefixed = await request.get('/fr/stores', {
      headers: { 'Accept-Language': 'de-DE' },
      maxRedirects: 0,
    })
    expect(prefixed.status()).toBe(200)
    const english = await request.get('/en/stores', { maxRedirects: 0 })
    expect(english.status()).toBe(308)
    expect(new URL(english.headers().location!, 'http://x').pathname).toBe('/stores')
  })

  test('the language selector saves the choice for 365 days and opens the same page', async ({
    page,
    context,
  }) => {
    await page.goto('/stores')
    await page.locator('.selector:not(.selector--location) summary').click()
    await page.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/stores$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')
    expect(cookie?.value).toBe('de')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
  })
})

test.describe('country selection', () => {
  test('?country=se selects Sweden and saves it; unknown codes are ignored; the cookie is used next', async ({
    page,
    context,
  }) => {
    await page.goto('/stores?country=se')
    await expect(page.locator('.selector--location summary')).toContainText('Sweden')
    expect((await context.cookies()).find((c) => c.name === 'selectedCountry')?.value).toBe('SE')
    await page.goto('/stores?country=zz')
    await expect(page.locator('.selector--location summary')).toContainText('Sweden')
    await page.goto('/stores')
    await expect(page.locator('.selector--location summary')).toContainText('Sweden')
  })

  test('UK is GB: ?country=UK and an old UK cookie select the one United Kingdom of the list', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/stores?country=UK')
    await expect(page.locator('.selector--location summary')).toContainText('United Kingdom')
    expect((await context.cookies()).find((c) => c.name === 'selectedCountry')?.value).toBe('GB')
    await page.locator('.selector--location summary').click()
    const entries = page.locator('.selector--location a[data-country]')
    await expect(entries.filter({ hasText: /^United Kingdom$/ })).toHaveCount(1)
    await expect(page.locator('.selector--location a[data-country="GB"]')).toHaveText(
      'United Kingdom',
    )
    await expect(page.locator('.selector--location a[data-country="UK"]')).toHaveCount(0)

    await context.clearCookies()
    await context.addCookies([{ name: 'selectedCountry', value: 'UK', url: baseURL! }])
    await page.goto('/de/stores')
    await expect(page.locator('.selector--location summary')).toContainText(
      'Vereinigtes Königreich',
    )
  })

  test('DE by default; choosing a country in "Select location" reloads with ?country=', async ({
    page,
  }) => {
    await page.goto('/pl/stores')
    await expect(page.locator('.selector--location summary')).toContainText('Niemcy')
    await page.locator('.selector--location summary').click()
    await expect(page.getByRole('heading', { name: 'Wybierz lokalizację' })).toBeVisible()
    const search = page.getByRole('searchbox', { name: /kraj/i })
    await search.fill('Fran')
    await expect(page.locator('a[data-country="DE"]')).toBeHidden()
    await search.fill('zzzz')
    await expect(page.locator('.selector--location a[data-country]:visible')).toHaveCount(0)
    await expect(page.locator('.selector__panel')).toContainText(pl['selector.noCountries'])
    await search.fill('Fran')
    await page.locator('a[data-country="FR"]').click()
    await expect(page).toHaveURL(/\/pl\/stores\?country=FR$/)
    await expect(page.locator('.selector--location summary')).toContainText('Francja')
  })

  test('the country list is loaded when the selector opens, not sent with every page', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/fr/stores')).text()
    expect(html).not.toContain('data-country=')
    expect(html).not.toContain('Autriche')
    const list = page.waitForResponse((response) =>
      response.url().endsWith('/location-list/fr.json'),
    )
    await page.goto('/fr/stores')
    await page.locator('.selector--location summary').click()
    expect((await list).status()).toBe(200)
    await expect(page.locator('.selector--location a[data-country="AT"]')).toHaveText('Autriche')
    // Enter picks the first country the filter leaves.
    await page.getByRole('searchbox', { name: /pays/i }).fill('Suè')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/fr\/stores\?country=SE$/)
    await expect(page.locator('.selector--location summary')).toContainText('Suède')
  })

  test('without JavaScript, a country typed by name into the selector is chosen', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/pl/stores')
    await page.locator('.selector--location summary').click()
    await page.getByRole('searchbox', { name: /kraj/i }).fill('Szwecja')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/pl\/stores\?country=Szwecja$/)
    await expect(page.locator('.selector--location summary')).toContainText('Szwecja')
    expect((await context.cookies()).find((c) => c.name === 'selectedCountry')?.value).toBe('SE')
    await context.close()
  })
})

test.describe('error screens', () => {
  test('an unmatched route is a real 404 with "Page not found: {path}"', async ({ request }) => {
    const response = await request.get('/de/no/such/page')
    expect(response.status()).toBe(404)
    expect(decode(await response.text())).toContain(
      `${de['error.pageNotFound'].replace('{path}', '/de/no/such/page')}`,
    )
  })

  test('a 404 is a whole page from the server: text, language, its own title, noindex', async ({
    browser,
  }) => {
    // What a crawler or a browser without JavaScript gets: nothing is filled in afterwards.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const cases = [
      { path: '/nothing/here', locale: 'en', key: 'error.pageNotFound' },
      { path: '/de/no/such/page', locale: 'de', key: 'error.pageNotFound' },
      { path: '/fr/stores/no-such-store', locale: 'fr', key: 'error.routeNotFound' },
      { path: '/pl/products/no-such-product', locale: 'pl', key: 'error.routeNotFound' },
      { path: '/sv/categories/no-such-category', locale: 'sv', key: 'error.routeNotFound' },
      // Lists whose query string fails the check: a page past the last, a filter that names nothing.
      { path: '/stores?page=9999', locale: 'en', key: 'error.routeNotFound' },
      { path: '/de/shopping-guides?page=999', locale: 'de', key: 'error.routeNotFound' },
      { path: '/it/products?category=no-such-category', locale: 'it', key: 'error.routeNotFound' },
      { path: '/es/deals?page=9999', locale: 'es', key: 'error.routeNotFound' },
      { path: '/nl/groups/no-such-group', locale: 'nl', key: 'error.routeNotFound' },
      { path: '/pt/shopping-guides/no-such-category', locale: 'pt', key: 'error.routeNotFound' },
    ]
    for (const { path: asked, locale, key } of cases) {
      const response = await page.goto(asked)
      expect(response?.status(), asked).toBe(404)
      const t = catalogues[locale]!
      await expect(page.locator('html')).toHaveAttribute('lang', iso[locale]!)
      await expect(page.locator('h1')).toHaveText(t[key]!.replace('{path}', asked))
      await expect(page).toHaveTitle(t['seo.notFound.title']!)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByRole('link', { name: t['button.backToHome'] })).toBeVisible()
    }
    await context.close()
  })

  test('a failed validity check says what was not found', async ({ request, page }) => {
    const category = await request.get('/categories/no-such-category')
    expect(category.status()).toBe(404)
    expect(decode(await category.text())).toContain('Category not found')
    // The route's 404 is cached for all its unknown paths: the visitor sees their own path.
    await page.goto('/categories/no-such-category')
    await expect(page.locator('h1')).toHaveText('Page Not Found: /categories/no-such-category')
    await page.goto('/fr/categories/autre-chose')
    await expect(page.locator('h1')).toHaveText(
      catalogues.fr['error.routeNotFound'].replace('{path}', '/fr/categories/autre-chose'),
    )

    const guide = await firstGuide(request)
    const wrongParent = await request.get(`/pl/shopping-guides/${guide.category}/no-such-guide`)
    expect(wrongParent.status()).toBe(404)
    expect(decode(await wrongParent.text())).toContain(pl['error.publicationNotFound'])
    const store = await request.get('/stores/no-such-store')
    expect(store.status()).toBe(404)
  })
})

test('the home page shows the headline, selling points, stores, products and guides', async ({
  page,
}) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['home.headline'])
  await expect(page.locator('.points li')).toHaveCount(3)
  await expect(page.getByText(/Over 60,000 retailers and stores/)).toBeVisible()
  await expect(page.locator('.slider__track .card').first()).toBeVisible()
  await expect(page.locator('.grid--products .card').first()).toBeVisible()
  // On a phone's width the stores overflow their slider: its buttons move it, and back.
  await page.setViewportSize({ width: 390, height: 844 })
  const track = page.locator('.slider__track').first()
  const scrolled = () => track.evaluate((element) => element.scrollLeft)
  await page.getByRole('button', { name: en['home.sliderNext'] }).click()
  await expect.poll(scrolled).toBeGreaterThan(200)
  const moved = await scrolled()
  await page.getByRole('button', { name: en['home.sliderPrevious'] }).click()
  await expect.poll(scrolled).toBeLessThan(moved - 200)
  await page.setViewportSize({ width: 1280, height: 720 })
  const visit = page.getByRole('link', { name: en['button.visitStore'] }).first()
  // Through the counted click-out, never straight to the shop (tests/e2e/clicks.e2e.ts follows it).
  await expect(visit).toHaveAttribute('rel', 'sponsored nofollow noopener')
  await expect(visit).toHaveAttribute('href', /^\/out\/store\/\d+\?country=DE$/)
})

test('a list asked for with ?page=1 (or a page number written otherwise) redirects to its one URL', async ({
  request,
}) => {
  const [category] = (await (await request.get('/api/posts/posts/category?lang=de')).json()) as {
    subcategories: { seoSlug: string }[]
  }[]
  const subcategory = category!.subcategories[0]!.seoSlug
  const cases: [string, string][] = [
    ['/stores?page=1', '/stores'],
    ['/de/shopping-guides?page=1', '/de/shopping-guides'],
    ['/fr/shopping-guides?page=abc', '/fr/shopping-guides'],
    [`/de/shopping-guides/${subcategory}?page=01`, `/de/shopping-guides/${subcategory}`],
  ]
  for (const [asked, canonical] of cases) {
    const response = await request.get(asked, { maxRedirects: 0 })
    expect(response.status(), asked).toBe(307)
    expect(response.headers().location, asked).toBe(canonical)
    expect((await request.get(canonical, { maxRedirects: 0 })).status(), canonical).toBe(200)
  }
})

test('"Show more stores and retailers" appends the next page without a reload', async ({
  page,
}) => {
  await page.goto('/stores')
  const cards = page.locator('.grid--stores .card')
  const before = await cards.count()
  const more = page.getByRole('link', { name: en['button.showMoreStores'] })
  await expect(more).toHaveAttribute('href', /\/stores\?page=2$/)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await more.click()
  await expect.poll(() => cards.count()).toBeGreaterThan(before)
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
})

test('no page tells where the proxy sent it inside the app: kept, first rendered or streamed', async ({
  request,
}) => {
  const first = await request.get('/fr/imprint')
  expect(first.headers()['x-middleware-rewrite']).toBeUndefined()
  const kept = await request.get('/fr/imprint')
  expect(kept.headers()['x-nextjs-cache']).toBe('HIT')
  expect(kept.headers()['x-middleware-rewrite']).toBeUndefined()
  // Rendered for its query string, streamed to this request alone.
  const streamed = await request.get('/de/search?q=shoes')
  expect(streamed.status()).toBe(200)
  expect(streamed.headers()['x-nextjs-cache']).toBeUndefined()
  expect(streamed.headers()['x-middleware-rewrite']).toBeUndefined()
})

test('every response carries the security headers', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['referrer-policy']).toBeTruthy()
})
