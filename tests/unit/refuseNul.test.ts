import { describe, expect, it } from 'vitest'

import { nulPath } from '../../src/plugins/refuseNul'

describe('a NUL character in what a request carries', () => {
  it('is found in nested documents, arrays and filters, by Payload’s dotted path', () => {
    expect(nulPath({ name: 'a\u0000b' })).toBe('name')
    expect(nulPath({ locations: [{ city: 'Berlin' }, { city: 'Ro\u0000me' }] })).toBe(
      'locations.1.city',
    )
    expect(nulPath({ and: [{ name: { equals: '\u0000' } }] })).toBe('and.0.name.equals')
    expect(nulPath('x\u0000')).toBe('value')
    expect(nulPath({ ['ke\u0000y']: 1 })).toBe('key')
  })

  it('passes everything else, however odd', () => {
    expect(nulPath({ name: 'Ω≈ç√ 😀 \u0001 \u007f', n: 1, at: new Date(), none: null })).toBeNull()
    expect(nulPath(undefined)).toBeNull()
    expect(nulPath(Buffer.from([0, 0]))).toBeNull()
  })
})
