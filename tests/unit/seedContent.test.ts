import { describe, expect, it } from 'vitest'

import { localeCodes } from '@/i18n/locales'
import { allGuides } from '@/seed/content/allGuides'
import { categories, hiddenCategory } from '@/seed/content/categories'
import { parseContentMarkdown } from '@/seed/content/contentFiles'
import { home, imprint, privacy, siteSettings } from '@/seed/content/globals'
import type { Localized } from '@/seed/content/types'

const subcategorySlugs = categories.flatMap((category) =>
  category.subcategories.map((subcategory) => subcategory.seoSlug),
)

/** The languages in which `text` is empty or absent. */
const missingIn = (text: Localized) => localeCodes.filter((locale) => !text[locale]?.trim())

describe('the demo content in content/', () => {
  it('has every guide in all 11 languages with a title, an excerpt and a body', () => {
    expect(allGuides.length).toBeGreaterThan(0)
    for (const guide of allGuides) {
      expect(missingIn(guide.title), `${guide.slug}: title`).toEqual([])
      expect(missingIn(guide.excerpt), `${guide.slug}: excerpt`).toEqual([])
      for (const locale of localeCodes) {
        expect(guide.body[locale], `${guide.slug}: body in ${locale}`).not.toHaveLength(0)
      }
    }
  })

  it('files each guide under a subcategory of the category tree', () => {
    for (const guide of allGuides) expect(subcategorySlugs, guide.slug).toContain(guide.subcategory)
  })

  it('gives every guide its own slug, and every category its own seoSlug', () => {
    const guideSlugs = allGuides.map((guide) => guide.slug)
    expect(new Set(guideSlugs).size).toBe(guideSlugs.length)
    const categorySlugs = [
      ...categories.map((category) => category.seoSlug),
      ...subcategorySlugs,
      hiddenCategory.seoSlug,
    ]
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length)
  })

  it('names and describes every category in every language, and gives subcategories a noun', () => {
    for (const category of [...categories, hiddenCategory]) {
      expect(missingIn(category.name), category.seoSlug).toEqual([])
      expect(missingIn(category.description), category.seoSlug).toEqual([])
    }
    for (const subcategory of categories.flatMap((category) => category.subcategories)) {
      expect(missingIn(subcategory.name), subcategory.seoSlug).toEqual([])
      expect(missingIn(subcategory.description), subcategory.seoSlug).toEqual([])
      expect(missingIn(subcategory.productNoun), subcategory.seoSlug).toEqual([])
    }
  })

  it('has the globals in every language: home, site settings, imprint and privacy', () => {
    for (const text of [home.headline, home.aboutTitle, home.aboutText]) {
      expect(missingIn(text)).toEqual([])
    }
    for (const point of home.sellingPoints) {
      expect(missingIn(point.title)).toEqual([])
      expect(missingIn(point.text)).toEqual([])
    }
    expect(missingIn(siteSettings.siteName)).toEqual([])
    expect(missingIn(siteSettings.footerText)).toEqual([])
    for (const page of [imprint, privacy]) {
      expect(missingIn(page.title)).toEqual([])
      for (const locale of localeCodes) expect(page.body[locale]).not.toHaveLength(0)
    }
  })
})

describe('the content Markdown parser', () => {
  const sample = [
    '---',
    'title: "A \\"quoted\\" title"',
    'excerpt: "One line: kept as written."',
    '---',
    '',
    '## Heading',
    '',
    '### Smaller heading',
    '',
    'A paragraph with *stars* and 50 % taken literally.',
    '',
    '- first',
    '- second',
    '',
    '1. one',
    '2. two',
    '',
  ].join('\n')

  it('reads the front matter and each block form', () => {
    expect(parseContentMarkdown(sample, 'sample.md', ['title', 'excerpt'])).toEqual({
      fields: { title: 'A "quoted" title', excerpt: 'One line: kept as written.' },
      body: [
        { type: 'h2', text: 'Heading' },
        { type: 'h3', text: 'Smaller heading' },
        { type: 'p', text: 'A paragraph with *stars* and 50 % taken literally.' },
        { type: 'ul', items: ['first', 'second'] },
        { type: 'ol', items: ['one', 'two'] },
      ],
    })
  })

  it('refuses a line of no known form, naming the file and line', () => {
    const text = sample.replace('- second', '* second')
    expect(() => parseContentMarkdown(text, 'sample.md', ['title', 'excerpt'])).toThrow(
      /^sample\.md:13: not a heading .*: \* second$/,
    )
  })

  it('refuses a paragraph wrapped onto a second line', () => {
    const text = sample.replace('taken literally.', 'taken\nliterally.')
    expect(() => parseContentMarkdown(text, 'sample.md', ['title', 'excerpt'])).toThrow(
      /^sample\.md:11: expected a blank line/,
    )
  })

  it('refuses front matter that lacks a field or is not a JSON string', () => {
    const withoutExcerpt = sample.replace('excerpt: "One line: kept as written."\n', '')
    expect(() => parseContentMarkdown(withoutExcerpt, 'sample.md', ['title', 'excerpt'])).toThrow(
      'sample.md:3: the front matter lacks "excerpt:"',
    )
    const singleQuoted = sample.replace('"One line: kept as written."', "'One line'")
    expect(() => parseContentMarkdown(singleQuoted, 'sample.md', ['title', 'excerpt'])).toThrow(
      /^sample\.md:3: excerpt must be non-empty text in double quotes/,
    )
  })
})
