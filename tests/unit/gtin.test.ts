import { describe, expect, it } from 'vitest'

import { gtinCheckDigit, gtinProperty, readGtin } from '@/lib/gtin'
import { generatedGtin, generatedMpn } from '@/seed/bulk/generate'
import { brands } from '@/seed/content/stores'

describe('GTIN', () => {
  it("reads GS1's own examples in each length, kept as 14 digits", () => {
    // GS1's check-digit examples and real packages: EAN-8, UPC-A, EAN-13, GTIN-14.
    expect(readGtin('96385074')).toEqual({ ok: true, gtin: '00000096385074' })
    expect(readGtin('036000291452')).toEqual({ ok: true, gtin: '00036000291452' })
    expect(readGtin('4006381333931')).toEqual({ ok: true, gtin: '04006381333931' })
    expect(readGtin('10012345678902')).toEqual({ ok: true, gtin: '10012345678902' })
    expect(readGtin(' 4 006381-333931 ')).toEqual({ ok: true, gtin: '04006381333931' })
  })

  it('refuses a wrong check digit and what is no GTIN', () => {
    expect(readGtin('4006381333932')).toEqual({ ok: false, reason: 'check-digit' })
    expect(readGtin('036000291453')).toEqual({ ok: false, reason: 'check-digit' })
    for (const input of [
      '',
      '123',
      '400638133393A',
      '123456789',
      '4006381333931x',
      '400638133393112',
    ]) {
      expect(readGtin(input), input).toEqual({ ok: false, reason: 'format' })
    }
  })

  it('computes the check digit with weights 3 and 1 from the right', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1)
    expect(gtinCheckDigit('03600029145')).toBe(2)
    expect(gtinCheckDigit('9638507')).toBe(4)
  })

  it("names the schema.org property by the number's length", () => {
    expect(gtinProperty('04006381333931')).toEqual({ gtin13: '4006381333931' })
    expect(gtinProperty('10012345678902')).toEqual({ gtin: '10012345678902' })
  })

  it('gives every generated product a valid EAN-13 and part number of its own', () => {
    const gtins = new Set<string>()
    const mpns = new Set<string>()
    for (let index = 1; index <= 20_000; index++) {
      const brand = brands[index % brands.length]!
      const gtin = generatedGtin(brand, index)
      expect(readGtin(gtin.slice(1))).toEqual({ ok: true, gtin })
      gtins.add(gtin)
      mpns.add(`${brand}|${generatedMpn(brand, 'Pro 3', index)}`)
    }
    expect(gtins.size).toBe(20_000)
    expect(mpns.size).toBe(20_000)
  })
})
