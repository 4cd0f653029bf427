import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type Locator, type Page } from '@playwright/test'

/**
 * The site's menus and panels as a keyboard user meets them: Escape closes the location selector,
 * the language selector and a product list's brand filter, and focus goes back to the button that
 * opened it; in the search box Escape closes the suggestions and leaves focus in the box.
 */

const catalogue = (code: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../src/i18n/messages/${code}.json`), 'utf8'),
  )
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

/**
 * Opens `details` from its summary by keyboard, moves focus to `inside` and presses Escape; until the
 * page has hydrated Escape does nothing, so the steps are repeated until the panel is closed.
 */
async function escapeFrom(page: Page, details: Locator, inside: Locator) {
  const summary = details.locator('> summary')
  await expect(async () => {
    if (!(await details.evaluate((node: HTMLDetailsElement) => node.open))) {
      await summary.focus()
      await page.keyboard.press('Enter')
    }
    await expect(inside).toBeVisible({ timeout: 1_000 })
    await inside.focus()
    await page.keyboard.press('Escape')
    await expect(details).not.toHaveAttribute('open', { timeout: 1_000 })
  }).toPass()
  // The panel (the list, the countries, the brands) is gone; the button keeps the focus.
  await expect(details.locator('> :not(summary)').first()).toBeHidden()
  await expect(summary).toBeFocused()
}

for (const locale of ['en', 'de', 'sv']) {
  test(`Escape closes the location and language selectors and refocuses their buttons (${locale})`, async ({
    page,
  }) => {
    const t = catalogue(locale)
    await page.goto(`${prefix(locale)}/?country=SE`)
    const start = page.url()

    const location = page.locator('details.selector--location')
    await escapeFrom(
      page,
      location,
      location.getByRole('searchbox', { name: t['selector.searchCountries'] }),
    )
    // From a country in the list too, and the choice is not made.
    await escapeFrom(page, location, location.locator('a[data-country="NO"]'))
    await expect(page).toHaveURL(start)

    const language = page.locator('details.selector:not(.selector--location)')
    await escapeFrom(page, language, language.locator('a[hreflang="fi"]'))
    // Escape on the button itself, the menu open.
    await escapeFrom(page, language, language.locator('> summary'))

    // Opened with the mouse, then a click on the page: Escape still closes it.
    await language.locator('> summary').click()
    await expect(language).toHaveAttribute('open')
    await page.locator('h1').first().click()
    await page.keyboard.press('Escape')
    await expect(language).not.toHaveAttribute('open')
    await expect(page).toHaveURL(start)
  })

  test(`Escape closes the brand filter, keeps the brands ticked and refocuses it (${locale})`, async ({
    page,
  }) => {
    const t = catalogue(locale)
    await page.goto(`${prefix(locale)}/products?country=SE`)
    const brands = page.locator('details.filters__brands')
    await expect(brands.locator('> summary')).toContainText(t['filter.allBrands']!)
    const first = brands.locator('input[name="brand"]').first()
    await escapeFrom(page, brands, first)

    await brands.locator('> summary').press('Enter')
    await first.focus()
    await page.keyboard.press('Space')
    await expect(first).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(brands).not.toHaveAttribute('open')
    await expect(brands.locator('> summary')).toBeFocused()
    await expect(first).toBeChecked()
  })

  test(`Escape closes the search suggestions and keeps focus and text in the box (${locale})`, async ({
    page,
  }) => {
    const t = catalogue(locale)
    await page.goto(`${prefix(locale)}/?country=SE`)
    const box = page.getByRole('combobox', { name: t['search.label'] })
    const list = page.getByRole('listbox', { name: t['search.suggestions'] })
    await box.fill('nordv')
    await expect(list.getByRole('option').first()).toContainText('Nordvik')
    await box.press('Escape')
    await expect(list).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toBeFocused()
    await expect(box).toHaveValue('nordv')
  })
}
