import { expect, test } from '@playwright/test'

import { adminFetch, listMissingGerman, logIn } from '../helpers/admin'

interface ProductDoc {
  id: number
  name: string
  slug: string
  _status?: string
}

const publishedToast = /published successfully|updated successfully/i

test("an editor's change to a product waits as a draft until it is published", async ({
  page,
  request,
  browser,
}) => {
  await logIn(page)
  await page.goto('/api/health') // the site's origin, for the signed-in page's own requests
  // The least popular demo product: no shelf of another suite shows it.
  const { docs } = await adminFetch(page, '/api/products?sort=popularity&limit=1&depth=0')
  const product = docs[0] as ProductDoc
  // What shoppers see, in a browser without the editor's session, and what integrators read.
  const shopper = await browser.newPage()
  const publicHeading = async () => {
    const response = await shopper.goto(`/products/${product.slug}`)
    expect(response?.status()).toBe(200)
    return shopper.getByRole('heading', { level: 1 }).innerText()
  }
  const publicName = async () =>
    (await (await request.get(`/api/data/products?ids=${product.id}`)).json()).docs[0]?.name
  expect(await publicHeading()).toBe(product.name)

  await page.goto(`/admin/collections/products/${product.id}?locale=en`)
  const draftName = `${product.name} ${Date.now().toString(36)}`
  await page.locator('#field-name').fill(draftName)

  // Autosave keeps the draft, which the editor (and only the editor) reads.
  const asEditor = async () =>
    (await adminFetch(page, `/api/products/${product.id}?draft=true&depth=0`)) as ProductDoc
  await expect.poll(async () => (await asEditor()).name, { timeout: 15_000 }).toBe(draftName)
  expect((await asEditor())._status).toBe('draft')
  expect(await publicHeading()).toBe(product.name)
  expect(await publicName()).toBe(product.name)

  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(publishedToast).first()).toBeVisible()
  await expect.poll(publicHeading, { timeout: 10_000 }).toBe(draftName)
  expect(await publicName()).toBe(draftName)

  // The demo product as it was, for whoever comes next.
  const restored = await adminFetch(page, `/api/products/${product.id}`, {
    method: 'PATCH',
    body: { name: product.name, _status: 'published' },
  })
  expect(restored.doc?.name).toBe(product.name)
  await shopper.close()
})

test('a product created in the admin is a draft nobody else sees until it is published', async ({
  page,
  request,
}) => {
  const name = `Draft blender ${Date.now().toString(36)}`
  // The names the header search suggests for the product's name.
  const suggested = async () => {
    const url = `/api/search/suggestions?q=${encodeURIComponent(name)}`
    const { items } = await (await request.get(url)).json()
    return (items as { name: string }[]).map((item) => item.name)
  }
  await logIn(page)
  await page.goto('/admin/collections/products/create?locale=en')
  await page.locator('#field-name').fill(name)
  await page.getByRole('button', { name: /save draft/i }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/products\/\d+/)
  const id = Number(page.url().match(/products\/(\d+)/)![1])
  const draft = (await adminFetch(page, `/api/products/${id}?draft=true&depth=0`)) as ProductDoc
  expect(draft.name).toBe(name)
  expect(draft._status).toBe('draft')

  expect((await request.get(`/products/${draft.slug}`)).status()).toBe(404)
  expect((await (await request.get(`/api/data/products?ids=${id}`)).json()).docs).toEqual([])
  expect(await suggested()).not.toContain(name)

  // The editors' list shows it with its status.
  await page.goto(`/admin/collections/products?locale=en&search=${encodeURIComponent(name)}`)
  const row = page.locator('table tbody tr', { hasText: name })
  await expect(row).toBeVisible()
  await expect(row).toContainText(/draft/i)
  // Named in English only: listed under "Missing translation in: Deutsch", unlike the demo's
  // products, which are translated (a page of the list would otherwise be full).
  const listed = await listMissingGerman(page, 'products', id)
  const total = (await adminFetch(page, '/api/products?limit=1&depth=0&draft=true')).totalDocs
  expect(listed).toBeLessThan(Math.min(total, 10))

  await page.goto(`/admin/collections/products/${id}?locale=en`)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(publishedToast).first()).toBeVisible()
  await expect
    .poll(async () => (await request.get(`/products/${draft.slug}`)).status(), { timeout: 10_000 })
    .toBe(200)
  expect(await suggested()).toContain(name)

  const removed = await adminFetch(page, `/api/products/${id}`, { method: 'DELETE', body: {} })
  expect(removed.doc?.id).toBe(id)
})
