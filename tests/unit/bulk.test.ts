import { describe, expect, it } from 'vitest'

import { copyLine } from '@/seed/bulk/copy'
import { mostVisitedCountries } from '@/geo/countries'
import { currencyOf, toEur } from '@/lib/currencies'
import {
  generateProduct,
  generateStore,
  SOLD_EVERYWHERE_FROM,
  STORE_PRICE_SPREAD,
  subcategories,
} from '@/seed/bulk/generate'
import { priceRanges } from '@/seed/content/priceRanges'
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

  it('gives every product offers from existing stores that deliver to the offer’s country', () => {
    for (let index = 1; index <= 2000; index++) {
      const product = generateProduct(index, 500)
      expect(product.offers.length).toBeGreaterThanOrEqual(1)
      // 1–10, and one more in each of the 20 countries for a product sold everywhere.
      expect(product.offers.length).toBeLessThanOrEqual(30)
      const pairs = product.offers.map((offer) => `${offer.storeIndex}:${offer.country}`)
      expect(new Set(pairs).size).toBe(pairs.length)
      for (const offer of product.offers) {
        expect(offer.storeIndex).toBeGreaterThanOrEqual(1)
        expect(offer.storeIndex).toBeLessThanOrEqual(500)
        const { countries } = generateStore(offer.storeIndex)
        if (countries.length > 0) expect(countries).toContain(offer.country)
      }
    }
  })

  it('prices a product in its category’s range, alike in every country’s currency', () => {
    for (let index = 1; index <= 2000; index++) {
      const product = generateProduct(index, 500)
      const [min, max] = priceRanges[product.subcategory.seoSlug]
      // The base price is a price point near the range (half a step at most outside it).
      expect(product.basePrice).toBeGreaterThanOrEqual(min * 0.97)
      expect(product.basePrice).toBeLessThanOrEqual(max * 1.03)
      for (const offer of product.offers) {
        expect(offer.currency).toBe(currencyOf(offer.country))
        // Within the stores' spread of the base price, plus at most 3 % for the price point.
        const ratio = toEur(offer.price, offer.currency) / product.basePrice
        expect(ratio).toBeGreaterThanOrEqual((1 - STORE_PRICE_SPREAD) * 0.97)
        expect(ratio).toBeLessThanOrEqual((1 + STORE_PRICE_SPREAD) * 1.03)
        expect(offer.shipping).toBeGreaterThanOrEqual(0)
        // Shipping is a few euros' worth in any currency, never a fraction of one.
        expect(toEur(offer.shipping, offer.currency)).toBeLessThan(8)
        if (offer.shipping > 0) expect(toEur(offer.shipping, offer.currency)).toBeGreaterThan(2)
      }
    }
  })

  it('has a price range for every subcategory, and a laptop costs hundreds of euros', () => {
    for (const subcategory of subcategories) {
      const range = priceRanges[subcategory.seoSlug]
      expect(range, subcategory.seoSlug).toBeDefined()
      expect(range[0]).toBeGreaterThan(0)
      expect(range[1]).toBeGreaterThan(range[0])
    }
    const laptops = Array.from({ length: 3000 }, (_, i) => generateProduct(i + 1, 500)).filter(
      (product) => product.subcategory.seoSlug === 'laptops',
    )
    expect(laptops.length).toBeGreaterThan(10)
    for (const laptop of laptops) expect(laptop.basePrice).toBeGreaterThanOrEqual(389)
  })

  it('offers the most popular products in every one of the 20 most-visited countries', () => {
    const popular = Array.from({ length: 2000 }, (_, i) => generateProduct(i + 1, 500)).filter(
      (product) => product.popularity >= SOLD_EVERYWHERE_FROM,
    )
    // Enough for the home page's two shelves of 12 (src/seed/editorial.ts).
    expect(popular.length).toBeGreaterThanOrEqual(24)
    for (const product of popular) {
      const countries = new Set(product.offers.map((offer) => offer.country))
      for (const country of mostVisitedCountries) expect(countries).toContain(country)
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
