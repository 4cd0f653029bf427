import { readFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { parseImportFile } from '../../src/import/parse'
import { logIn } from '../helpers/admin'

/** Payload's REST as the admin's own scripts call it: from the signed-in page. */
const adminGet = (page: Page, url: string) =>
  page.evaluate(async (path) => (await fetch(path)).json(), url)

/** Opens the stores list's menu (⋮) and one of its entries. */
async function listMenu(page: Page, entry: string) {
  await page.locator('.list-controls__popup .popup-button').click()
  await page.getByText(entry, { exact: true }).click()
}

async function importFile(page: Page, file: { name: string; buffer: Buffer }, mode?: string) {
  await listMenu(page, 'Import Stores')
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ ...file, mimeType: 'text/csv' })
  if (mode) {
    await page.locator('#field-importMode .rs__control').click()
    await page.locator('.rs__option').getByText(mode, { exact: true }).click()
  }
  await page.getByRole('button', { name: 'Start Import' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/imports\/\d+/)
  const status = page.locator('.import-report__status')
  await expect(status).toHaveText(/^Import complete|^Nothing was imported/, { timeout: 60_000 })
  return status
}

test('a CSV with broken rows imports the good ones and reports each bad one with its line', async ({
  page,
}) => {
  await logIn(page)
  const tree = await (await page.request.get('/api/posts/posts/category')).json()
  const run = Date.now().toString(36)
  const slug = (n: number) => `e2e-import-${run}-${n}`
  const csv = [
    'name,slug,website,categories',
    `Good One,${slug(1)},https://one.example,${tree[0].seoSlug}`,
    `Good Two,${slug(2)},https://two.example,`,
    `Good Three,${slug(3)},https://three.example,`,
    `Bad "Quote" Shop,${slug(4)},https://four.example,`,
    `Unknown Category,${slug(5)},https://five.example,no-such-category`,
    `Sneaky,${slug(6)},javascript:alert(1),`,
    `Duplicate,${slug(1)},https://duplicate.example,`,
  ].join('\n')

  await page.goto('/admin/collections/stores')
  const status = await importFile(page, { name: 'seven.csv', buffer: Buffer.from(csv) })

  await expect(status).toHaveText('Import complete, with rows not imported')
  await expect(page.locator('.import-report__counts')).toHaveText(
    '3 created · 0 updated · 0 unchanged · 4 not imported · 7 rows in the file',
  )
  const issues = page.locator('.import-issue')
  await expect(issues).toHaveCount(4)
  const reasons = await issues.evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
  )
  expect(reasons.map(([line]) => line)).toEqual(['5', '6', '7', '8'])
  expect(reasons[0]![1]).toMatch(/quote/)
  expect(reasons[1]![1]).toMatch(/no-such-category/)
  expect(reasons[2]![1]).toMatch(/javascript:/)
  expect(reasons[3]![1]).toMatch(/already appears on line 2/)
  // No stale "Failed to process file" or second result beside the report.
  await expect(page.getByText(/Failed to process file/)).toHaveCount(0)

  const stored = await adminGet(
    page,
    `/api/stores?where[slug][like]=e2e-import-${run}&limit=20&depth=0`,
  )
  expect(stored.docs.map((doc: { slug: string }) => doc.slug).sort()).toEqual(
    [slug(1), slug(2), slug(3)].sort(),
  )
  expect(stored.docs.find((doc: { slug: string }) => doc.slug === slug(1)).website).toBe(
    'https://one.example',
  )
})

test('exporting the searched list and importing the file back changes nothing', async ({
  page,
}) => {
  await logIn(page)
  await page.goto('/admin')
  const search = 'market'
  const matching = `where[or][0][name][like]=${search}&where[or][1][slug][like]=${search}`
  // A value no language has reads as null or as absent, depending on how the row was written.
  const withoutNulls = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(withoutNulls)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, nested]) => nested !== null)
              .map(([key, nested]) => [key, withoutNulls(nested)]),
          )
        : value
  const snapshot = async () =>
    (await adminGet(page, `/api/stores?${matching}&limit=200&depth=0&locale=all&sort=id`)).docs.map(
      ({ updatedAt: _updated, ...doc }: { updatedAt: string }) => withoutNulls(doc),
    )
  const before = await snapshot()
  expect(before.length).toBeGreaterThan(10)

  await page.goto(`/admin/collections/stores?search=${search}`)
  await listMenu(page, 'Export Stores')
  await expect(page.getByText(`${before.length} documents to export`)).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  const file = readFileSync(await (await download).path())
  const { rows, issues } = parseImportFile(file, 'csv')
  expect(issues).toEqual([])
  expect(rows).toHaveLength(before.length)
  // Every language's text is in the file, not only the admin's.
  expect(Object.keys(rows[0]!.values)).toEqual(
    expect.arrayContaining(['shortDescription_en', 'shortDescription_de']),
  )

  await page.goto('/admin/collections/stores')
  const status = await importFile(
    page,
    { name: 'export.csv', buffer: file },
    'Update existing documents',
  )
  await expect(status).toHaveText('Import complete')
  await expect(page.locator('.import-report__counts')).toHaveText(
    `0 created · 0 updated · ${before.length} unchanged · 0 not imported · ${before.length} rows in the file`,
  )
  expect(await snapshot()).toEqual(before)
})
