import { expect, test } from '@playwright/test'

/** Search as a shopper uses it: the header's suggestions, the results page, freshness. */

test('typing in the header shows suggestions; arrows and Enter open one, Escape closes', async ({
  page,
}) => {
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Search' })
  await box.fill('nordv')
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(list).toBeVisible()
  const first = list.getByRole('option').first()
  await expect(first).toContainText('Nordvik Outfitters')
  await expect(first.locator('mark')).toHaveText('Nordvik')
  await expect(box).toHaveAttribute('aria-expanded', 'true')

  await box.press('Escape')
  await expect(list).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')

  await box.press('ArrowDown')
  await expect(list).toBeVisible()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  // Reopened for the same query, the list keeps its suggestions and the choice: nothing asked
  // again (a new answer would reset the choice while the shopper holds it).
  const asked = page.waitForRequest(/\/api\/search\/suggestions/, { timeout: 1000 }).then(
    () => true,
    () => false,
  )
  expect(await asked).toBe(false)
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/stores\/nordvik-outfitters$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nordvik Outfitters')
})

test('without a chosen suggestion, Enter submits the search to the results page', async ({
  page,
}) => {
  await page.goto('/de')
  const box = page.getByRole('combobox')
  await box.fill('Kleine Wolke')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/de\/search\?q=Kleine\+Wolke/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Suchergebnisse')
  // The tab says what was searched, in the page's language.
  await expect(page).toHaveTitle('Ergebnisse für „Kleine Wolke“ | Shopping Guide')
  await expect(page.locator('#search-stores')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Kleine Wolke' }).first()).toBeVisible()
})

test('on a phone the box brings up the search keyboard, with a search key for Enter', async ({
  page,
}) => {
  await page.goto('/fi')
  // A combobox may not be `type="search"` in HTML: the keyboard is asked for by these instead.
  const box = page.getByRole('combobox', { name: 'Haku' })
  await expect(box).toHaveAttribute('inputmode', 'search')
  await expect(box).toHaveAttribute('enterkeyhint', 'search')
})

test('the results page: sections with counts, "View all" pages, did-you-mean, empty query', async ({
  page,
  request,
}) => {
  const results = await request.get('/search?q=nordvik')
  expect(results.status()).toBe(200)
  await page.goto('/search?q=nordvik')
  await expect(page.locator('#search-stores')).toContainText(/\(\d+\+?\)/)
  await expect(page.locator('mark').first()).toHaveText(/nordvik/i)

  await page.goto('/search?q=nordvikk')
  // The header's box shows the query searched, its suggestions only once the shopper is back in it.
  const box = page.getByRole('combobox', { name: 'Search' })
  await expect(box).toHaveValue('nordvikk')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  // A typo still finds the store (the closest name's word is searched too), and says so.
  await expect(page.getByRole('link', { name: /Nordvik Outfitters/ }).first()).toBeVisible()
  await expect(page.locator('.did-you-mean')).toContainText('Did you mean nordvik?')
  await page.locator('.did-you-mean a').click()
  await expect(page).toHaveURL(/\/search\?q=nordvik$/)
  await expect(box).toHaveValue('nordvik')
  await box.focus()
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toContainText(
    'Nordvik Outfitters',
  )
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(box).toHaveValue('')

  await page.goto('/search?q=qqxqzz')
  await expect(page.locator('p.lead[role="status"]')).toContainText('no results')

  await page.goto('/search?q=%20%20')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All search results')
  await expect(page).toHaveTitle('All search results | Shopping Guide')
  await expect(page.locator('.lead')).toContainText('Type what you are looking for')

  // Long, but within the 8 KB a URL may have (beyond it the server answers 414).
  const long = await request.get(`/search?q=${'shop '.repeat(1000)}`)
  expect(long.status()).toBe(200)
  const longPage = await long.text()
  expect(longPage).toContain('Your search was shortened')
  // The title holds the start of it.
  expect(longPage).toMatch(/<title>Results for “(shop ){7}shop…” \| Shopping Guide<\/title>/)
})

test('works without JavaScript: the box is a plain form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('combobox').fill('pixelhaus')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?q=pixelhaus/)
  await expect(page.getByRole('link', { name: 'Pixelhaus' }).first()).toBeVisible()
  await context.close()
})

test('a store created in the admin is found by the next search', async ({ request }) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const name = `Quillfeather ${Date.now().toString(36)}`
  const created = await request.post('/api/stores', {
    headers,
    data: { name, website: 'https://quillfeather.example', _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const answer = await request.get(
    `/api/search/suggestions?q=${encodeURIComponent('quillfeath')}&lang=en`,
  )
  expect(answer.status()).toBe(200)
  const { items } = (await answer.json()) as { items: { name: string; type: string }[] }
  expect(items).toContainEqual(expect.objectContaining({ type: 'store', name }))
  const { doc } = (await created.json()) as { doc: { id: number } }
  expect((await request.delete(`/api/stores/${doc.id}`, { headers })).status()).toBe(200)
  const after = await request.get(`/api/search/suggestions?q=quillfeath&lang=en`)
  expect(((await after.json()) as { items: { name: string }[] }).items).not.toContainEqual(
    expect.objectContaining({ name }),
  )
})
