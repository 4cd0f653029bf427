import { de } from '@payloadcms/translations/languages/de'
import { fr } from '@payloadcms/translations/languages/fr'
import { expect, test } from '@playwright/test'

import { adminMessage, adminText } from '../../src/i18n/admin/text'
import { logIn } from '../helpers/admin'

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' })

  test('gets the admin in French, the project’s own labels included', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await logIn(page)
    await page.goto('/admin/collections/stores/create')
    await expect(
      page.getByText(adminText('fr', 'Short Description'), { exact: true }).first(),
    ).toBeVisible()
    await expect(
      page.getByText(adminText('fr', 'A full address starting with https:// (or http://).')),
    ).toBeVisible()
    // A message of the project's own validation, in French under its field.
    await page.locator('#field-name').fill(`Boutique ${Date.now().toString(36)}`)
    await page.locator('#field-website').fill('javascript:alert(1)')
    await page.getByRole('button', { name: fr.translations.version.publishChanges }).click()
    await expect(
      page
        .getByText(
          adminMessage('fr', 'urlScheme', {
            scheme: 'javascript:',
            accepted: adminMessage('fr', 'urlFullWeb'),
          }),
        )
        .first(),
    ).toBeVisible()
  })
})

test('an editor who chooses German in the account gets the admin in German', async ({ page }) => {
  await logIn(page)
  await page.goto('/admin/account')
  await page.locator('.payload-settings__language .react-select').click()
  await page.getByText('Deutsch', { exact: true }).last().click()
  await expect(page.getByText(de.translations.general.dashboard).first()).toBeVisible()
  await page.goto('/admin')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByText(adminText('de', 'Stores'), { exact: true }).first()).toBeVisible()
  await page.goto('/admin/clicks')
  await expect(page.getByRole('heading', { name: adminMessage('de', 'clicksTitle') })).toBeVisible()
})
