import { describe, expect, it } from 'vitest'

import { copyLine } from '@/seed/bulk/copy'
import { generateProduct, generateStore, subcategories } from '@/seed/bulk/generate'
import { stores as namedStores } from '@/seed/content/stores'
import { isScaleName, scales } from '@/seed/scales'

describe('the store and product generator', () => {
  it('gives the same item for the same number, whatever the scale', () => {
    expect(generateStore(4321)).toEqual(generateStore(4321))
    expect(generateProduct(98765, 60_000)).toEqual(generateProduct(98765, 60_000))
  })

  it('starts with the hand-written retailers', () => {
    expect(generateStore(1).name).toBe(namedStores[0].name)
    expect(generateStore(namedStores.length).slug).toBe(namedStores.at(-1)!.slug)
  })

  it('never repeats a store or product slug', () => {
    const storeSlugs = new Set(Array.from({ length: 5000 }, (_, i) => generateStore(i + 1).slug))
    expect(storeSlugs.size).toBe(5000)
    const productSlugs = new Set(
      Array.from({ length: 5000 }, (_, i) => generateProduct(i + 1, 500).slug),
    )
    expect(productSlugs.size).toBe(5000)
    for (const slug of storeSlugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('gives every product 1–10 offers from existing stores, priced in the country’s currency', () => {
    for (let index = 1; index <= 2000; index++) {
      const product = generateProduct(index, 500)
      expect(product.offers.length).toBeGreaterThanOrEqual(1)
      expect(product.offers.length).toBeLessThanOrEqual(10)
      for (const offer of product.offers) {
        expect(offer.storeIndex).toBeGreaterThanOrEqual(1)
        expect(offer.storeIndex).toBeLessThanOrEqual(500)
        expect(offer.price).toBeGreaterThan(0)
        if (offer.country === 'SE') expect(offer.currency).toBe('SEK')
        if (offer.country === 'DE') expect(offer.currency).toBe('EUR')
      }
    }
  })

  it('spreads stores over every subcategory', () => {
    const used = new Set(
      Array.from({ length: 3000 }, (_, i) => generateStore(i + 100).categories).flat(),
    )
    expect(used.size).toBe(subcategories.length)
  })
})

describe('COPY text format', () => {
  it('escapes tabs, newlines and backslashes and writes NULL as \\N', () => {
    expect(copyLine(['a\tb', 'c\nd', 'e\\f', null, true, 3])).toBe(
      'a\\tb\tc\\nd\te\\\\f\t\\N\tt\t3\n',
    )
  })
})

describe('seed scales', () => {
  it('knows demo and full, and nothing else', () => {
    expect(scales.demo).toEqual({ stores: 500, products: 2000 })
    expect(scales.full).toEqual({ stores: 60_000, products: 500_000 })
    expect(isScaleName('full')).toBe(true)
    expect(isScaleName('huge')).toBe(false)
    expect(isScaleName('toString')).toBe(false)
  })
})
