import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Consent and third-party tags: the analytics script configured in SiteSettings loads only
 * after "Accept" (once per page load), never after "Decline"; the choice is remembered and can be
 * changed from the footer; verification meta tags need no consent; with nothing configured the page
 * makes no third-party request. Every SiteSettings change here is undone after the file.
 */

const catalogue = (code: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../src/i18n/messages/${code}.json`), 'utf8'),
  ) as Record<string, string>
const en = catalogue('en')
const de = catalogue('de')

const analyticsOrigin = process.env.E2E_ANALYTICS_ORIGIN!
const STUB_PATH = '/e2e-analytics/script.js'
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`

interface ThirdPartyFields {
  analyticsScriptUrl: string | null
  analyticsSiteId: string | null
  verificationTags: { name: string; content: string }[]
}
const NOTHING: ThirdPartyFields = {
  analyticsScriptUrl: null,
  analyticsSiteId: null,
  verificationTags: [],
}

let auth: Record<string, string>
let original: ThirdPartyFields

async function configure(request: APIRequestContext, fields: Partial<ThirdPartyFields>) {
  const response = await request.post('/api/globals/site-settings', { headers: auth, data: fields })
  expect(response.status(), await response.text()).toBe(200)
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  auth = { Authorization: `JWT ${(await login.json()).token}` }
  const settings = await (
    await request.get('/api/globals/site-settings?depth=0', { headers: auth })
  ).json()
  original = {
    analyticsScriptUrl: settings.analyticsScriptUrl ?? null,
    analyticsSiteId: settings.analyticsSiteId ?? null,
    verificationTags: (settings.verificationTags ?? []).map(
      ({ name, content }: { name: string; content: string }) => ({ name, content }),
    ),
  }
})

test.afterAll(async ({ request }) => {
  await configure(request, original)
})

/** Serves a stand-in analytics script for the URLs `matches` picks and counts the browser's requests. */
async function stubAnalytics(page: Page, matches: (url: URL) => boolean) {
  const requests: string[] = []
  await page.route(matches, (route) => {
    requests.push(route.request().url())
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.analyticsRuns = (window.analyticsRuns || 0) + 1;
          window.analyticsSiteId = document.currentScript && document.currentScript.dataset.siteId;`,
    })
  })
  return requests
}

const runs = (page: Page) =>
  page.evaluate(() => (window as unknown as { analyticsRuns?: number }).analyticsRuns ?? 0)

/** Waits until the page has settled, so "no request" means none was going to come. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
}

test('with nothing configured, pages make no third-party request and show no banner', async ({
  page,
  request,
  baseURL,
}) => {
  await configure(request, NOTHING)
  const elsewhere: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin)
      elsewhere.push(r.url())
  })
  for (const route of ['/', '/stores', '/de/shopping-guides']) {
    await page.goto(route)
    await page.mouse.wheel(0, 4000)
    await settle(page)
  }
  expect(elsewhere).toEqual([])
  await expect(page.getByRole('region', { name: de['consent.title'] })).toHaveCount(0)
  await expect(page.getByRole('button', { name: de['footer.cookieSettings'] })).toHaveCount(0)
})

test('the analytics script loads only after Accept, once per page, and the choice is remembered', async ({
  page,
  request,
  context,
}) => {
  // A path on the site itself, answered by the test: the default CSP lets it in.
  await configure(request, {
    analyticsScriptUrl: `${STUB_PATH}?run=${unique()}`,
    analyticsSiteId: 'e2e-site',
  })
  const requests = await stubAnalytics(page, (url) => url.pathname === STUB_PATH)

  await page.goto('/')
  const banner = page.getByRole('region', { name: en['consent.title'] })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(en['consent.text'])
  await settle(page)
  expect(requests).toHaveLength(0)

  // Accessible: axe finds nothing with the banner shown, and the keyboard reaches Accept at once
  // (the banner comes first in the document: its privacy link, then Accept).
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('link', { name: en['footer.privacyPolicy'] })).toBeFocused()
  await page.keyboard.press('Tab')
  const accept = banner.getByRole('button', { name: en['consent.accept'] })
  await expect(accept).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(banner).toBeHidden()
  await expect.poll(() => runs(page)).toBe(1)
  expect(requests).toHaveLength(1)
  expect(
    await page.evaluate(() => (window as unknown as { analyticsSiteId?: string }).analyticsSiteId),
  ).toBe('e2e-site')

  // A client-side navigation keeps the one running copy.
  await page
    .getByRole('navigation', { name: en['nav.mainMenu'] })
    .getByRole('link', { name: en['nav.stores'] })
    .click()
  await expect(page).toHaveURL(/\/stores$/)
  await settle(page)
  expect(requests).toHaveLength(1)

  // Remembered for 180 days: the next page load asks nothing and loads the script once.
  const cookie = (await context.cookies()).find((c) => c.name === 'cookieConsent')
  expect(cookie?.value).toBe('granted')
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(179)
  expect(days).toBeLessThan(181)
  await page.reload()
  await expect.poll(() => runs(page)).toBe(1)
  await expect(page.getByRole('region', { name: en['consent.title'] })).toHaveCount(0)
  expect(requests).toHaveLength(2)
})

test('Decline loads nothing and is remembered; "Cookie settings" changes the choice', async ({
  page,
  request,
}) => {
  await configure(request, { analyticsScriptUrl: `${STUB_PATH}?run=${unique()}` })
  const requests = await stubAnalytics(page, (url) => url.pathname === STUB_PATH)

  // In the page's language.
  await page.goto('/de/stores')
  const banner = page.getByRole('region', { name: de['consent.title'] })
  await expect(banner).toContainText(de['consent.text'])
  await banner.getByRole('button', { name: de['consent.decline'] }).click()
  await expect(banner).toBeHidden()
  await settle(page)
  expect(requests).toHaveLength(0)

  await page.reload()
  await settle(page)
  await expect(banner).toHaveCount(0)
  expect(requests).toHaveLength(0)

  const settings = page.getByRole('button', { name: de['footer.cookieSettings'] })
  await settings.click()
  await expect(banner).toBeVisible()
  await expect(banner).toBeFocused()
  await banner.getByRole('button', { name: de['consent.accept'] }).click()
  await expect.poll(() => runs(page)).toBe(1)
  expect(requests).toHaveLength(1)
})

test('verification meta tags are in the head as configured, without consent', async ({
  page,
  request,
}) => {
  const token = `e2e-${unique()}`
  await configure(request, {
    ...NOTHING,
    verificationTags: [
      { name: 'google-site-verification', content: token },
      { name: 'impact-site-verification', content: 'a1b2c3' },
    ],
  })
  await page.goto('/stores')
  await expect(page.locator('head meta[name="google-site-verification"]')).toHaveAttribute(
    'content',
    token,
  )
  await expect(page.locator('head meta[name="impact-site-verification"]')).toHaveAttribute(
    'content',
    'a1b2c3',
  )
  await expect(page.getByRole('region', { name: en['consent.title'] })).toHaveCount(0)
})

test('SiteSettings refuses unsafe script URLs and origins the CSP would block; an allowed origin works', async ({
  page,
  request,
}) => {
  for (const refused of [
    'javascript:alert(1)',
    'http://stats.e2e.example/s.js',
    'https://evil.example/s.js',
  ]) {
    const response = await request.post('/api/globals/site-settings', {
      headers: auth,
      data: { analyticsScriptUrl: refused },
    })
    expect(response.status(), refused).toBe(400)
    expect(await response.text(), refused).toContain('Analytics script URL')
  }
  for (const name of ['robots', 'googlebot']) {
    const response = await request.post('/api/globals/site-settings', {
      headers: auth,
      data: { verificationTags: [{ name, content: 'noindex' }] },
    })
    expect(response.status(), name).toBe(400)
  }

  // The operator allowed exactly this origin (ANALYTICS_ORIGINS): pages' CSP lets it in, other
  // responses keep the site-only policy.
  // A page rendered for its request names its scripts' nonce, a kept one their hashes.
  const pageCsp = (await request.get('/stores')).headers()['content-security-policy']
  expect(pageCsp).toMatch(
    new RegExp(`script-src 'self'(?: '(?:nonce|sha256)-[^']+')+ ${analyticsOrigin};`),
  )
  expect(pageCsp).toContain(`connect-src 'self' ${analyticsOrigin};`)
  const apiCsp = (await request.get('/api/data/stores?limit=1')).headers()[
    'content-security-policy'
  ]
  expect(apiCsp).toContain("script-src 'self';")

  await configure(request, { analyticsScriptUrl: `${analyticsOrigin}/js/script.js` })
  const requests = await stubAnalytics(page, (url) => url.origin === analyticsOrigin)
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  await page.goto('/')
  await settle(page)
  expect(requests).toHaveLength(0)
  await page.getByRole('button', { name: en['consent.accept'] }).click()
  await expect.poll(() => runs(page)).toBe(1)
  expect(requests).toEqual([`${analyticsOrigin}/js/script.js`])
  expect(blocked).toEqual([])
})
