import { expect, test } from '@playwright/test'

test('the home page shows the headline and the demo stores', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Uncover the top deals and sellers!',
  )
  await expect(page.locator('.card').first()).toBeVisible()
  // Logos are generated locally by the seed and served through Next's image optimiser.
  const logo = page.locator('.card img').first()
  await logo.scrollIntoViewIfNeeded()
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  const visit = page.getByRole('link', { name: 'Visit store' }).first()
  await expect(visit).toHaveAttribute('rel', 'sponsored noopener')
  await expect(visit).toHaveAttribute('href', /^https:\/\//)
})

test('every response carries the security headers', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['referrer-policy']).toBeTruthy()
})
