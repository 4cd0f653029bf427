import { expect, type Page } from '@playwright/test'

/** Signs in to the admin as the e2e suite's admin account. */
export async function logIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(process.env.E2E_ADMIN_EMAIL!)
  await page.locator('#field-password').fill(process.env.E2E_ADMIN_PASSWORD!)
  // The form's only submit button, whatever language the admin speaks.
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
