import { describe, expect, it } from 'vitest'

import { encodeSegment } from '@/data/sitemap'
import { urlsPerFile } from '@/sitemaps/generate'
import { parsePart } from '@/sitemaps/response'
import { escapeXml, URLSET_CLOSE, URLSET_OPEN, urlEntry } from '@/sitemaps/xml'

describe('sitemap files', () => {
  it('hold as many URLs as the limit allows when the byte limit is far away', () => {
    expect(urlsPerFile({ maxUrls: 50_000, maxBytes: 1024 * 1024 * 1024 }, 40)).toBe(50_000)
    expect(urlsPerFile({ maxUrls: 7, maxBytes: 50 * 1024 * 1024 }, 40)).toBe(7)
  })

  it('hold fewer than 50 000 URLs where 12 alternates each would pass 50 MB', () => {
    const perFile = urlsPerFile({ maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 }, 40)
    expect(perFile).toBeLessThan(50_000)
    expect(perFile).toBeGreaterThan(20_000)
  })

  for (const pathBytes of [1, 40, 200, 2_000]) {
    it(`never pass the byte limit, even when every path is ${pathBytes} bytes long`, () => {
      const limits = { maxUrls: 50_000, maxBytes: 64 * 1024 }
      const perFile = urlsPerFile(limits, pathBytes)
      const path = `/${'a'.repeat(pathBytes - 1)}`
      const entry = Buffer.byteLength(urlEntry('de', path, new Date().toISOString()))
      const wrapper = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE)
      expect(wrapper + perFile * entry).toBeLessThanOrEqual(limits.maxBytes)
      // …and are not cut smaller than they need to be.
      expect(wrapper + (perFile + 1) * entry).toBeGreaterThan(limits.maxBytes)
    })
  }

  it('write slugs into URLs unchanged, and anything else percent-encoded (RFC 3986)', () => {
    expect(encodeSegment('running-shoes-2')).toBe('running-shoes-2')
    expect(encodeSegment("café & tea's (best)*")).toBe('caf%C3%A9%20%26%20tea%27s%20%28best%29%2A')
  })

  it('escape the five XML special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    )
  })

  it('are numbered 1, 2, … and no other spelling names a part', () => {
    expect(parsePart('1')).toBe(1)
    expect(parsePart('12')).toBe(12)
    for (const bad of ['0', '01', '-1', '1.5', '1e3', '9999999', ''])
      expect(parsePart(bad)).toBeNull()
  })
})
