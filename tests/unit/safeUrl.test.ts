import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isSafeRichTextLink, isSafeUrl, safeHref, unsafeUrlMessage } from '@/lib/safeUrl'

describe('isSafeUrl', () => {
  it.each([
    'https://www.example.com',
    'http://shop.example/path?x=1#top',
    '  https://padded.example  ',
    'HTTPS://UPPER.EXAMPLE/',
  ])('accepts %j', (url) => {
    expect(isSafeUrl(url)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:image/png;base64,AAAA',
    'blob:https://example.com/uuid',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://example.com',
    '//evil.example',
    '/relative/path',
    'example.com',
    'https://',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false)
  })

  it('accepts mailto: and tel: only when contact links are allowed', () => {
    expect(isSafeUrl('mailto:a@example.com')).toBe(false)
    expect(isSafeUrl('mailto:a@example.com', { allowContact: true })).toBe(true)
    expect(isSafeUrl('tel:+491234', { allowContact: true })).toBe(true)
    expect(isSafeUrl('javascript:alert(1)', { allowContact: true })).toBe(false)
  })

  it('never accepts a string whose scheme, as a browser reads it, is not http(s)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (!isSafeUrl(value)) return
        const href = safeHref(value)!
        expect(href.startsWith('http://') || href.startsWith('https://')).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('refuses every casing and padding of the dangerous schemes', () => {
    const scheme = fc.constantFrom('javascript', 'data', 'blob', 'vbscript')
    const casing = fc.array(fc.boolean(), { minLength: 10, maxLength: 10 })
    const padding = fc.stringMatching(/^[\t\n\r \u0000-\u001f]{0,4}$/)
    fc.assert(
      fc.property(scheme, casing, padding, (name, upper, pad) => {
        const cased = [...name]
          .map((char, index) => (upper[index] ? char.toUpperCase() : char))
          .join('')
        expect(isSafeUrl(`${pad}${cased}:alert(1)`)).toBe(false)
      }),
    )
  })
})

describe('unsafeUrlMessage', () => {
  it('names the refused scheme', () => {
    expect(unsafeUrlMessage(' javascript:alert(1)')).toContain('"javascript:"')
  })

  it('explains what a valid address looks like', () => {
    expect(unsafeUrlMessage('example.com')).toContain('https://')
  })
})

describe('isSafeRichTextLink', () => {
  it('takes paths on this site, anchors and safe absolute links', () => {
    for (const link of [
      '/stores/nordvik',
      '/de/categories?page=2#top',
      '#faq',
      'https://shop.example/x',
      'mailto:a@b.example',
    ]) {
      expect(isSafeRichTextLink(link), link).toBe(true)
    }
  })

  it('refuses paths a browser resolves to another host', () => {
    for (const link of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      ' //evil.example',
    ]) {
      expect(isSafeRichTextLink(link), JSON.stringify(link)).toBe(false)
    }
  })

  it('refuses unsafe protocols however they are written', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '/x\njavascript:',
    ]) {
      expect(isSafeRichTextLink(link), JSON.stringify(link)).toBe(false)
    }
  })
})
