import { expect, type Page } from '@playwright/test'

/** Signs in to the admin as the e2e suite's admin account. */
export async function logIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(process.env.E2E_ADMIN_EMAIL!)
  await page.locator('#field-password').fill(process.env.E2E_ADMIN_PASSWORD!)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
