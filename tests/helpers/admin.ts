import { expect, type Page } from '@playwright/test'

/**
 * Signs the page's browser context in as the e2e suite's admin account through Payload's login
 * endpoint: the session cookie is the one the form would set, without loading the login page and the
 * dashboard each time. The page is where it was; `logInWithForm` is the editor's way in.
 */
export async function logIn(page: Page) {
  const response = await page.request.post('/api/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Signs in on the admin's login form, as an editor does, and lands on the dashboard. */
export async function logInWithForm(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(process.env.E2E_ADMIN_EMAIL!)
  await page.locator('#field-password').fill(process.env.E2E_ADMIN_PASSWORD!)
  // The form's only submit button, whatever language the admin speaks.
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** Payload's REST as the admin's own scripts call it: from the signed-in page. */
export const adminFetch = (page: Page, url: string, init?: { method: string; body: unknown }) =>
  page.evaluate(
    async ([path, options]) => {
      const response = await fetch(path, {
        method: options?.method ?? 'GET',
        headers: { 'Content-Type': 'application/json' },
        body: options ? JSON.stringify(options.body) : undefined,
      })
      return response.json()
    },
    [url, init] as const,
  )

/**
 * On a collection's list: follows "Missing translation in: Deutsch", where document `id` must be
 * listed, and returns how many rows the filtered list shows.
 */
export async function listMissingGerman(
  page: Page,
  collection: string,
  id: number | string,
): Promise<number> {
  await page
    .getByRole('navigation', { name: 'Missing translation in:' })
    .getByRole('link', { name: 'Deutsch' })
    .click()
  await expect(page).toHaveURL(/locale=de/)
  await expect(
    page.locator(`table a[href="/admin/collections/${collection}/${id}"]`).first(),
  ).toBeVisible()
  return page.locator('table tbody tr').count()
}

/**
 * Opens an admin page as a link would. Payload's client may begin a navigation of its own while the
 * page still loads (a list puts its query into the URL, a language switch refreshes), which aborts
 * Playwright's wait for the load event: the page is arriving, not failing. The caller then waits for
 * what it needs to see.
 */
export async function openAdmin(page: Page, path: string) {
  try {
    await page.goto(path)
  } catch (error) {
    if (!String(error).includes('net::ERR_ABORTED')) throw error
  }
}
