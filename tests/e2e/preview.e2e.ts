import { expect, test } from '@playwright/test'

import { generateStore } from '../../src/seed/bulk/generate'

test('editors preview a store in the locale they edit; anonymous visitors get the 404 page', async ({
  page,
  request,
}) => {
  const store = generateStore(3)
  const found = await request.get(`/api/data/store/${store.slug}?lang=de`)
  const doc = await found.json()

  const anonymous = await request.get(`/preview/stores/${doc.id}?locale=de`)
  expect(anonymous.status()).toBe(404)

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(process.env.E2E_ADMIN_EMAIL!)
  await page.locator('#field-password').fill(process.env.E2E_ADMIN_PASSWORD!)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  const response = await page.goto(`/preview/stores/${doc.id}?locale=de`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.name)
  await expect(page.getByText(doc.shortDescription)).toBeVisible()
  expect(response?.headers()['x-robots-tag'] ?? (await page.content())).toMatch(/noindex/)

  const unknown = await page.goto('/preview/users/1')
  expect(unknown?.status()).toBe(404)
})
