import { expect, test, type APIRequestContext } from '@playwright/test'

import { cacheDirectives, sameStoredAnswer, sharedCacheMayStore } from '../helpers/sharedCache'

/**
 * A CDN or nginx in front of the site keys what it stores on the URL (and the headers `Vary` names).
 * A page whose HTML depends on the country cookie, the language cookie or Accept-Language must never
 * be stored under a key that ignores them, or the first visitor's country is everyone's. Checked here
 * as a shared cache would read the answers (RFC 9111).
 */

const firstDoc = async (request: APIRequestContext, url: string) =>
  (await (await request.get(url)).json()).docs[0] as {
    slug: string
    category?: { seoSlug: string }
  }

async function pageKinds(request: APIRequestContext): Promise<string[]> {
  const store = await firstDoc(request, '/api/data/stores?limit=1')
  const product = await firstDoc(request, '/api/data/products?limit=1')
  const group = await firstDoc(request, '/api/data/products?groups=1&limit=1')
  const guide = await firstDoc(request, '/api/posts/posts?limit=1')
  const tree = (await (await request.get('/api/posts/posts/category')).json()) as {
    seoSlug: string
  }[]
  return [
    '/',
    '/de',
    '/categories',
    `/fr/categories/${tree[0]!.seoSlug}`,
    '/shopping-guides',
    `/de/shopping-guides/${guide.category!.seoSlug}/${guide.slug}`,
    '/stores',
    '/stores?page=2',
    `/stores/${store.slug}`,
    `/pl/products/${product.slug}`,
    `/groups/${group.slug}`,
    '/deals',
    '/products?sort=price_asc',
    '/search?q=shop',
    '/imprint',
    '/no-such-page',
  ]
}

const COUNTRY = (code: string) => ({ Cookie: `selectedCountry=${code}` })

test('no page that depends on a cookie or Accept-Language can be stored under a key that ignores it', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const variants: Record<string, string>[] = [
    COUNTRY('DE'),
    COUNTRY('SE'),
    { 'Accept-Language': 'en-US' },
    { 'Accept-Language': 'de-DE' },
    { Cookie: 'NEXT_LOCALE=fr' },
  ]
  for (const path of await pageKinds(request)) {
    for (const headers of variants) {
      const response = await request.get(path, { headers, maxRedirects: 0 })
      const answer = response.headers()
      const storable = sharedCacheMayStore(response.status(), answer)
      // Stored, it would answer every other variant too: the rule is broken unless Vary tells
      // them apart.
      for (const other of variants.filter((variant) => variant !== headers)) {
        expect(
          !storable || !sameStoredAnswer(answer.vary, headers, other),
          `${path} for ${JSON.stringify(headers)} (${response.status()}, Cache-Control: ${answer['cache-control']}) would be served for ${JSON.stringify(other)}`,
        ).toBe(true)
      }
    }
  }
})

test('the cookie really changes those pages: the same URL shows another country', async ({
  request,
}) => {
  const page = async (country: string) =>
    (await request.get('/deals', { headers: COUNTRY(country) })).text()
  // Prices in the country's currency, as en-US writes them.
  const euros = /€\s?\d/
  const kronor = /SEK\s?\d/
  const [germany, sweden] = [await page('DE'), await page('SE')]
  expect(germany).toMatch(euros)
  expect(germany).not.toMatch(kronor)
  expect(sweden).toMatch(kronor)
  expect(sweden).not.toMatch(euros)
})

test('a page whose URL names its country is the same for everyone: a CDN may keep it a minute at most', async ({
  request,
}) => {
  const store = await firstDoc(request, '/api/data/stores?limit=1')
  for (const path of [
    '/de/categories?country=SE',
    `/stores/${store.slug}?country=AT`,
    '/deals?country=PL',
  ]) {
    const country = new URL(path, 'http://x').searchParams.get('country')!
    // A shopper who already chose that country: no cookie to set. Rendered, then from the page cache.
    for (const render of ['first', 'kept']) {
      const response = await request.get(path, { headers: COUNTRY(country) })
      expect(response.status(), path).toBe(200)
      const answer = response.headers()
      const what = `${path} (${render}): ${answer['cache-control']}`
      expect(sharedCacheMayStore(200, answer), what).toBe(true)
      const directives = cacheDirectives(answer['cache-control'])
      const fresh = Number(directives.get('s-maxage'))
      const stale = Number(directives.get('stale-while-revalidate') ?? 0)
      expect(fresh + stale, what).toBeLessThanOrEqual(60)
      // Browsers ask again each time (answered 304 when nothing changed).
      expect(directives.get('max-age'), what).toBe('0')
    }
  }
  // One who did not: the answer sets the cookie, and no shared cache may hand that to others.
  const setting = await request.get('/deals?country=PL', { headers: COUNTRY('DE') })
  expect(setting.headers()['set-cookie']).toContain('selectedCountry=PL')
  expect(sharedCacheMayStore(200, setting.headers())).toBe(false)
})

test('the public /api stays at most a minute at the edge; built assets are immutable', async ({
  request,
}) => {
  for (const path of ['/api/data/stores?country=SE', '/api/posts/posts?limit=2']) {
    const answer = (await request.get(path)).headers()
    const directives = cacheDirectives(answer['cache-control'])
    expect(directives.has('public'), path).toBe(true)
    expect(
      Number(directives.get('s-maxage')) + Number(directives.get('stale-while-revalidate') ?? 0),
      path,
    ).toBeLessThanOrEqual(60)
  }
  const assets = (await (await request.get('/')).text()).match(/\/_next\/static\/[^"]+\.js/)
  expect(assets).not.toBeNull()
  expect((await request.get(assets![0])).headers()['cache-control']).toContain('immutable')
})

test('an image is kept for good: its file name changes with its content', async ({ request }) => {
  const store = (await (await request.get('/api/data/stores?limit=20')).json()).docs.find(
    (doc: { logo: { url: string } | null }) => doc.logo,
  ) as { slug: string; logo: { url: string; sizes: Record<string, { url: string }> } }
  expect(store.logo.url).toMatch(/^\/api\/media\/file\/[\w.-]+-[0-9a-f]{8}\.\w+$/)
  for (const url of [store.logo.url, ...Object.values(store.logo.sizes).map((size) => size.url)]) {
    const file = await request.get(url)
    expect(file.status(), url).toBe(200)
    expect(file.headers()['content-type'], url).toMatch(/^image\//)
    expect(file.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable')
  }
  // A file that is not there is not kept anywhere.
  const missing = await request.get('/api/media/file/no-such-file-0123abcd.png')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['cache-control']).toBe('no-store')
})
