import { expect, test, type Page } from '@playwright/test'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * New-build detection: when the build-id endpoint announces another build, the next
 * click on an internal link loads the page in full instead of a client-side transition; a second
 * forced load within 10 s does not happen; a failed chunk load has the same effect as a new build.
 * A deploy is simulated through the server's BUILD_ID_OVERRIDE_FILE (tests/helpers/e2eSetup.ts).
 */

const en = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../src/i18n/messages/en.json'), 'utf8'),
) as Record<string, string>
const overrideFile = process.env.E2E_BUILD_ID_FILE!

test.afterEach(() => {
  // The next test (and every other file) sees the running build again.
  rmSync(overrideFile, { force: true })
})

/** Focuses the tab until the page's watcher has asked for the build id and read the answer. */
async function checkForNewBuild(page: Page) {
  await expect
    .poll(
      async () => {
        const answered = page
          .waitForResponse((response) => new URL(response.url()).pathname === '/build-id.json', {
            timeout: 2_000,
          })
          .then(
            async (response) => {
              await response.finished()
              return true
            },
            () => false,
          )
        await page.evaluate(() => window.dispatchEvent(new Event('focus')))
        return answered
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  // Let the page handle the answer it has just received.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
}

function deployNewBuild() {
  writeFileSync(overrideFile, `e2e-build-${Date.now().toString(36)}`)
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: en['nav.mainMenu'] })

async function setMarker(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker?: string }).marker = 'same document'))
}
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: string }).marker ?? 'new document')

/** Clicks a main-menu link and tells whether the browser loaded a new document for it. */
async function clickMenu(page: Page, name: string, url: RegExp) {
  const documents: string[] = []
  const onRequest = (request: { isNavigationRequest(): boolean; url(): string }) => {
    if (request.isNavigationRequest()) documents.push(request.url())
  }
  page.on('request', onRequest)
  await setMarker(page)
  await mainMenu(page).getByRole('link', { name }).click()
  await expect(page).toHaveURL(url)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  page.off('request', onRequest)
  return { fullLoad: (await marker(page)) === 'new document', documents }
}

test('without a new build, internal links are client-side transitions; a failed check changes nothing', async ({
  page,
}) => {
  await page.goto('/')
  await checkForNewBuild(page)
  const first = await clickMenu(page, en['nav.stores'], /\/stores$/)
  expect(first).toEqual({ fullLoad: false, documents: [] })

  // The endpoint fails: ignored silently, and still no full load.
  await page.route('**/build-id.json*', (route) => route.fulfill({ status: 503, body: 'down' }))
  deployNewBuild()
  await checkForNewBuild(page)
  const second = await clickMenu(page, en['nav.categories'], /\/categories$/)
  expect(second.fullLoad).toBe(false)
})

test('a new build makes the next click a full page load, and not again within 10 s', async ({
  page,
}) => {
  await page.goto('/')
  deployNewBuild()
  await checkForNewBuild(page)
  const forced = await clickMenu(page, en['nav.stores'], /\/stores$/)
  expect(forced.fullLoad).toBe(true)
  expect(forced.documents.map((url) => new URL(url).pathname)).toEqual(['/stores'])

  // The reloaded page still carries the running build's id, so it finds the new id again: within the
  // 10 s guard the next click stays a client-side transition (no reload loop).
  await checkForNewBuild(page)
  const guarded = await clickMenu(page, en['nav.shoppingGuides'], /\/shopping-guides$/)
  expect(guarded).toEqual({ fullLoad: false, documents: [] })

  // Once the guard has run out (its timestamp moved back 11 s instead of waiting), it reloads again.
  await page.evaluate(() => sessionStorage.setItem('buildReloadAt', String(Date.now() - 11_000)))
  const again = await clickMenu(page, en['nav.categories'], /\/categories$/)
  expect(again.fullLoad).toBe(true)
})

test('a failed chunk load makes the next click a full page load', async ({ page }) => {
  await page.goto('/stores')
  await checkForNewBuild(page)
  await page.evaluate(() => {
    const error = new Error('Failed to load chunk /_next/static/chunks/gone.js from module 1')
    error.name = 'ChunkLoadError'
    void Promise.reject(error)
  })
  const after = await clickMenu(page, en['nav.shoppingGuides'], /\/shopping-guides$/)
  expect(after.fullLoad).toBe(true)
})

test('the build-id endpoint answers JSON that no cache keeps', async ({ request }) => {
  const response = await request.get(`/build-id.json?t=${Date.now()}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('no-store')
  const { id } = (await response.json()) as { id: string }
  expect(id).toMatch(/^[\w-]{8,}$/)

  deployNewBuild()
  const announced = (await (await request.get(`/build-id.json?t=${Date.now()}`)).json()) as {
    id: string
  }
  expect(announced.id).not.toBe(id)
  expect(announced.id).toBe(readFileSync(overrideFile, 'utf8'))
})
