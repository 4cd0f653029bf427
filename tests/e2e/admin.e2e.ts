import { expect, test, type Page } from '@playwright/test'

import { logIn, logInWithForm } from '../helpers/admin'

test('an editor creates a store in English and German, publishes it, and /api/stores returns both', async ({
  page,
}) => {
  const name = `E2E Store ${Date.now().toString(36)}`
  await logInWithForm(page)

  await page.goto('/admin/collections/stores/create')
  await page.locator('#field-name').fill(name)
  await page.locator('#field-website').fill('https://e2e-store.example/')
  await page.locator('#field-description').fill('An English description.')
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(
    page.getByText(/published successfully|updated successfully|successfully created/i).first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/stores\/\d+/)
  const id = page.url().match(/stores\/(\d+)/)![1]

  await page.goto(`/admin/collections/stores/${id}?locale=de`)
  await expect(page.locator('#field-name')).toHaveValue(name)
  await page.locator('#field-description').fill('Eine deutsche Beschreibung.')
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(
    page.getByText(/published successfully|updated successfully|successfully created/i).first(),
  ).toBeVisible()

  // Read as the admin's own scripts read: from the signed-in browser.
  const description = (locale: string) =>
    page.evaluate(
      async ([storeId, asked]) =>
        (await (await fetch(`/api/stores/${storeId}?locale=${asked}`)).json()).description,
      [id, locale],
    )
  expect(await description('en')).toBe('An English description.')
  expect(await description('de')).toBe('Eine deutsche Beschreibung.')
})

test('the admin list of stores renders with the demo stores', async ({ page }) => {
  await logIn(page)
  await page.goto('/admin/collections/stores')
  await expect(page.getByRole('heading', { name: 'Stores' })).toBeVisible()
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  expect(await page.locator('table tbody tr').count()).toBeGreaterThan(5)
})

test('a wrong password is refused with a message, not an error page', async ({ page }) => {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(process.env.E2E_ADMIN_EMAIL!)
  await page.locator('#field-password').fill('not-the-password')
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})

/** The server's refusal (400) of a store's save through the admin's form. */
const storeRefused = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith('/api/stores') &&
      response.status() === 400,
  )

test('a field corrected while an answer about its old value is on its way is judged again', async ({
  page,
}) => {
  await logIn(page)
  await page.goto('/admin/collections/stores/create')
  await page.locator('#field-name').fill(`Corrected ${Date.now().toString(36)}`)
  await page.locator('#field-website').fill('javascript:alert(1)')
  const refused = storeRefused(page)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await refused
  const field = page.locator('.field-type.text', { has: page.locator('#field-website') })
  await expect(field).toHaveClass(/error/)

  // The form's state request for an edit of the name is answered (about the old website) only
  // once the website has been corrected, within the moment the form waits before asking again.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let answered!: () => void
  const held = new Promise<void>((resolve) => (answered = resolve))
  await page.route('**/admin/collections/stores/**', async (route) => {
    if (!route.request().headers()['next-action']) return route.continue()
    const response = await route.fetch()
    answered()
    await released
    await route.fulfill({ response })
  })
  await page.locator('#field-name').fill(`Corrected still ${Date.now().toString(36)}`)
  await held
  await page.locator('#field-website').fill('https://example.com/')
  release()

  // The old answer's mark does not stay on the corrected value.
  await expect(field).not.toHaveClass(/error/)
  await expect(field.getByText('"javascript:" are not allowed')).toHaveCount(0)
  // A value still wrong is marked again.
  await page.locator('#field-website').fill('javascript:void(0)')
  await expect(field).toHaveClass(/error/)
  await page.unrouteAll({ behavior: 'wait' })
})

test("a field's validation message shows under the field, and REST answers Payload's data.errors", async ({
  page,
}) => {
  await logIn(page)
  await page.goto('/admin/collections/stores/create')
  await page.locator('#field-name').fill(`Unsafe ${Date.now().toString(36)}`)
  // A slow connection: the form's own state request, due a moment after the typing, goes out while
  // the save is on its way and answers after the refusal. The message must still stay.
  const slow = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  await page.route('**/api/stores**', async (route) => {
    if (route.request().method() === 'POST') await slow(300)
    await route.continue()
  })
  await page.route('**/admin/collections/stores/**', async (route) => {
    if (route.request().headers()['next-action']) await slow(500)
    await route.continue()
  })
  await page.locator('#field-website').fill('javascript:alert(1)')
  // The save is refused by the server (not only by the form), then the field shows why.
  const refused = storeRefused(page)
  const stateAnswer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && !!response.request().headers()['next-action'],
  )
  await page.getByRole('button', { name: /publish changes/i }).click()
  await refused
  // The field turns red and its message shows (under it; as a notice too while autosave runs).
  const field = page.locator('.field-type.text', { has: page.locator('#field-website') })
  await expect(field).toHaveClass(/error/)
  await expect(page.getByText('"javascript:" are not allowed').first()).toBeVisible()
  // Still there once the form's state request has answered.
  await stateAnswer
  await expect(field).toHaveClass(/error/)
  await expect(field.getByText('"javascript:" are not allowed')).toBeVisible()
  // An edit of another field leaves it marked: only changing the refused value clears its mark.
  const afterEdit = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && !!response.request().headers()['next-action'],
  )
  await page.locator('#field-name').fill(`Unsafe still ${Date.now().toString(36)}`)
  await afterEdit
  await expect(field).toHaveClass(/error/)
  await expect(field.getByText('"javascript:" are not allowed')).toBeVisible()
  // A request still held by the slow connection goes on before the routes are dropped.
  await page.unrouteAll({ behavior: 'wait' })
  // Corrected, the field is valid again.
  await page.locator('#field-website').fill('https://example.com/')
  await expect(field).not.toHaveClass(/error/)

  // The same save through REST: 400, each message with its field's path.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/stores', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '', website: 'javascript:alert(1)', _status: 'published' }),
    })
    return { status: response.status, body: await response.json() }
  })
  expect(answer.status).toBe(400)
  const errors = answer.body.errors[0].data.errors as { path: string; message: string }[]
  expect(errors.map((error) => error.path).sort()).toEqual(['name', 'website'])

  // And through GraphQL: the same messages with their paths, status 400 in the error's extensions.
  const graphql = await page.evaluate(async () => {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { createStore(data: { name: "GraphQL", slug: "graphql-${Date.now().toString(36)}",
          website: "javascript:alert(1)", _status: published }) { id } }`,
      }),
    })
    return response.json()
  })
  const extensions = graphql.errors[0].extensions
  expect(extensions.statusCode).toBe(400)
  expect(extensions.data.errors).toEqual([
    expect.objectContaining({ path: 'website', message: expect.stringMatching(/"javascript:"/) }),
  ])
})
