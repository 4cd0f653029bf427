import { expect, test, type Browser } from '@playwright/test'

import { adminFetch, listMissingGerman, logIn, logInWithForm } from '../helpers/admin'

const SHOPPER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

test('the dashboard links the site in every language and shows drafts, schedules and top stores', async ({
  page,
  request,
}) => {
  await logInWithForm(page)
  const site = page.getByRole('region', { name: 'The site' })
  await expect(site.getByRole('link')).toHaveCount(11)
  await expect(site.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', /\/de$/)

  // The demo guides: one draft, one scheduled to go live, with its time zone.
  const scheduled = page.getByRole('region', { name: 'Scheduled' })
  await expect(scheduled.locator('li').first()).toContainText(
    /goes live .*\d{1,2}:\d{2}.*(GMT|CET|CEST|UTC)/,
  )
  await expect(page.getByRole('region', { name: 'Drafts' }).locator('li').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recent changes' }).locator('li')).not.toHaveCount(
    0,
  )

  // The demo's sample month of clicks fills the top stores; three more clicks on the first show.
  const top = page.getByRole('region', { name: 'Most clicked stores this week' }).locator('li')
  await expect(top).toHaveCount(5)
  const clicksOfFirst = async () => {
    const text = await top.first().locator('.dashboard-panel__meta').innerText()
    return Number(text.replace(/\D/g, ''))
  }
  const href = await top.first().getByRole('link').getAttribute('href')
  const storeId = href!.split('/').at(-1)
  const before = await clicksOfFirst()
  for (let click = 0; click < 3; click++) {
    const answer = await request.get(`/out/store/${storeId}?country=DE`, {
      maxRedirects: 0,
      headers: { 'User-Agent': SHOPPER_AGENT },
    })
    expect(answer.status()).toBe(302)
  }
  // The clicks are written in the background: the dashboard shows them once they are.
  await expect(async () => {
    await page.reload()
    expect(await top.first().getByRole('link').getAttribute('href')).toBe(href)
    expect(await clicksOfFirst()).toBe(before + 3)
  }).toPass({ timeout: 15_000 })
})

test('lists show pictures, Yes/No and "Scheduled for …", and filter untranslated documents', async ({
  page,
}) => {
  await logIn(page)
  await page.goto('/admin/collections/stores')
  const firstRow = page.locator('table tbody tr').first()
  // The logo's thumbnail and file name (the image itself loads from the configured site URL).
  await expect(firstRow.locator('td').nth(1).locator('.file__thumbnail')).toBeVisible()
  await expect(firstRow.locator('td').nth(1)).toContainText(/\.(png|webp|jpe?g)$/)
  await expect(firstRow.locator('td').nth(3)).toHaveText(/^(Yes|No)$/)

  await page.goto('/admin/collections/posts?limit=100')
  await expect(page.getByText(/^Scheduled for .*\d{1,2}:\d{2}/).first()).toBeVisible()

  // The guides' images, categories and dates come with the list's rows, rendered by the server: the
  // moment the table is there, no row that has them says "<No Hero Image>", "<No Category>" or
  // "Loading...".
  // (No other list parameters in the URL: Payload keeps them in the editor's preferences.)
  const guides = await adminFetch(page, '/api/posts?limit=100&depth=1')
  await page.goto('/admin/collections/posts?limit=100')
  await page.locator('table tbody tr').first().waitFor()
  const rows = await page
    .locator('table tbody tr')
    .evaluateAll((trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.id, tr.innerHTML])))
  expect(Object.values(rows).join('')).not.toContain('Loading...')
  const illustrated = guides.docs.filter((doc: { heroImage?: unknown }) => doc.heroImage)
  expect(illustrated.length).toBeGreaterThan(0)
  for (const guide of illustrated) {
    const row = rows[String(guide.id)]!
    expect(row).not.toMatch(/&lt;No (Hero Image|Category)&gt;/)
    expect(row).toContain(guide.heroImage.filename)
    expect(row).toContain('file__thumbnail')
    expect(row).toContain(guide.category.path.replace(/&/g, '&amp;'))
  }

  // A guide written in English only (a draft: the other suites' public pages stay as they are) is
  // listed under "Missing translation in: Deutsch".
  const categories = await adminFetch(page, '/api/post-categories?limit=1&depth=0')
  const title = `Only in English ${Date.now().toString(36)}`
  const created = await adminFetch(page, '/api/posts?draft=true', {
    method: 'POST',
    body: {
      title,
      excerpt: 'An excerpt.',
      category: categories.docs[0].id,
      _status: 'draft',
    },
  })
  await page.goto('/admin/collections/posts')
  // Listed in German, where it has no title yet; the translated guides are not.
  const listed = await listMissingGerman(page, 'posts', created.doc.id)
  const total = (await adminFetch(page, '/api/posts?limit=1&depth=0&draft=true')).totalDocs
  expect(listed).toBeLessThan(total)
  await adminFetch(page, `/api/posts/${created.doc.id}`, { method: 'DELETE', body: {} })
})

async function signIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  return { context, page }
}

test('an editor’s admin language is kept with the account, in any browser', async ({
  page,
  browser,
}) => {
  await logInWithForm(page)
  const email = `editor-${Date.now().toString(36)}@example.com`
  const password = 'Quiet-Harbour-Lantern-42'
  await adminFetch(page, '/api/users', {
    method: 'POST',
    body: { email, password, role: 'editor', name: 'Polyglot' },
  })

  const first = await signIn(browser, email, password)
  await first.page.goto('/admin/account')
  await first.page.locator('#field-adminLanguage .rs__control').click()
  await first.page.locator('.rs__option').getByText('svenska', { exact: true }).click()
  await first.page.locator('#action-save').click()
  await expect(first.page.getByText(/updated successfully/i).first()).toBeVisible()
  await first.page.reload()
  await expect(first.page.locator('html')).toHaveAttribute('lang', 'sv')
  await first.context.close()

  // Another browser, English by its settings: the account's language wins.
  const second = await signIn(browser, email, password)
  await expect(second.page.locator('html')).toHaveAttribute('lang', 'sv')
  await second.context.close()
})
