import { expect, test, type APIRequestContext } from '@playwright/test'

import { allGuides } from '../../src/seed/content/allGuides'
import { generateStore } from '../../src/seed/bulk/generate'
import { scales } from '../../src/seed/scales'
import { logIn, logInWithForm } from '../helpers/admin'

/** Search-engine metadata and the freshness of cached pages. */

const codes = ['en', 'de', 'fr', 'it', 'es', 'fi', 'nl', 'no', 'pl', 'pt', 'sv']
const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

interface Head {
  title: string | null
  description: string | null
  canonical: string | null
  alternates: Map<string, string>
}

/** The parts of a page's <head> that search engines read. */
function readHead(html: string): Head {
  const attribute = (tag: string, name: string) =>
    decode(tag.match(new RegExp(` ${name}="([^"]*)"`, 'i'))?.[1] ?? '')
  const links = [...html.matchAll(/<link [^>]*>/g)].map((match) => match[0])
  const alternates = new Map<string, string>()
  for (const link of links.filter((tag) => /rel="alternate"/.test(tag) && /hreflang=/i.test(tag))) {
    alternates.set(attribute(link, 'hreflang'), attribute(link, 'href'))
  }
  const canonical = links.find((tag) => /rel="canonical"/.test(tag))
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1]
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null,
    description: description ? decode(description) : null,
    canonical: canonical ? attribute(canonical, 'href') : null,
    alternates,
  }
}

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { headers: { 'Accept-Language': 'en-US' } })
  expect(response.status(), path).toBe(200)
  return readHead(await response.text())
}

const pathOf = (url: string) => {
  const { pathname } = new URL(url)
  return pathname
}

async function samplePaths(request: APIRequestContext): Promise<string[]> {
  const store = (await (await request.get('/api/data/stores?limit=1')).json()).docs[0]
  const guide = (await (await request.get('/api/posts/posts?limit=1')).json()).docs[0]
  const tree = await (await request.get('/api/posts/posts/category')).json()
  const primary = tree.find((node: { subcategories: unknown[] }) => node.subcategories.length)
  const group = (await (await request.get('/api/data/products?groups=1&limit=1')).json()).docs[0]
  return [
    '/',
    '/categories',
    `/categories/${primary.seoSlug}`,
    `/categories/${primary.seoSlug}/${primary.subcategories[0].seoSlug}`,
    '/shopping-guides',
    `/shopping-guides/${guide.category.seoSlug}`,
    `/shopping-guides/${guide.category.seoSlug}/${guide.slug}`,
    '/stores',
    `/stores/${store.slug}`,
    `/groups/${group.slug}`,
    '/search',
    '/imprint',
    '/privacy',
  ]
}

test('every page type has a title, description, canonical and 12 alternates that answer and link back', async ({
  request,
}) => {
  test.setTimeout(240_000)
  for (const path of await samplePaths(request)) {
    const german = path === '/' ? '/de' : `/de${path}`
    const head = await headOf(request, `${german}?country=se&utm_source=test`)
    expect(head.title, german).toBeTruthy()
    expect(head.description, german).toBeTruthy()
    // The canonical URL is the page itself, without the country or any other query noise.
    expect(head.canonical && pathOf(head.canonical), german).toBe(german)
    expect(head.canonical, german).not.toContain('?')
    expect([...head.alternates.keys()].sort(), german).toEqual([...codes, 'x-default'].sort())
    expect(pathOf(head.alternates.get('x-default')!), german).toBe(path)

    for (const code of codes) {
      const url = head.alternates.get(code)!
      const alternate = await headOf(request, pathOf(url))
      expect(alternate.canonical, url).toBe(url)
      // Return links: each language version lists the German one too.
      expect(alternate.alternates.get('de'), url).toBe(head.canonical)
      expect(alternate.alternates.size, url).toBe(12)
    }
  }
})

test('a category page puts the category name into its title; a guide is an article with its image', async ({
  request,
}) => {
  const tree = await (await request.get('/api/posts/posts/category?lang=pl')).json()
  const html = await (await request.get(`/pl/categories/${tree[0].seoSlug}`)).text()
  const head = readHead(html)
  expect(head.title).toContain(tree[0].name)
  expect(head.title).not.toContain('[CategoryName]')

  const guide = (await (await request.get('/api/posts/posts?limit=1&lang=de')).json()).docs[0]
  const article = await (
    await request.get(`/de/shopping-guides/${guide.category.seoSlug}/${guide.slug}`)
  ).text()
  expect(article).toContain('<meta property="og:type" content="article"/>')
  expect(article).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/)
  expect(article).toContain('<meta name="twitter:card" content="summary_large_image"/>')
  expect(decode(article)).toContain(`<meta property="og:title" content="${guide.title}`)
})

test('a store description published in the admin is on the cached public page within a second', async ({
  page,
  request,
}) => {
  const store = (await (await request.get('/api/data/stores?limit=1&lang=de')).json()).docs[0]
  const publicPath = `/de/stores/${store.slug}`
  const inSweden = `${publicPath}?country=se`
  // Both countries' pages are rendered and cached before the change.
  for (const path of [publicPath, inSweden, publicPath, inSweden]) {
    expect((await request.get(path)).status()).toBe(200)
  }

  const text = `Frisch veröffentlicht ${Date.now().toString(36)}`
  await logIn(page)
  await page.goto(`/admin/collections/stores/${store.id}?locale=de`)
  await page.locator('#field-description').fill(text)
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.status() < 400,
  )
  await page.getByRole('button', { name: /publish changes/i }).click()
  await saved
  await expect(
    page.getByText(/published successfully|updated successfully|successfully created/i).first(),
  ).toBeVisible()
  const publishedAt = Date.now()

  let seenAfter = Number.POSITIVE_INFINITY
  while (Date.now() - publishedAt < 5_000) {
    if (decode(await (await request.get(publicPath)).text()).includes(text)) {
      seenAfter = Date.now() - publishedAt
      break
    }
  }
  expect(seenAfter).toBeLessThanOrEqual(1_000)
  // Every country: the Swedish visitors' page (its own cache entry) shows it too.
  expect(decode(await (await request.get(inSweden)).text())).toContain(text)
})

test('a category renamed in the admin is in the cached category list and footer within a second', async ({
  page,
  request,
}) => {
  const tree: { id: number; name: string; primary: boolean }[] = await (
    await request.get('/api/posts/posts/category?lang=de')
  ).json()
  // The tree puts the primaries first, in their order: this one is in every footer.
  const category = tree.find((node) => node.primary)!
  const pages = ['/de/categories', '/de']
  for (const path of [...pages, ...pages]) expect((await request.get(path)).status()).toBe(200)

  const rename = async (name: string) => {
    await page.goto(`/admin/collections/post-categories/${category.id}?locale=de`)
    await page.locator('#field-name').fill(name)
    await page.getByRole('button', { name: /^save$/i }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  }
  /** How long after the rename each page showed `shown` (or not), polling for five seconds. */
  const shownAfter = async (shown: boolean) => {
    const renamedAt = Date.now()
    const after: Record<string, number> = {}
    for (const path of pages) {
      after[path] = Number.POSITIVE_INFINITY
      while (Date.now() - renamedAt < 5_000) {
        if (decode(await (await request.get(path)).text()).includes(name) === shown) {
          after[path] = Date.now() - renamedAt
          break
        }
      }
    }
    return after
  }
  const name = `Umbenannt ${Date.now().toString(36)}`
  await logIn(page)
  try {
    await rename(name)
    for (const [path, ms] of Object.entries(await shownAfter(true))) {
      expect(ms, path).toBeLessThanOrEqual(1_000)
    }
  } finally {
    await rename(category.name)
  }
  // The old name is back as promptly.
  for (const [path, ms] of Object.entries(await shownAfter(false))) {
    expect(ms, path).toBeLessThanOrEqual(1_000)
  }
})

test('the site has an icon: pages link it, and a browser asking for /favicon.ico gets it', async ({
  request,
}) => {
  for (const path of ['/', '/de/deals', '/stores']) {
    const html = await (await request.get(path)).text()
    const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((match) => match[1]!)
    expect(icons.length, path).toBeGreaterThan(0)
    for (const href of icons) {
      const icon = await request.get(decode(href))
      expect(icon.status(), href).toBe(200)
      expect(icon.headers()['content-type'], href).toMatch(/^image\//)
    }
  }
  // Browsers ask for it whatever the page says: without it, a 404 in every new visitor's console.
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
})

test('a cached page and its scripts come compressed, with a validator: the same ETag each time, 304 when revalidated', async ({
  request,
}) => {
  const path = '/fr/categories'
  // The first request renders the page; from the second on it comes from the page cache.
  for (let i = 0; i < 2; i++) expect((await request.get(path)).status()).toBe(200)
  const gzipped = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gzipped.headers()['content-encoding']).toBe('gzip')
  // A shared cache keeps the compressed and the plain page apart.
  expect(gzipped.headers().vary).toMatch(/\bAccept-Encoding\b/i)
  const etag = gzipped.headers().etag
  expect(etag).toMatch(/^"[\w-]+"$/)

  const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(plain.headers().etag).toBe(etag)
  const html = await plain.text()
  expect(Number(plain.headers()['content-length'])).toBe(Buffer.byteLength(html))
  // Playwright unpacks the gzip answer: the same page, character for character.
  expect(await gzipped.text()).toBe(html)

  const revalidated = await request.get(path, { headers: { 'If-None-Match': etag! } })
  expect(revalidated.status()).toBe(304)
  expect(await revalidated.text()).toBe('')

  // The page's scripts come compressed too.
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(asset.status()).toBe(200)
  expect(asset.headers()['content-encoding']).toBe('gzip')
})

test("a browser that accepts Brotli gets the page and its scripts as Brotli, the scripts compressed at build time, without a document's headers", async ({
  request,
}) => {
  const chromium = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }
  const path = '/it/stores'
  for (let i = 0; i < 2; i++) expect((await request.get(path)).status()).toBe(200)
  const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })
  const page = await request.get(path, { headers: chromium })
  expect(page.headers()['content-encoding']).toBe('br')
  expect(page.headers().etag).toBe(plain.headers().etag)
  expect(await page.text()).toBe(await plain.text())
  // No critical client hint: the browser would ask for the page twice before showing it.
  expect(page.headers()['critical-ch']).toBeUndefined()

  const html = await plain.text()
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  )
  expect(scripts.length).toBeGreaterThan(3)
  for (const script of scripts) {
    const asset = await request.get(script, { headers: chromium })
    expect(asset.status(), script).toBe(200)
    expect(asset.headers()['content-encoding'], script).toBe('br')
    expect(asset.headers()['content-type'], script).toMatch(/^application\/javascript/)
    expect(asset.headers()['cache-control'], script).toContain('immutable')
    expect(asset.headers()['x-content-type-options'], script).toBe('nosniff')
    expect(asset.headers()['content-security-policy'], script).toBeUndefined()
    const identical = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } })
    expect(await asset.text(), script).toBe(await identical.text())
  }
  // The admin keeps the colour-scheme hint its theme reads.
  const admin = await request.get('/admin/login', { headers: chromium })
  expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test("every seeded store and guide passes the admin's SEO checks, in every language", async ({
  page,
}) => {
  await logInWithForm(page)
  // Every seeded document, read in all languages through the admin's own REST session.
  const texts = await page.evaluate(async () => {
    const all: { id: number; slug: string; meta: unknown }[] = []
    for (const collection of ['stores', 'posts']) {
      for (let pageNumber = 1; ; pageNumber++) {
        const response = await fetch(
          `/api/${collection}?locale=all&draft=true&depth=0&limit=200&page=${pageNumber}&select[meta]=true&select[slug]=true`,
        )
        const { docs, hasNextPage } = (await response.json()) as {
          docs: { id: number; slug: string; meta: unknown }[]
          hasNextPage: boolean
        }
        all.push(...docs.map((doc) => ({ id: doc.id, slug: doc.slug, meta: doc.meta })))
        if (!hasNextPage) break
      }
    }
    return all
  })
  // The seed's documents, not those other suites create as editors do (without SEO texts).
  const seeded = new Set([
    ...allGuides.map((guide) => guide.slug),
    ...Array.from({ length: scales.demo.stores }, (_, index) => generateStore(index + 1).slug),
  ])
  const checked = texts.filter((doc) => seeded.has(doc.slug))
  expect(checked.length).toBe(seeded.size)
  const failures: string[] = []
  for (const { id, meta } of checked as {
    id: number
    meta: Record<string, Record<string, unknown>>
  }[]) {
    for (const code of codes) {
      const title = String(meta?.title?.[code] ?? '')
      const description = String(meta?.description?.[code] ?? '')
      if (title.length < 50 || title.length > 60) failures.push(`${id} ${code} title "${title}"`)
      if (description.length < 100 || description.length > 150)
        failures.push(`${id} ${code} description "${description}"`)
      if (!meta?.image?.[code]) failures.push(`${id} ${code} has no image`)
    }
  }
  expect(failures.slice(0, 10)).toEqual([])

  // The panel an editor sees says so, too.
  const store = await page.evaluate(
    async () =>
      (
        (await (await fetch('/api/stores?limit=1&depth=0')).json()) as {
          docs: { id: number; slug: string }[]
        }
      ).docs[0]!,
  )
  await page.goto(`/admin/collections/stores/${store.id}?locale=fr`)
  // Payload renders a long form's fields as they scroll into view; the SEO panel is at its end.
  await page.getByRole('heading', { name: 'SEO', level: 3 }).scrollIntoViewIfNeeded()
  await expect(page.getByText('3/3 checks are passing')).toBeVisible()
  // Its search result preview shows the page's address in the language being edited.
  await expect(page.getByText(new RegExp(`^https?://[^/]+/fr/stores/${store.slug}$`))).toBeVisible()
})
