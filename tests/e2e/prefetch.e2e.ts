import { expect, test, type Page } from '@playwright/test'

/**
 * The prefetch policy in Chromium: routes behind visible links are prefetched,
 * at most 4 at a time, and not at all on a slow connection (Save-Data or 2G).
 */

/** Counts the router's prefetch requests (they carry `Next-Router-Prefetch: 1`). */
function countPrefetches(page: Page) {
  const seen = { total: 0 }
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] === '1') seen.total++
  })
  return seen
}

/**
 * The most router requests (`?_rsc=`) the browser had open at one moment, from its own Resource
 * Timing: events reported to the test arrive a little late and would make neighbours overlap.
 */
function mostAtOnce(page: Page) {
  return page.evaluate(() => {
    const spans = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('_rsc='))
      .map((entry) => [entry.startTime, (entry as PerformanceResourceTiming).responseEnd])
    return Math.max(
      0,
      ...spans.map(([start]) => spans.filter(([s, end]) => s! <= start! && end! > start!).length),
    )
  })
}

async function scrollThrough(page: Page) {
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, 1200)
    await page.waitForTimeout(250)
  }
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_500)
}

test('visible links are prefetched, at most 4 requests at a time', async ({ page }) => {
  const seen = countPrefetches(page)
  await page.goto('/')
  await scrollThrough(page)
  expect(seen.total).toBeGreaterThan(4)
  expect(await mostAtOnce(page)).toBeLessThanOrEqual(4)
})

for (const connection of [
  { saveData: true, effectiveType: '4g' },
  { saveData: false, effectiveType: '2g' },
  { saveData: false, effectiveType: 'slow-2g' },
]) {
  test(`nothing is prefetched on a slow connection (${JSON.stringify(connection)})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value })
    }, connection)
    const seen = countPrefetches(page)
    await page.goto('/')
    await scrollThrough(page)
    expect(seen.total).toBe(0)
    // Links still work, as client-side transitions.
    await page.getByRole('link', { name: 'Stores' }).first().click()
    await expect(page).toHaveURL(/\/stores$/)
  })
}

test('a page nobody touches prefetches nothing; pointing at a link starts it', async ({ page }) => {
  const seen = countPrefetches(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // The cursor rests where the page draws its header: that is not a visitor pointing at anything.
  await page.mouse.move(5, 5)
  await page.waitForTimeout(1_500)
  expect(seen.total).toBe(0)
  await page.getByRole('link', { name: 'Stores' }).first().hover()
  await expect.poll(() => seen.total).toBeGreaterThan(0)
})
