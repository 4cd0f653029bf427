import { expect, test, type APIRequestContext } from '@playwright/test'

import { generateStore } from '../../src/seed/bulk/generate'

/** Stores written by the bulk loader (COPY into Payload's tables) must read exactly like editors' stores. */

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  return { Authorization: `JWT ${(await response.json()).token}` }
}

const bySlug = (slug: string, locale: string, extra = '') =>
  `/api/stores?where[slug][equals]=${slug}&locale=${locale}&depth=0${extra}`

test('a bulk-loaded store reads through REST in two locales exactly like an admin-created one', async ({
  request,
}) => {
  // Payload's REST API answers signed-in editors only.
  const headers = await adminHeaders(request)
  // Store number 120 of the deterministic generator: loaded by the bulk loader, not by the Local API.
  const bulkSlug = generateStore(120).slug
  const english = (await (await request.get(bySlug(bulkSlug, 'en'), { headers })).json()).docs[0]
  const polish = (await (await request.get(bySlug(bulkSlug, 'pl'), { headers })).json()).docs[0]
  expect(english?.name).toBe(generateStore(120).name)
  expect(polish.id).toBe(english.id)
  expect(english.description).toBeTruthy()
  expect(polish.description).toBeTruthy()
  expect(polish.description).not.toBe(english.description)

  const slug = `admin-made-${Date.now().toString(36)}`
  const created = await request.post('/api/stores?locale=en', {
    headers,
    data: {
      name: 'Admin made',
      slug,
      website: 'https://admin-made.example/',
      shortDescription: 'Short',
      description: 'Long',
      categories: english.categories,
      countries: ['DE'],
      locations: [{ address: 'Hauptstraße 1', city: 'Berlin', country: 'DE' }],
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const adminMade = (await (await request.get(bySlug(slug, 'en'), { headers })).json()).docs[0]
  expect(Object.keys(english).sort()).toEqual(Object.keys(adminMade).sort())

  // The versions table was written too: editors (draft view) and the version history see the store.
  const asDraft = await request.get(`/api/stores/${english.id}?draft=true&locale=pl&depth=0`, {
    headers,
  })
  const draft = await asDraft.json()
  expect(draft.description).toBe(polish.description)
  expect(draft.categories).toEqual(english.categories)
  const versions = await request.get(
    `/api/stores/versions?where[parent][equals]=${english.id}&depth=0`,
    {
      headers,
    },
  )
  expect((await versions.json()).totalDocs).toBeGreaterThanOrEqual(1)
})

test('a partial update of a bulk-loaded store keeps the fields it does not mention', async ({
  request,
}) => {
  const headers = await adminHeaders(request)
  const before = (
    await (await request.get(bySlug(generateStore(121).slug, 'de'), { headers })).json()
  ).docs[0]
  expect(before.categories.length).toBeGreaterThan(0)
  const patched = await request.patch(`/api/stores/${before.id}?locale=de`, {
    headers,
    data: { description: `Teilweise geändert ${Date.now().toString(36)}`, _status: 'published' },
  })
  expect(patched.status()).toBe(200)
  const after = (await (await request.get(bySlug(before.slug, 'de'), { headers })).json()).docs[0]
  expect(after.categories).toEqual(before.categories)
  expect(after.countries).toEqual(before.countries)
  expect(after.shortDescription).toBe(before.shortDescription)
})

test('the admin opens a bulk-loaded store for editing', async ({ page }) => {
  const store = generateStore(77)
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(process.env.E2E_ADMIN_EMAIL!)
  await page.locator('#field-password').fill(process.env.E2E_ADMIN_PASSWORD!)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  // As the admin's own scripts ask: the browser sends the session cookie with its fetch metadata.
  const id = await page.evaluate(
    async (slug) =>
      (await (await fetch(`/api/stores?where[slug][equals]=${slug}&depth=0`)).json()).docs[0].id,
    store.slug,
  )
  await page.goto(`/admin/collections/stores/${id}?locale=de`)
  await expect(page.locator('#field-name')).toHaveValue(store.name)
  await expect(page.locator('#field-description')).not.toHaveValue('')
})
