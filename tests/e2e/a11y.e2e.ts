import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

/** axe-core finds no accessibility violations on the main screens. */

test('home, a category, a guide, a store, a product group, the deals, a product, search and the 404 page have no axe violations', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const guide = (await (await request.get('/api/posts/posts?limit=1')).json()).docs[0]
  const store = (await (await request.get('/api/data/stores?limit=1')).json()).docs[0]
  const group = (await (await request.get('/api/data/products?groups=1&limit=1')).json()).docs[0]
  const deal = (await (await request.get('/api/data/products?country=DE&deals=1&limit=1')).json())
    .docs[0]
  const pages = [
    '/',
    '/de/categories/electronics',
    `/shopping-guides/${guide.category.seoSlug}/${guide.slug}`,
    `/pl/stores/${store.slug}`,
    `/fr/groups/${group.slug}`,
    '/search?q=shop',
    '/sv/deals',
    // A filtered list: the form, its brands open, the chips.
    `/it/products?brand=${encodeURIComponent(deal.brand)}&max=5000&deals=1`,
    '/fi/stores?delivers=0&sort=name',
    // A deal: its badge, its offers and the price chart with its caption and table.
    `/de/products/${deal.slug}`,
    '/no/such/page',
    // Last: the country stays chosen. No shop delivers there, so the group's empty state shows.
    `/groups/${group.slug}?country=AQ`,
  ]
  for (const path of pages) {
    await page.goto(path)
    if (path.includes('/products?')) await page.locator('.filters__brands summary').click()
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(
      violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
      path,
    ).toEqual([])
  }
})

test('on a phone every footer link is a target of at least 24 × 24 px (WCAG 2.5.8)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/de')
  const links = page.locator('.site-footer li > a, .site-footer li > button')
  await links.last().scrollIntoViewIfNeeded()
  const boxes = await links.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect()
      return { text: element.textContent, width, height }
    }),
  )
  expect(boxes.length).toBeGreaterThan(5)
  expect(boxes.filter(({ width, height }) => width < 24 || height < 24)).toEqual([])
})
