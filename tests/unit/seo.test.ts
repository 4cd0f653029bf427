import { describe, expect, it } from 'vitest'

import { localeCodes } from '@/i18n/locales'
import { META_DESCRIPTION, META_TITLE, metaDescription, metaTitle, productTitle } from '@/lib/seo'

describe('meta titles', () => {
  it('fit the SEO panel in every language, for stores, guides and products of any name up to 60 characters', () => {
    const words = 'Nordvik Outfitters Pixelhaus Casa Verde Living Maison Lumière Kleine Wolke Store'
    for (const kind of ['store', 'guide', 'product'] as const) {
      for (const locale of localeCodes) {
        for (let length = 1; length <= 60; length++) {
          const name = words.repeat(2).slice(0, length).trim() || 'X'
          const title = metaTitle(name, locale, kind)
          expect(title.length, `${kind} ${locale} "${name}" → "${title}"`).toBeGreaterThanOrEqual(
            META_TITLE.min,
          )
          expect(title.length, `${kind} ${locale} "${name}" → "${title}"`).toBeLessThanOrEqual(
            META_TITLE.max,
          )
          expect(title.startsWith(name), title).toBe(true)
        }
      }
    }
  })

  it('say what the page is in its language', () => {
    expect(metaTitle('Pixelhaus', 'de', 'store')).toMatch(/^Pixelhaus – .*Onlineshop/)
    expect(metaTitle('Pixelhaus', 'en', 'store')).toMatch(/\| Shopping Guide$/)
    expect(metaTitle('Smart plug S', 'sv', 'product')).toMatch(/^Smart plug S – .*priser/)
  })

  it("name a product's brand once", () => {
    expect(productTitle({ brand: 'Brightfield', name: 'Brightfield Smart plug S' })).toBe(
      'Brightfield Smart plug S',
    )
    expect(productTitle({ brand: 'Brightfield', name: 'Smart plug S' })).toBe(
      'Brightfield Smart plug S',
    )
    expect(productTitle({ brand: null, name: 'Smart plug S' })).toBe('Smart plug S')
  })
})

describe('meta descriptions', () => {
  it('take texts until 100 characters and cut at a word within 150', () => {
    const long =
      'Compare the range, prices and shipping options in one place and find the right product. '.repeat(
        3,
      )
    const description = metaDescription(long)
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION.max)
    expect(description.length).toBeGreaterThanOrEqual(META_DESCRIPTION.min)
    expect(description.endsWith('…')).toBe(true)
    expect(long.startsWith(description.slice(0, -1))).toBe(true)
    const joined = metaDescription('A short sentence about a shop.', long)
    expect(joined.startsWith('A short sentence about a shop. Compare')).toBe(true)
    expect(joined.length).toBeGreaterThanOrEqual(META_DESCRIPTION.min)
  })
})
