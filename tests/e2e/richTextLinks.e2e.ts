import { expect, test, type Locator, type Page } from '@playwright/test'

import { toLexical } from '../../src/seed/lexical'
import { logIn } from '../helpers/admin'

/**
 * An editor links words of a guide to a store, a product and another guide with the rich-text
 * editor's link drawer and its document picker, in the admin's English and German, and a shopper
 * follows those links on the public page.
 */

interface Target {
  name: string
  /** The document's public path without a language prefix. */
  path: string
}

async function targets(page: Page, lang: string): Promise<Target[]> {
  const get = async (url: string) => (await page.request.get(url)).json()
  const store = (await get(`/api/data/stores?limit=1&q=Casacorner&lang=${lang}`)).docs[0]
  const product = (await get(`/api/data/products?limit=1&lang=${lang}`)).docs[0]
  // A demo guide, not one an earlier test made.
  const guide = (await get(`/api/posts/posts?limit=20&lang=${lang}`)).docs.find(
    (doc: { title: string }) => !doc.title.startsWith('Linked guide'),
  )
  return [
    { name: store.name, path: `/stores/${store.slug}` },
    { name: product.name, path: `/products/${product.slug}` },
    { name: guide.title, path: `/shopping-guides/${guide.category.seoSlug}/${guide.slug}` },
  ]
}

/** A published guide whose paragraphs are the targets' names, as an editor would have typed them. */
async function createGuide(page: Page, lang: string, names: string[]) {
  const stamp = `${lang}-${Date.now().toString(36)}`
  const category = (await (await page.request.get('/api/posts/posts?limit=1')).json()).docs[0]
    .category
  return page
    .evaluate(
      async ({ stamp, lang, categoryId, content }) => {
        const response = await fetch(`/api/posts?locale=${lang}&depth=0`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            title: `Linked guide ${stamp}`,
            slug: `linked-guide-${stamp}`,
            category: categoryId,
            content,
            _status: 'published',
          }),
        })
        const body = await response.json()
        if (!response.ok) throw new Error(JSON.stringify(body))
        return body.doc as { id: number; slug: string }
      },
      {
        stamp,
        lang,
        categoryId: category.id as number,
        content: toLexical(names.map((text) => ({ type: 'p' as const, text }))),
      },
    )
    .then((doc) => ({ ...doc, path: `/shopping-guides/${category.seoSlug}/${doc.slug}` }))
}

/**
 * Saves a link drawer. It judges its form on the server before it closes; a click sooner than a
 * person's, while the last change is still on its way into the form's state, is refused (as
 * "required" for a picked document) or lost: click again until it closes.
 */
async function submitDrawer(drawer: Locator) {
  await expect(async () => {
    if (await drawer.isVisible()) await drawer.locator('button[type="submit"]').click()
    await expect(drawer).toBeHidden({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
}

/** Selects paragraph `index` of the editor (one line), links it to `target` through the picker. */
async function linkParagraph(page: Page, index: number, target: Target) {
  const editor = page.locator('[data-lexical-editor="true"]')
  const paragraph = editor.locator('p').nth(index)
  // By keyboard: the popovers of links made before may cover the paragraph.
  await editor.focus()
  await page.keyboard.press('Control+Home')
  for (let line = 0; line < index; line += 1) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('End')
  await page.keyboard.press('Shift+Home')
  await page.locator('.toolbar-popup__button-link').click()
  const drawer = page.locator('.drawer__content').last()
  await drawer.locator('label[for^="field-linkType-internal"]').click()
  const search = drawer.locator('.rs__input')
  await search.fill(target.name)
  await page.locator('.rs__option', { hasText: target.name }).first().click()
  await expect(drawer.locator('.rs__single-value, .relationship--single-value')).toContainText(
    target.name,
  )
  await expect(drawer.locator('.rs__menu')).toHaveCount(0)
  await submitDrawer(drawer)
  await expect(paragraph.locator('a')).toHaveText(target.name)
}

for (const lang of ['en', 'de']) {
  test(`an editor in ${lang} links a guide's words to a store, a product and a guide, and shoppers follow them`, async ({
    page,
    baseURL,
  }) => {
    // Three links made in the admin, three pages followed on the site.
    test.setTimeout(120_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await logIn(page)
    await page.context().addCookies([{ name: 'payload-lng', value: lang, url: baseURL! }])
    const linked = await targets(page, lang)
    await page.goto('/admin')
    const guide = await createGuide(
      page,
      lang,
      linked.map((target) => target.name),
    )

    // Other suites read the newest guides (their languages, their alternates): this one goes again.
    try {
      await page.goto(`/admin/collections/posts/${guide.id}?locale=${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      for (const [index, target] of linked.entries()) await linkParagraph(page, index, target)
      // The editor's save, not an autosave of the draft that may answer first.
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes(`/api/posts/${guide.id}`) &&
          !response.url().includes('autosave=true') &&
          response.request().method() === 'PATCH',
      )
      await page.locator('#action-save').click()
      expect((await saved).status()).toBe(200)
      // The picker never failed the field ("An error has occurred").
      await expect(page.locator('.rich-text-lexical .field-error, .field-type.error')).toHaveCount(
        0,
      )

      const prefix = lang === 'en' ? '' : `/${lang}`
      for (const target of linked) {
        await page.goto(`${prefix}${guide.path}`)
        const link = page.locator('.prose a', { hasText: target.name })
        await expect(link).toHaveAttribute('href', `${prefix}${target.path}`)
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${prefix}${target.path}$`))
        await expect(page.getByRole('heading', { level: 1 })).toContainText(target.name)
      }
    } finally {
      const deleted = await page.evaluate(
        async (id) => (await fetch(`/api/posts/${id}`, { method: 'DELETE' })).status,
        guide.id,
      )
      expect(deleted).toBe(200)
    }
    expect(errors).toEqual([])
  })
}

test('a link still being written in its drawer is not refused by the autosave; a save of it is', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await logIn(page)
  await page.goto('/admin')
  const guide = await createGuide(page, 'en', ['Words to link later'])
  try {
    const refusals: string[] = []
    page.on('response', (response) => {
      if (response.url().includes(`/api/posts/${guide.id}`) && response.status() >= 400) {
        refusals.push(`${response.status()} ${response.url()}`)
      }
    })
    await page.goto(`/admin/collections/posts/${guide.id}?locale=en`)
    const editor = page.locator('[data-lexical-editor="true"]')
    await editor.focus()
    await page.keyboard.press('Control+Home')
    await page.keyboard.press('Shift+End')
    const autosaved = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/posts/${guide.id}`) &&
        response.url().includes('autosave=true') &&
        response.request().method() === 'PATCH',
    )
    await page.locator('.toolbar-popup__button-link').click()
    const drawer = page.locator('.drawer__content').last()
    await expect(drawer).toBeVisible()
    // The form's autosave (every 2 s) sends the text with the link the button put in.
    const autosave = await autosaved
    expect(autosave.status(), await autosave.text()).toBe(200)
    await page.waitForTimeout(500)
    expect(refusals).toEqual([])
    await expect(page.locator('.payload-toast-container .toast-error')).toHaveCount(0)
    await expect(page.locator('.field-type.rich-text-lexical.error')).toHaveCount(0)

    // Saved by the editor as it is, the unfinished address is refused under its field.
    await drawer.locator('button[type="submit"]').click()
    await expect(drawer.getByText(/starting with/i).first()).toBeVisible()
  } finally {
    await page.evaluate(async (id) => fetch(`/api/posts/${id}`, { method: 'DELETE' }), guide.id)
  }
})

test('a link the save refused is marked where it stands, and the field says why until the link is fixed', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await logIn(page)
  await page.goto('/admin')
  const guide = await createGuide(page, 'en', ['Words to link', 'Words to keep'])
  try {
    await page.goto(`/admin/collections/posts/${guide.id}?locale=en`)
    const editor = page.locator('[data-lexical-editor="true"]')
    await editor.focus()
    await page.keyboard.press('Control+Home')
    await page.keyboard.press('Shift+End')
    // The link button puts a link to "https://" into the text; the editor closes its drawer unfinished.
    await page.locator('.toolbar-popup__button-link').click()
    const drawer = page.locator('.drawer__content').last()
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    const link = editor.locator('p').first().locator('a')
    await expect(link).toHaveText('Words to link')

    const refused = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/posts/${guide.id}`) &&
        !response.url().includes('autosave=true') &&
        response.status() === 400,
    )
    await page.getByRole('button', { name: /publish changes/i }).click()
    const body = await (await refused).json()
    // Refused at the link's address, a path no field of the form has.
    expect(body.errors[0].data.errors).toContainEqual(
      expect.objectContaining({
        path: 'content.url',
        message: expect.stringMatching(/starting with/),
      }),
    )
    // The field is red and says why; the link itself is marked in the text.
    const field = page.locator('.field-type.rich-text-lexical')
    await expect(field).toHaveClass(/error/)
    await expect(field.getByText(/starting with/i).first()).toBeVisible()
    await expect(link).toHaveClass(/rich-text-link--refused/)
    await expect(link).toHaveAttribute('aria-invalid', 'true')

    // Typing elsewhere in the text leaves both marks: the link is still refused.
    await editor.locator('p').nth(1).click()
    await page.keyboard.press('End')
    await page.keyboard.type(' and more')
    await expect(editor.locator('p').nth(1)).toHaveText('Words to keep and more')
    await expect(field).toHaveClass(/error/)
    await expect(link).toHaveClass(/rich-text-link--refused/)

    // The link given a full address: both marks go, and the guide publishes.
    // By keyboard, as the other links are reached: the caret inside the link shows its editor.
    await editor.focus()
    await page.keyboard.press('Control+Home')
    await page.keyboard.press('ArrowRight')
    await page.getByRole('button', { name: 'Edit link' }).click()
    const editDrawer = page.locator('.drawer__content').last()
    await editDrawer.locator('input[id^="field-url"]').fill('https://example.com/')
    await submitDrawer(editDrawer)
    await expect(link).not.toHaveClass(/rich-text-link--refused/)
    await expect(field).not.toHaveClass(/error/)
    const published = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/posts/${guide.id}`) &&
        !response.url().includes('autosave=true') &&
        response.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: /publish changes/i }).click()
    expect((await published).status()).toBe(200)
  } finally {
    await page.evaluate(async (id) => fetch(`/api/posts/${id}`, { method: 'DELETE' }), guide.id)
  }
})
