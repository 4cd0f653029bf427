import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * HEAD as link checkers and crawlers send it: for every kind of URL the site serves — pages, images
 * and their sizes, the public /api, sitemaps, robots.txt, click-outs, Next's image optimizer, static
 * files — HEAD answers with GET's status and headers, and without a body.
 */

// A link checker announces itself: its click-outs are not counted as shoppers' clicks.
const headers = { 'User-Agent': 'site-link-checker/1.0' }

/** The headers a client decides by: what it is, how long to keep it, how to ask again. */
const COMPARED = ['content-type', 'cache-control', 'etag', 'location', 'x-robots-tag', 'vary']

interface ApiImage {
  url: string
  sizes: Record<string, { url: string } | undefined>
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers })
  expect(response.status(), url).toBe(200)
  return (await response.json()) as T
}

/** A few URLs of each kind, found the way a crawler finds them: from the /api and the pages. */
async function urlsToCheck(request: APIRequestContext): Promise<Record<string, string[]>> {
  const stores = await json<{ docs: { id: number; slug: string; logo: ApiImage | null }[] }>(
    request,
    '/api/data/stores?limit=20',
  )
  const products = await json<{ docs: { id: number; slug: string; image: ApiImage | null }[] }>(
    request,
    '/api/data/products?country=SE&limit=20',
  )
  const guides = await json<{ docs: { id: number }[] }>(request, '/api/posts/posts?limit=1')
  const store = stores.docs[0]!
  const product = products.docs[0]!
  const images = [...stores.docs.map((doc) => doc.logo), ...products.docs.map((doc) => doc.image)]
    .filter((image): image is ApiImage => image !== null)
    .slice(0, 3)
  expect(images.length).toBeGreaterThan(0)
  const media = images.flatMap((image) => [
    image.url,
    ...Object.values(image.sizes).flatMap((size) => (size ? [size.url] : [])),
  ])
  const home = await (await request.get('/', { headers })).text()
  const statics = [...home.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)]
    .map((match) => match[1]!)
    .slice(0, 3)
  expect(statics.length).toBeGreaterThan(0)
  const path = (url: string) => new URL(url, 'http://site').pathname
  return {
    pages: [
      '/',
      '/de',
      '/sv/deals?country=SE',
      '/stores',
      `/stores/${store.slug}`,
      `/pl/products/${product.slug}?country=PL`,
      '/shopping-guides',
      '/no-such-page',
    ],
    media: [...media.map(path), '/api/media/file/no-such-file.webp'],
    api: [
      '/api/data/stores?limit=2',
      `/api/data/store/${store.id}`,
      '/api/data/products?country=SE&sort=discount&limit=3',
      '/api/data/products?limit=abc',
      '/api/posts/posts?limit=2',
      '/api/posts/posts/category',
      `/api/posts/posts/${guides.docs[0]!.id}`,
      '/api/search/suggestions?q=nordv&lang=en&country=SE',
      '/api/openapi.json',
      '/api/health',
    ],
    sitemaps: ['/sitemap.xml', '/static-sitemap.xml', '/de-sitemap.xml', '/robots.txt'],
    clickOuts: [
      `/out/store/${store.id}?country=SE`,
      `/de/out/store/${store.id}?country=DE`,
      '/out/store/999999999',
    ],
    images: [`/_next/image?url=${encodeURIComponent(path(images[0]!.url))}&w=640&q=75`],
    statics: [...statics, '/favicon.ico', '/icon.svg', '/location-list/en.json'],
  }
}

test('HEAD answers as GET does for every kind of URL, without a body', async ({ request }) => {
  test.setTimeout(120_000)
  const kinds = await urlsToCheck(request)
  const mismatches: string[] = []
  for (const [kind, urls] of Object.entries(kinds)) {
    for (const url of urls) {
      // Compared in the same state: a page's first render is the one that puts it in the cache.
      await request.get(url, { headers, maxRedirects: 0 })
      const get = await request.get(url, { headers, maxRedirects: 0 })
      const head = await request.head(url, { headers, maxRedirects: 0 })
      const seen = (response: typeof get) =>
        JSON.stringify({
          status: response.status(),
          ...Object.fromEntries(COMPARED.map((name) => [name, response.headers()[name] ?? null])),
        })
      if (seen(head) !== seen(get)) {
        mismatches.push(`${kind} ${url}\n  GET  ${seen(get)}\n  HEAD ${seen(head)}`)
      }
      expect((await head.body()).length, `HEAD ${url} has no body`).toBe(0)
      if (get.status() === 200 && kind !== 'clickOuts') {
        expect((await get.body()).length, `GET ${url} has a body`).toBeGreaterThan(0)
      }
    }
  }
  expect(mismatches, mismatches.join('\n')).toEqual([])
})

test("a page's first request, a HEAD, answers with the ETag its GET then has", async ({
  request,
}) => {
  const { docs } = await json<{ docs: { slug: string }[] }>(
    request,
    '/api/data/products?country=IT&limit=5',
  )
  // A language and country no other test asks for: the HEAD is the page's first render.
  const url = `/it/products/${docs[4]!.slug}?country=IT`
  const head = await request.head(url, { headers })
  const get = await request.get(url, { headers })
  expect(head.status()).toBe(200)
  expect(head.headers().etag).toBeTruthy()
  expect(head.headers().etag).toBe(get.headers().etag)
  expect(head.headers()['content-type']).toBe(get.headers()['content-type'])
})
