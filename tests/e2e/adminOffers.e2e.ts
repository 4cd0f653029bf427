import { expect, test, type Page } from '@playwright/test'

import { logInWithForm } from '../helpers/admin'

/** Reads JSON through the signed-in page (the admin's cookie session). */
const getJson = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>

interface Offer {
  store: { id: number; name: string }
  country: string
  price: number
  currency: string
}

test("a product's offers open closed, each named by its store, country and price", async ({
  page,
}) => {
  await logInWithForm(page)
  const { docs } = await getJson<{ docs: { id: number; offers: Offer[] }[] }>(
    page,
    '/api/products?where[offers.price][exists]=true&depth=1&limit=1&sort=-popularity',
  )
  const { id, offers } = docs[0]!
  expect(offers.length).toBeGreaterThan(3)
  await page.goto(`/admin/collections/products/${id}?locale=en`)

  const rows = page.locator('#field-offers .array-field__row')
  await expect(rows).toHaveCount(offers.length)
  // Formatted by the browser, as the admin formats them.
  const labels = await page.evaluate(
    (list) =>
      list.map((offer) =>
        [
          offer.store.name,
          new Intl.DisplayNames(['en'], { type: 'region' }).of(offer.country),
          new Intl.NumberFormat('en', { style: 'currency', currency: offer.currency }).format(
            offer.price,
          ),
        ].join(' · '),
      ),
    offers,
  )
  await expect(rows.locator('.offer-row-label')).toHaveText(labels)
  // Closed until asked: the price field of the first offer shows once its row is opened.
  const firstPrice = page.locator('#field-offers__0__price')
  await expect(firstPrice).toBeHidden()
  await rows.first().locator('.collapsible__toggle').click()
  await expect(firstPrice).toBeVisible()
  await expect(firstPrice).toHaveValue(String(offers[0]!.price))
})
