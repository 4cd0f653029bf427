import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { logInWithForm } from '../helpers/admin'

/**
 * A guide written in English only, seen in German: the English text marked `lang="en-US"` under a
 * notice in German, not indexed, its hreflang alternates naming English only, and listed in the
 * English sitemap but not in the German one; the preview in German says the same.
 */

const catalogue = (code: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../src/i18n/messages/${code}.json`), 'utf8'),
  )

test('a guide without a German translation says so in German, unindexed and out of the German sitemap', async ({
  page,
  request,
}) => {
  await logInWithForm(page)
  const slug = `english-only-${Date.now().toString(36)}`
  const created = await page.evaluate(async (guideSlug) => {
    const categories = await (
      await fetch('/api/post-categories?where[parent][exists]=true&limit=1&depth=0')
    ).json()
    const category = categories.docs[0]
    const response = await fetch('/api/posts?locale=en', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'An English-only guide',
        slug: guideSlug,
        excerpt: 'Written in English so far.',
        category: category.id,
        _status: 'published',
      }),
    })
    const body = await response.json()
    return {
      status: response.status,
      id: body.doc?.id as number,
      category: category.seoSlug as string,
    }
  }, slug)
  expect(created.status).toBe(201)
  const guidePath = `/shopping-guides/${created.category}/${slug}`

  const german = await page.goto(`/de${guidePath}`)
  expect(german?.status()).toBe(200)
  const notice = catalogue('de')['guide.untranslated']!.replace('{language}', 'Deutsch')
  await expect(page.getByRole('note')).toHaveText(notice)
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en-US')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))
  expect(alternates.sort()).toEqual(['en', 'x-default'])

  // In English: the guide as written, indexed.
  await page.goto(guidePath)
  await expect(page.getByRole('note')).toHaveCount(0)
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0)

  const listed = async (code: string) => {
    const sitemap = await (await request.get(`/${code}-sitemap.xml`)).text()
    return sitemap.includes(`${code === 'en' ? '' : `/${code}`}${guidePath}</loc>`)
  }
  expect(await listed('en')).toBe(true)
  expect(await listed('de')).toBe(false)

  // The preview in German says the same.
  await page.goto(`/preview/posts/${created.id}?locale=de`)
  await expect(page.getByRole('note')).toHaveText(notice)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An English-only guide')
})
