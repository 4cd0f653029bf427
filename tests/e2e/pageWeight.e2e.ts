import { expect, test, type Page } from '@playwright/test'

/**
 * What a shopper's phone downloads for its first page: the home page's scripts, as Lighthouse counts
 * them (bytes on the wire, headers included, in a browser with nothing cached), stay within 120 KiB.
 * Next's and React's own runtime take about 116 KiB of that; a module that only the admin needs and
 * that the bundler copies into the site's chunks (Node's Buffer polyfill, 6 KiB) is enough to go over.
 */

const HOME_SCRIPT_BUDGET = 120 * 1024

/** Script bytes the browser received for `path`, until the network went quiet. */
async function scriptBytes(page: Page, path: string) {
  const scripts: Promise<number>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    scripts.push(
      request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize),
    )
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  const sizes = await Promise.all(scripts)
  return { total: sizes.reduce((sum, size) => sum + size, 0), count: sizes.length }
}

for (const path of ['/', '/de']) {
  test(`the home page ${path} sends at most 120 KiB of JavaScript`, async ({ browser }) => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const { total, count } = await scriptBytes(page, path)
      // Scripts were counted at all: a page measured without them would pass any budget.
      expect(count).toBeGreaterThan(3)
      expect(total, `${count} scripts, ${(total / 1024).toFixed(1)} KiB`).toBeLessThanOrEqual(
        HOME_SCRIPT_BUDGET,
      )
    } finally {
      await context.close()
    }
  })
}
