import { expect, test, type Page } from '@playwright/test'

import { logInWithForm } from '../helpers/admin'

/** Reads JSON through the signed-in page (the admin's cookie session). */
const getJson = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>

/** Puts data back through the signed-in page, as the admin would. */
const patch = (page: Page, path: string, data: unknown) =>
  page.evaluate(
    async ({ url, body }) =>
      (
        await fetch(url, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { url: path, body: data },
  )

const categoryId = async (page: Page, seoSlug: string) =>
  (
    await getJson<{ docs: { id: number }[] }>(
      page,
      `/api/post-categories?where[seoSlug][equals]=${seoSlug}&depth=0&limit=1`,
    )
  ).docs[0]!.id

test('an editor files a product under a subcategory picked from the tree, found by searching', async ({
  page,
}) => {
  await logInWithForm(page)
  const laptops = await categoryId(page, 'laptops')
  const { docs } = await getJson<{ docs: { id: number; category: number | null }[] }>(
    page,
    `/api/products?where[category][not_equals]=${laptops}&depth=0&limit=1`,
  )
  const product = docs[0]!
  await page.goto(`/admin/collections/products/${product.id}?locale=en`)
  const tree = page.locator('.category-tree')
  await expect(tree.getByRole('tree')).toBeVisible()

  // Searching narrows the tree to the matches and the branches they sit on.
  await tree.getByRole('searchbox', { name: 'Search categories' }).fill('lapt')
  const shown = tree.getByRole('treeitem')
  await expect(shown).toHaveCount(2)
  await expect(shown.first()).toContainText('Electronics')
  await tree.getByRole('radio', { name: 'Laptops' }).check()
  await expect(tree.locator('.category-tree__chip')).toHaveText(/Electronics › Laptops/)

  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()
  const stored = await getJson<{ category: number }>(page, `/api/products/${product.id}?depth=0`)
  expect(stored.category).toBe(laptops)
  // Other suites read this product's category: it goes back.
  await patch(page, `/api/products/${product.id}`, { category: product.category })
})

test('a store takes several categories from the tree, and a parent opens to its subcategories', async ({
  page,
}) => {
  await logInWithForm(page)
  const [laptops, cameras] = [await categoryId(page, 'laptops'), await categoryId(page, 'cameras')]
  const { docs } = await getJson<{ docs: { id: number; categories: number[] }[] }>(
    page,
    `/api/stores?where[categories][not_in]=${laptops},${cameras}&depth=0&limit=1`,
  )
  const store = docs[0]!
  await page.goto(`/admin/collections/stores/${store.id}?locale=en`)
  const tree = page.locator('.category-tree')
  const electronics = tree.getByRole('treeitem').filter({ hasText: 'Electronics' }).first()
  // A click that lands before the admin has hydrated does nothing: clicked again until it opens.
  await expect(async () => {
    if ((await electronics.getAttribute('aria-expanded')) !== 'true') {
      await tree.getByRole('button', { name: 'Open: Electronics' }).click()
    }
    await expect(tree.getByRole('checkbox', { name: 'Laptops' })).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await tree.getByRole('checkbox', { name: 'Laptops' }).check()
  await tree.getByRole('checkbox', { name: 'Cameras' }).check()
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()
  const stored = await getJson<{ categories: number[] }>(page, `/api/stores/${store.id}?depth=0`)
  expect(stored.categories).toEqual(expect.arrayContaining([laptops, cameras]))
  await patch(page, `/api/stores/${store.id}`, { categories: store.categories })
})
