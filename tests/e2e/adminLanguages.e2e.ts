import { readFileSync } from 'node:fs'

import { de as importExportDe } from '@payloadcms/plugin-import-export/translations/languages/de'
import { en as importExportEn } from '@payloadcms/plugin-import-export/translations/languages/en'
import { pl as importExportPl } from '@payloadcms/plugin-import-export/translations/languages/pl'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { pl } from '@payloadcms/translations/languages/pl'
import { expect, test, type Page } from '@playwright/test'

import { adminMessages, type AdminMessage } from '../../src/i18n/admin/messages'
import { toLexical } from '../../src/seed/lexical'
import { logIn, openAdmin } from '../helpers/admin'

/** The project's catalogue texts, read as the admin renders them (src/i18n/admin/text.ts). */
function adminText(language: string, english: string, values: Record<string, string> = {}) {
  const catalogue = JSON.parse(readFileSync(`src/i18n/admin/${language}.json`, 'utf8'))
  return String(catalogue[english] ?? english).replace(/\{(\w+)\}/g, (_, name) => values[name]!)
}
const adminMessage = (language: string, key: AdminMessage, values?: Record<string, string>) =>
  adminText(language, adminMessages[key], values)

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' })

  test('gets the admin in French, the project’s own labels included', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await logIn(page)
    // Dates in the language's own style: the day first, a 24-hour clock (not "novembre 29 2026,
    // 4:26 AM").
    await page.goto('/admin/collections/stores')
    await expect(page.locator('td.cell-updatedAt').first()).toHaveText(
      /^\d{1,2} \S+ \d{4},? \d{2}:\d{2} GMT[+-]\d{1,2}$/,
    )
    await page.goto('/admin/collections/stores/create')
    // Payload names it from the field (shortDescription); the catalogue translates that name too.
    await expect(page.locator('label[for="field-shortDescription"]')).toContainText(
      adminText('fr', 'Short Description'),
    )
    await expect(
      page.getByText(adminText('fr', 'A full address starting with https:// (or http://).')),
    ).toBeVisible()
    // A message of the project's own validation, in French under its field.
    await page.locator('#field-name').fill(`Boutique ${Date.now().toString(36)}`)
    await page.locator('#field-website').fill('javascript:alert(1)')
    // Autosave (every 2 s) has its turn first: run after the refused publish, it redrew the form
    // and could take the message away again before it was seen.
    await page.waitForTimeout(2_500)
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

test.describe('a Finnish browser', () => {
  test.use({ locale: 'fi-FI' })

  // Finnish is the project's own translation of Payload's admin, which Payload's detection does not know.
  test('gets the admin in Finnish without choosing it', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    await logIn(page)
    await page.goto('/admin/collections/stores')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    await expect(page.getByText(adminText('fi', 'Stores'), { exact: true }).first()).toBeVisible()
  })

  // The plugins ship no Finnish: their texts are the project's too, in the SEO panel for one.
  test("gets the plugins' panels in Finnish: no untranslated key shows", async ({
    page,
    request,
  }) => {
    const store = (await (await request.get('/api/data/stores?limit=1')).json()).docs[0]
    await logIn(page)
    await page.goto(`/admin/collections/stores/${store.id}`)
    // Payload renders a long form's fields as they scroll into view; the SEO panel is at its end.
    await page.getByRole('heading', { name: 'SEO', level: 3 }).scrollIntoViewIfNeeded()
    await expect(page.getByText(/tarkistusta läpäisty/).first()).toBeVisible()
    await expect(page.getByText('Luo automaattisesti').first()).toBeVisible()
    expect(await page.locator('body').innerText()).not.toMatch(/\b(plugin-[a-z-]+|lexical):\w/)
  })
})

// Payload's plugins ship some of the admin's languages only (the redirects plugin five of eleven).
test("every admin language shows the plugins' forms in its own words: no untranslated key", async ({
  page,
  baseURL,
}) => {
  await logIn(page)
  for (const language of ['de', 'fr', 'it', 'es', 'fi', 'nl', 'nb', 'pl', 'pt', 'sv']) {
    await page.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL! }])
    // The rich-text editor (a guide's form) ships every language but Finnish.
    const forms = ['/admin/collections/redirects/create']
    if (language === 'fi') forms.push('/admin/collections/posts/create')
    for (const path of forms) {
      await openAdmin(page, path)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.locator('form').first()).toBeVisible()
      expect(await page.locator('body').innerText(), `${language} ${path}`).not.toMatch(
        /\b(plugin-[a-z-]+|lexical):\w/,
      )
    }
  }
})

test('an editor who chooses German in the account gets the admin in German', async ({ page }) => {
  await logIn(page)
  await page.goto('/admin/account')
  await page.locator('.payload-settings__language .rs__control').click()
  await page.locator('.rs__option', { hasText: 'Deutsch' }).click()
  // The header's account link, on every admin page (the view's breadcrumb is set by a client effect
  // that a slow refresh can leave on the user's document).
  await expect(
    page.getByRole('link', { name: de.translations.authentication.account, exact: true }),
  ).toBeVisible()
  await page.goto('/admin')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByText(adminText('de', 'Stores'), { exact: true }).first()).toBeVisible()
  await page.goto('/admin/clicks')
  await expect(page.getByRole('heading', { name: adminMessage('de', 'clicksTitle') })).toBeVisible()
})

/** The labels of the link drawer, the import form and the export form, as one language says them. */
function formLabels(payload: typeof en, plugin: typeof importExportEn) {
  const texts = plugin.translations['plugin-import-export']
  return {
    link: [
      payload.translations.fields.textToDisplay,
      payload.translations.fields.linkType,
      payload.translations.fields.customURL,
      payload.translations.fields.internalLink,
      payload.translations.fields.openInNewTab,
    ],
    import: [texts['field-collectionSlug-label']],
    export: [texts['field-format-label'], texts['field-sort-label'], texts['field-fields-label']],
  }
}
const LABELS = {
  en: formLabels(en, importExportEn),
  de: formLabels(de, importExportDe),
  pl: formLabels(pl, importExportPl),
}

/** What the form shows of `wanted`, and no label of the other languages that differs from them. */
async function expectOnlyLanguage(
  page: Page,
  scope: string,
  form: 'link' | 'import' | 'export',
  language: keyof typeof LABELS,
) {
  const wanted = LABELS[language][form]
  const container = page.locator(scope).last()
  // Waits for the fields: a drawer shows its title before them.
  for (const label of wanted) await expect(container, `${language} ${form}`).toContainText(label)
  const text = await container.innerText()
  for (const [other, labels] of Object.entries(LABELS)) {
    if (other === language) continue
    for (const label of labels[form]) {
      if (!wanted.includes(label))
        expect(text, `${language} ${form} shows ${other}`).not.toContain(label)
    }
  }
}

test('switching the admin from English to German, Polish and back leaves no label of the language before', async ({
  page,
  baseURL,
}) => {
  // Twelve admin pages, in four languages.
  test.setTimeout(180_000)
  await logIn(page)
  await page.goto('/admin')
  // A guide of its own: opening the link drawer starts a link in its text.
  const guide = await page.evaluate(
    async (content) => {
      const category = (await (await fetch('/api/posts/posts?limit=1')).json()).docs[0].category.id
      const stamp = Date.now().toString(36)
      const response = await fetch('/api/posts?depth=0', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          title: `Languages ${stamp}`,
          slug: `languages-${stamp}`,
          category,
          content,
        }),
      })
      return (await response.json()).doc.id as number
    },
    toLexical([{ type: 'p', text: 'Words to link' }]),
  )
  let current = page
  for (const language of ['en', 'de', 'pl', 'en'] as const) {
    await current.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL! }])
    // A page of its own for each language: the one before holds a link being edited.
    const next = await current.context().newPage()
    await current.close({ runBeforeUnload: false })
    current = next

    // The guide's English text, whichever content language the editor looked at last.
    await current.goto(`/admin/collections/posts/${guide}?locale=en`)
    await expect(current.locator('html')).toHaveAttribute('lang', language)
    const editor = current.locator('[data-lexical-editor="true"]')
    await editor.focus()
    await current.keyboard.press('Control+Home')
    await current.keyboard.press('Shift+End')
    await current.locator('.toolbar-popup__button-link').click()
    await expect(current.locator('.drawer__content').last()).toBeVisible()
    await expectOnlyLanguage(current, '.drawer__content', 'link', language)

    await current.goto('/admin/collections/imports/create')
    await expect(current.locator('label[for="field-collectionSlug"]')).toBeVisible()
    await expectOnlyLanguage(current, 'body', 'import', language)

    await current.goto('/admin/collections/exports/create')
    await expect(current.locator('label[for="field-format"]')).toBeVisible()
    await expectOnlyLanguage(current, 'body', 'export', language)
  }
  const deleted = await current.evaluate(
    async (id) => (await fetch(`/api/posts/${id}`, { method: 'DELETE' })).status,
    guide,
  )
  expect(deleted).toBe(200)
})

test('screen readers hear the column names of a list, not "[object Object]"', async ({
  page,
  baseURL,
}) => {
  await logIn(page)
  for (const language of ['en', 'de']) {
    await page.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL! }])
    await openAdmin(page, '/admin/collections/stores')
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    const buttons = page.locator('.sort-column__button')
    await expect(buttons.first()).toBeVisible()
    const labels = await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))
    expect(labels.join('\n')).not.toContain('[object Object]')
    expect(labels.join('\n')).toContain(language === 'en' ? 'Name' : adminText(language, 'Name'))
  }
})

test('Polish and German sentences around a label keep the label as it is written', async ({
  page,
  baseURL,
}) => {
  await logIn(page)
  await page.context().addCookies([{ name: 'payload-lng', value: 'pl', url: baseURL! }])
  await openAdmin(page, '/admin/collections/products/create')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  // Payload's "Dodaj {{label}}" asks for the accusative ("Dodaj ofertę"); the label is "Oferta".
  const offer = adminText('pl', 'Offer')
  await expect(page.getByRole('button', { name: `Dodaj: ${offer}` }).first()).toBeVisible()
  await expect(page.getByText(`Dodaj ${offer}`, { exact: true })).toHaveCount(0)
  const polishTitle = await page.title()
  expect(polishTitle).not.toMatch(/Tworzenie nowego/)

  // A guide without a hero image: German's "<Kein Titelbild>" was the wrong gender for most labels.
  await page.context().addCookies([{ name: 'payload-lng', value: 'de', url: baseURL! }])
  const guide = await page.evaluate(async () => {
    const category = (await (await fetch('/api/posts/posts?limit=1')).json()).docs[0].category.id
    const stamp = Date.now().toString(36)
    const response = await fetch('/api/posts?depth=0', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: `Ohne Bild ${stamp}`, slug: `ohne-bild-${stamp}`, category }),
    })
    return (await response.json()).doc as { id: number; title: string }
  })
  try {
    // The list's own columns (the picture first): a `columns` parameter would be kept in the
    // account's list preferences, for every later visit.
    await openAdmin(page, `/admin/collections/posts?where[id][equals]=${guide.id}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const row = page.locator('tbody tr').first()
    await expect(row).toContainText(guide.title)
    await expect(row.locator('.cell-heroImage')).toHaveText(
      `<Ohne ${adminText('de', 'Hero Image')}>`,
    )
  } finally {
    await page.evaluate(async (id) => fetch(`/api/posts/${id}`, { method: 'DELETE' }), guide.id)
  }
})
