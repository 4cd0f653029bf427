import { expect, test, type Page } from '@playwright/test'

import { logIn, logInWithForm } from '../helpers/admin'

const firstStore = async (page: Page) =>
  (await (await page.request.get('/api/data/stores?limit=1')).json()).docs[0] as {
    id: number
    slug: string
    name: string
  }

test('a shopper gets no edit bar and no request asking who is signed in', async ({ page }) => {
  const store = await firstStore(page)
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/users')) asked.push(request.url())
  })
  await page.goto(`/stores/${store.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(store.name)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.edit-bar')).toHaveCount(0)
  expect(asked).toEqual([])
})

test('a signed-in editor edits the page shown from its edit bar; the page stays cached', async ({
  page,
}) => {
  const store = await firstStore(page)
  const anonymous = await page.request.get(`/de/stores/${store.slug}`)
  await logIn(page)
  const response = await page.goto(`/de/stores/${store.slug}`)
  // The same cached page as a shopper's: the bar is added in the browser.
  expect(response?.headers()['cache-control']).toBe(anonymous.headers()['cache-control'])
  const bar = page.getByRole('complementary', { name: 'Redaktionswerkzeuge' })
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Entwurf ansehen' })).toHaveAttribute(
    'href',
    `/preview/stores/${store.id}?locale=de`,
  )
  await bar.getByRole('link', { name: 'Diese Seite bearbeiten' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/stores/${store.id}$`))
  await expect(page.locator('#field-name')).toHaveValue(store.name)
})

test('opening "Create new" and leaving stores no untitled draft', async ({ page }) => {
  await logInWithForm(page)
  const count = () =>
    page.evaluate(
      async () => (await (await fetch('/api/stores?limit=1&depth=0&draft=true')).json()).totalDocs,
    )
  const before = await count()
  await page.goto('/admin/collections/stores/create')
  await expect(page.locator('#field-name')).toBeVisible()
  await expect(page).toHaveURL(/\/create$/)
  await page.waitForTimeout(2500) // longer than the autosave interval
  await page.goto('/admin/collections/stores')
  expect(await count()).toBe(before)
})
