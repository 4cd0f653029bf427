import { expect, test, type Page } from '@playwright/test'

import { logIn, logInWithForm } from '../helpers/admin'

/**
 * Redirects as an editor makes them and a shopper meets them: a published guide's slug changed in the
 * admin (with autosave on) leaves its old URL answering 301 to the new one in English and German; a
 * redirect made by hand in Settings → Redirects answers 301; one that would loop is refused with a
 * message under its path field.
 */

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/**
 * Chooses "Custom URL" as the redirect's target type. A click that lands before the form has
 * hydrated ticks the radio without telling the form: then the other type and back again.
 */
async function chooseCustomUrl(page: Page) {
  await expect(async () => {
    await page.getByText('Internal link', { exact: true }).click()
    await page.getByText('Custom URL', { exact: true }).click()
    await expect(page.locator('#field-to__url')).toBeVisible({ timeout: 2_000 })
  }).toPass()
}

/**
 * Types the redirect's path as an editor does, then lets the form's state catch up with it (the
 * server works out which fields show): a type chosen while that request was in flight was not
 * always taken into account.
 */
async function fillFrom(page: Page, path: string) {
  const formState = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/admin/collections/redirects/create',
  )
  await page.locator('#field-from').fill(path)
  await formState
}

/**
 * Publishes after autosave's turn (a draft saved while the publish is sent may be what the form shows
 * next), and waits for the publish's own answer: an earlier notice may still be up.
 */
async function saveAndPublish(page: Page) {
  await page.waitForTimeout(2500)
  const published = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      new URL(response.url()).pathname.startsWith('/api/posts/') &&
      !response.url().includes('autosave=true'),
  )
  await page.getByRole('button', { name: /publish changes/i }).click()
  const answer = await published
  expect(answer.status(), await answer.text()).toBe(200)
}

/**
 * Types into a field of a guide's edit view as an editor does, then lets the form's state catch up
 * (the server works out the form's next state; a publish sent before it may not carry the value).
 */
async function fillGuideField(page: Page, id: number, field: string, value: string) {
  const formState = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === `/admin/collections/posts/${id}`,
  )
  await page.locator(field).fill(value)
  await formState
}

test("a guide's slug changed in the admin: its old URL answers 301 to the new one in en and de", async ({
  page,
  request,
}) => {
  // A guide of its own, so that no other suite ever meets it half-way through.
  const { docs } = (await (await request.get('/api/posts/posts?limit=1')).json()) as {
    docs: { category: { id: number; seoSlug: string } }[]
  }
  const category = docs[0]!.category
  await logInWithForm(page)
  const slug = `moving-guide-${suffix()}`
  // Payload takes the session cookie from its own origin only (CSRF).
  const origin = { Origin: new URL(page.url()).origin }
  const created = await page.request.post('/api/posts', {
    headers: origin,
    data: { title: `Moving guide ${slug}`, slug, category: category.id, _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const guide = { id: ((await created.json()) as { doc: { id: number } }).doc.id, slug }
  const publishedSlug = async () =>
    ((await (await request.get(`/api/posts/posts/${guide.id}`)).json()) as { slug: string }).slug
  const oldPath = `/shopping-guides/${category.seoSlug}/${guide.slug}`
  try {
    await expect.poll(async () => (await request.get(oldPath)).status()).toBe(200)
    // In English, whichever language another suite left the admin's editor in: the guide is English.

    await page.goto(`/admin/collections/posts/${guide.id}?locale=en`)
    await expect(page.locator('#field-slug')).toHaveValue(guide.slug)
    const newSlug = `${guide.slug}-${suffix()}`
    // The slug follows the title until unlocked.
    await page.getByRole('button', { name: 'Unlock' }).click()
    // Autosave keeps the new slug as a draft first; the published guide is what the site served.
    await fillGuideField(page, guide.id, '#field-slug', newSlug)
    await saveAndPublish(page)
    await expect.poll(publishedSlug).toBe(newSlug)

    for (const prefix of ['', '/de']) {
      const answer = await request.get(`${prefix}${oldPath}?country=SE`, { maxRedirects: 0 })
      expect(answer.status(), `${prefix}${oldPath}`).toBe(301)
      expect(answer.headers().location).toBe(
        `${prefix}/shopping-guides/${category.seoSlug}/${newSlug}?country=SE`,
      )
      const landed = await request.get(`${prefix}${oldPath}`)
      expect(landed.status()).toBe(200)
      expect(landed.url()).toMatch(new RegExp(`${prefix}/shopping-guides/[^/]+/${newSlug}$`))
    }

    // Back to the old slug: the path is in use again and loses its redirect. From a freshly opened
    // form, as after any publish the editor comes back to.
    await page.goto(`/admin/collections/posts/${guide.id}?locale=en`)
    await expect(page.locator('#field-slug')).toHaveValue(newSlug)
    if (!(await page.locator('#field-slug').isEditable())) {
      await page.getByRole('button', { name: 'Unlock' }).click()
    }
    await fillGuideField(page, guide.id, '#field-slug', guide.slug)
    await saveAndPublish(page)
    await expect.poll(publishedSlug).toBe(guide.slug)
    await expect
      .poll(async () => (await request.get(oldPath, { maxRedirects: 0 })).status())
      .toBe(200)
  } finally {
    await page.request.delete(`/api/posts/${guide.id}`, { headers: origin })
  }
})

test('a redirect made by hand answers 301; one that would loop is refused under its field', async ({
  page,
  request,
}) => {
  const from = `/summer-sale-${suffix()}`
  expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404)
  await logIn(page)
  await page.goto('/admin/collections/redirects/create')
  await fillFrom(page, from)
  await chooseCustomUrl(page)
  await page.locator('#field-to__url').fill('/deals')
  await page.getByRole('button', { name: /^save$/i }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()

  const answer = await request.get(`/fr${from}?utm_source=mail`, { maxRedirects: 0 })
  expect(answer.status()).toBe(301)
  expect(answer.headers().location).toBe('/fr/deals?utm_source=mail')
  const post = await request.post(from, { maxRedirects: 0 })
  expect(post.status()).toBe(308)

  // /deals → the new path → /deals would loop: the path field says so.
  await page.goto('/admin/collections/redirects/create')
  await fillFrom(page, '/deals')
  await chooseCustomUrl(page)
  await page.locator('#field-to__url').fill(from)
  await page.getByRole('button', { name: /^save$/i }).click()
  const field = page.locator('.field-type.text', { has: page.locator('#field-from') })
  await expect(field).toContainText(`/deals → ${from} → /deals`)
  expect((await request.get('/deals', { maxRedirects: 0 })).status()).toBe(200)
})
