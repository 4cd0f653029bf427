import { expect, test, type APIRequestContext } from '@playwright/test'

import { kindOf, sitemapsOf, urlsOf, xmllint, type SitemapUrl } from '../helpers/sitemapXml'

/** Sitemaps and robots.txt over real HTTP from `next start` on the demo content. */

const codes = ['en', 'de', 'fr', 'it', 'es', 'fi', 'nl', 'no', 'pl', 'pt', 'sv']
const MAX_URLS = 50_000
const MAX_BYTES = 50 * 1024 * 1024

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`

interface Fetched {
  path: string
  xml: string
  headers: Record<string, string>
}

async function fetchSitemap(request: APIRequestContext, path: string): Promise<Fetched> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const xml = await response.text()
  return { path, xml, headers: response.headers() }
}

/** Every file /sitemap.xml leads to, each checked by xmllint and against the protocol's limits. */
async function crawl(request: APIRequestContext, baseURL: string) {
  const index = await fetchSitemap(request, '/sitemap.xml')
  const files: Fetched[] = [index]
  for (const loc of sitemapsOf(index.xml)) {
    expect(loc.startsWith(`${baseURL}/`), loc).toBe(true)
    files.push(await fetchSitemap(request, new URL(loc).pathname))
  }
  for (const file of files) {
    expect(file.headers['content-type'], file.path).toBe('application/xml; charset=utf-8')
    // Playwright accepts gzip and brotli, as crawlers do, and unpacks the answer.
    expect(['gzip', 'br'], file.path).toContain(file.headers['content-encoding'])
    expect(file.headers['cache-control'], file.path).toMatch(
      /public.*max-age=\d+.*stale-while-revalidate=\d+/,
    )
    const kind = kindOf(file.xml)
    // An index lists urlsets only: nested indexes are not part of the protocol.
    expect(kind, file.path).toBe(file === index ? 'sitemapindex' : 'urlset')
    const verdict = xmllint(file.xml, kind!)
    expect(verdict.output, file.path).toBe('- validates')
    expect(urlsOf(file.xml).length, file.path).toBeLessThanOrEqual(MAX_URLS)
    expect(Buffer.byteLength(file.xml), file.path).toBeLessThanOrEqual(MAX_BYTES)
  }
  return { index, files: files.slice(1) }
}

test.describe('sitemaps', () => {
  let auth: Record<string, string>

  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/users/login', {
      data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    })
    auth = { Authorization: `JWT ${(await login.json()).token}` }
  })

  test('robots.txt lets crawlers in, keeps /admin and /api out and points at /sitemap.xml', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    const lines = (await response.text()).split('\n').map((line) => line.trim())
    expect(lines).toContain('User-Agent: *')
    expect(lines).toContain('Allow: /')
    expect(lines).toContain('Disallow: /admin')
    expect(lines).toContain('Disallow: /api')
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })

  test('/sitemap.xml, /static-sitemap.xml and all 11 language sitemaps validate against the sitemaps.org schemas', async ({
    request,
    baseURL,
  }) => {
    const { index, files } = await crawl(request, baseURL!)
    // The demo content fits one file per language: the index lists each language sitemap itself.
    expect(sitemapsOf(index.xml)).toEqual([
      `${baseURL}/static-sitemap.xml`,
      ...codes.map((code) => `${baseURL}/${code}-sitemap.xml`),
    ])
    const statics = urlsOf(files[0]!.xml)
    // Home, categories, guides, stores, deals, imprint and privacy.
    expect(statics).toHaveLength(7 * codes.length)
    expect(statics.map((entry) => entry.loc)).toContain(`${baseURL}/sv/deals`)
    expect(statics.map((entry) => entry.loc)).toContain(`${baseURL}/`)
    expect(statics.map((entry) => entry.loc)).toContain(`${baseURL}/de`)
    expect(statics.map((entry) => entry.loc)).toContain(`${baseURL}/pt/privacy`)
    expect(files[0]!.xml).not.toContain('/search')

    const perLanguage = files.slice(1).map((file) => urlsOf(file.xml))
    // The demo: 500 stores, 54 guides, 79 categories (other tests may add more).
    for (const [position, urls] of perLanguage.entries()) {
      const code = codes[position]!
      expect(urls.length).toBeGreaterThan(600)
      expect(urls.length).toBe(perLanguage[0]!.length)
      const prefix = code === 'en' ? `${baseURL}/` : `${baseURL}/${code}/`
      const otherLanguage = new RegExp(`^${baseURL}/(${codes.join('|')})(/|$)`)
      // Checked in plain code and asserted once: thousands of expect() calls would take minutes.
      const wrong = urls.filter(
        (entry) =>
          !entry.loc.startsWith(prefix) ||
          (code === 'en' && otherLanguage.test(entry.loc)) ||
          entry.lastmod === null ||
          entry.alternates.map(([lang]) => lang).join() !== [...codes, 'x-default'].join(),
      )
      expect(wrong, code).toEqual([])
    }
  })

  test('the URLs they list are the pages, in that language, with the same page in every other', async ({
    request,
    baseURL,
  }) => {
    const de = urlsOf((await fetchSitemap(request, '/de-sitemap.xml')).xml)
    const pick = (pattern: RegExp) =>
      de.find((entry) => pattern.test(entry.loc.slice(baseURL!.length)))
    const samples = [
      pick(/^\/de\/categories\/[^/]+$/),
      pick(/^\/de\/categories\/[^/]+\/[^/]+$/),
      pick(/^\/de\/shopping-guides\/[^/]+$/),
      pick(/^\/de\/shopping-guides\/[^/]+\/[^/]+$/),
      pick(/^\/de\/stores\/[^/]+$/),
      pick(/^\/de\/products\/[^/]+$/),
      pick(/^\/de\/groups\/[^/]+$/),
    ]
    for (const entry of samples) {
      expect(entry).toBeDefined()
      const { loc, alternates } = entry as SitemapUrl
      const page = await request.get(new URL(loc).pathname)
      expect(page.status(), loc).toBe(200)
      expect(await page.text()).toContain('lang="de')
      const english = new Map(alternates).get('en')!
      expect(new Map(alternates).get('x-default')).toBe(english)
      expect((await request.get(new URL(english).pathname)).status(), english).toBe(200)
      expect(new Map(alternates).get('pl')).toBe(loc.replace(`${baseURL}/de/`, `${baseURL}/pl/`))
    }
  })

  test('a published store appears at once; drafts and guides of the hidden category never do', async ({
    request,
  }) => {
    const created = async (path: string, data: Record<string, unknown>) => {
      const response = await request.post(path, { headers: auth, data })
      expect(response.status(), await response.text()).toBe(201)
      return ((await response.json()) as { doc: { id: number; slug: string } }).doc
    }
    const store = await created('/api/stores', {
      name: 'Sitemap e2e store',
      slug: unique('sitemap-e2e'),
      website: 'https://shop.example',
      _status: 'published',
    })
    const draft = await created('/api/stores?draft=true', {
      name: 'Sitemap draft store',
      slug: unique('sitemap-draft'),
      website: 'https://draft.example',
      _status: 'draft',
    })
    const hidden = await created('/api/posts', {
      title: 'Internal sitemap note',
      slug: unique('sitemap-internal'),
      category: 314,
      _status: 'published',
    })
    const hiddenCategory = (await (
      await request.get('/api/post-categories/314?depth=0', { headers: auth })
    ).json()) as { seoSlug: string }

    const xml = (await fetchSitemap(request, '/fi-sitemap.xml')).xml
    expect(xml).toContain(`/fi/stores/${store.slug}</loc>`)
    expect(xml).not.toContain(draft.slug)
    expect(xml).not.toContain(hidden.slug)
    expect(xml).not.toContain(`/${hiddenCategory.seoSlug}`)
  })

  test('unknown languages and parts that do not exist are 404; HEAD answers without a body', async ({
    request,
  }) => {
    for (const path of [
      '/xx-sitemap.xml',
      '/de-sitemap-0.xml',
      '/de-sitemap-2.xml',
      '/de-sitemap-01.xml',
      '/de-sitemap-99999999.xml',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
    }
    expect((await request.get('/de-sitemap-1.xml')).status()).toBe(200)

    const plain = await request.get('/de-sitemap.xml', {
      headers: { 'Accept-Encoding': 'identity' },
    })
    expect(plain.headers()['content-encoding']).toBeUndefined()
    expect(kindOf(await plain.text())).toBe('urlset')

    const head = await request.head('/sv-sitemap.xml')
    expect(head.status()).toBe(200)
    expect(head.headers()['content-type']).toBe('application/xml; charset=utf-8')
    expect((await head.body()).length).toBe(0)
    expect((await request.head('/sitemap.xml')).status()).toBe(200)
    expect((await request.head('/xx-sitemap.xml')).status()).toBe(404)
  })
})
