import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { logInWithForm } from '../helpers/admin'

/**
 * The Content-Security-Policy in a real browser: every page type, rendered for its request and then
 * sent again from Next's page cache, runs with no inline script the policy does not name, and its
 * policy never falls back to 'unsafe-inline'.
 */

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const json = async (path: string) => (await request.get(path)).json()
  const store = (await json('/api/data/stores?limit=1')).docs[0]
  const product = (await json('/api/data/products?limit=1')).docs[0]
  const guide = (await json('/api/posts/posts?limit=1')).docs[0]
  const group = (await json('/api/data/products?groups=1&limit=1')).docs[0]
  const tree = await json('/api/posts/posts/category')
  const primary = tree.find((node: { subcategories: unknown[] }) => node.subcategories.length)
  return [
    '/',
    '/de',
    '/categories',
    `/categories/${primary.seoSlug}`,
    `/fr/categories/${primary.seoSlug}/${primary.subcategories[0].seoSlug}`,
    '/shopping-guides',
    `/shopping-guides/${guide.category.seoSlug}`,
    `/shopping-guides/${guide.category.seoSlug}/${guide.slug}`,
    '/stores',
    `/stores/${store.slug}`,
    `/stores/${store.slug}?page=2`,
    '/products',
    `/pl/products/${product.slug}?country=SE`,
    '/products?sort=price_asc&deals=1',
    `/groups/${group.slug}`,
    '/deals',
    '/search?q=shoes',
    '/imprint',
    '/privacy',
    '/nothing/here',
    '/de/stores/no-such-store',
  ]
}

/** Records what the browser refused, from before the page's first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(
        `${event.violatedDirective} ${event.blockedURI || 'inline'} ${event.sample}`,
      )
    })
  })
}

async function expectNoViolations(page: Page, path: string) {
  const response = await page.goto(path)
  const policy = response?.headers()['content-security-policy'] ?? ''
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'))
  expect(scriptSrc, path).toBeTruthy()
  expect(scriptSrc, path).not.toContain('unsafe-inline')
  expect(scriptSrc, path).toMatch(/'(?:nonce|sha256)-/)
  // Every inline script of the document has been parsed (and run, or refused) by then.
  await page.waitForLoadState('load')
  expect(await page.evaluate(() => window.cspViolations), path).toEqual([])
}

test('every public page type runs under a policy without unsafe-inline, rendered or kept', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await watchViolations(page)
  for (const path of await publicPaths(request)) {
    // The first visit may render it for this request; the second is sent from the page cache.
    await expectNoViolations(page, path)
    await expectNoViolations(page, path)
  }
})

test('a smuggled inline script is refused on a kept page', async ({ page }) => {
  await watchViolations(page)
  await page.goto('/imprint')
  await page.goto('/imprint')
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.smuggled = true'
    document.body.append(script)
    return (window as { smuggled?: boolean }).smuggled === true
  })
  expect(ran).toBe(false)
  expect(await page.evaluate(() => window.cspViolations!.length)).toBe(1)
})

test('the admin and its live preview run under the policy too', async ({ page, request }) => {
  await watchViolations(page)
  await logInWithForm(page)
  const store = (await (await request.get('/api/data/stores?limit=1')).json()).docs[0]
  for (const path of [
    '/admin',
    '/admin/collections/stores',
    `/admin/collections/stores/${store.id}`,
    `/preview/stores/${store.id}?locale=de`,
  ]) {
    await expectNoViolations(page, path)
  }
})
