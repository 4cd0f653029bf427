import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { mostVisitedCountries } from '@/geo/countries'
import {
  currencies,
  currencyOf,
  eurRates,
  fromEur,
  priceIn,
  pricePoint,
  toEur,
} from '@/lib/currencies'

describe('currencies and reference rates', () => {
  it('prices each most-visited country in its own currency', () => {
    expect(currencyOf('DE')).toBe('EUR')
    expect(currencyOf('IE')).toBe('EUR')
    expect(currencyOf('SE')).toBe('SEK')
    expect(currencyOf('CH')).toBe('CHF')
    expect(currencyOf('GB')).toBe('GBP')
    expect(currencyOf('US')).toBe('USD')
    expect(currencyOf('BR')).toBe('BRL')
    expect(currencyOf('AU')).toBe('AUD')
    for (const country of mostVisitedCountries) expect(currencies).toContain(currencyOf(country))
  })

  it('knows no currency for a country whose money offers cannot be in', () => {
    expect(currencyOf('JP')).toBeNull()
    expect(currencyOf('XX')).toBeNull()
  })

  it('has one fixed rate per currency, the euro at 1', () => {
    expect(Object.keys(eurRates).sort()).toEqual([...currencies].sort())
    expect(eurRates.EUR).toBe(1)
    for (const currency of currencies) expect(eurRates[currency]).toBeGreaterThan(0)
  })

  it('converts euros into a currency and back at the same rate', () => {
    expect(fromEur(100, 'SEK')).toBeCloseTo(1120, 6)
    expect(toEur(1120, 'SEK')).toBeCloseTo(100, 6)
    expect(fromEur(100, 'EUR')).toBe(100)
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e6, noNaN: true }),
        fc.constantFrom(...currencies),
        (amount, currency) => {
          expect(toEur(fromEur(amount, currency), currency)).toBeCloseTo(amount, 6)
        },
      ),
    )
  })
})

describe('price points', () => {
  it('rounds to what shops ask, ending in 9', () => {
    expect(pricePoint(4.97)).toBe(4.99)
    expect(pricePoint(12.47)).toBe(12.49)
    expect(pricePoint(49.8)).toBe(49.99)
    expect(pricePoint(129.4)).toBe(128.99)
    expect(pricePoint(246)).toBe(249)
    expect(pricePoint(1293.47)).toBe(1289)
    expect(pricePoint(26_880)).toBe(26_899)
    expect(pricePoint(0)).toBe(0)
  })

  it('converts then rounds: 100 EUR is 1 119 SEK and 84.99 GBP', () => {
    expect(priceIn(100, 'SEK')).toBe(1119)
    expect(priceIn(100, 'GBP')).toBe(84.99)
    expect(priceIn(100, 'EUR')).toBe(99.99)
  })

  it('stays within 3 % of the amount, in whole cents, ending in 9', () => {
    fc.assert(
      fc.property(fc.double({ min: 2, max: 1e6, noNaN: true }), (amount) => {
        const price = pricePoint(amount)
        expect(Math.abs(price - amount) / amount).toBeLessThanOrEqual(0.03)
        const cents = Math.round(price * 100)
        expect(Math.abs(price * 100 - cents)).toBeLessThan(1e-6)
        // 12.49, 129.99 — or 249.00, 1 299.00
        expect(cents % 10 === 9 || (cents % 100 === 0 && (cents / 100) % 10 === 9)).toBe(true)
      }),
    )
  })
})
