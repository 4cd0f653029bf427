import { describe, expect, it } from 'vitest'

import {
  clientAddress,
  fromTrustedProxy,
  limitKey,
  normalizeAddress,
  parseTrustedProxies,
} from '../../src/lib/clientAddress.mjs'
import {
  CLICK_LIMIT,
  SEARCH_LIMIT,
  createEdgeLimits,
  createLimiter,
  retryAfterSeconds,
  take,
} from '../../src/lib/rateLimits.mjs'

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('::ffff:10.0.0.5', '1.2.3.4', null)).toBe('10.0.0.5')
    expect(clientAddress(undefined, undefined, null)).toBe('unknown')
  })

  it('walks X-Forwarded-For from the right past trusted proxies only', () => {
    const trusted = parseTrustedProxies('127.0.0.1, 10.0.0.0/8')
    expect(clientAddress('127.0.0.1', '203.0.113.9', trusted)).toBe('203.0.113.9')
    // A client's own X-Forwarded-For entry is to the left of the one its proxy added.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3', trusted)).toBe(
      '203.0.113.9',
    )
    expect(clientAddress('198.51.100.1', '203.0.113.9', trusted)).toBe('198.51.100.1')
    // Garbage stops the walk at the last address a trusted hop vouched for.
    expect(clientAddress('127.0.0.1', 'garbage', trusted)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '', trusted)).toBe('127.0.0.1')
  })

  it('takes the entry a counted number of hops away', () => {
    const trusted = parseTrustedProxies('1')
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.9', trusted)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.1', 'garbage', trusted)).toBe('10.0.0.1')
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.9', parseTrustedProxies('2'))).toBe(
      '6.6.6.6',
    )
  })

  it('refuses a TRUSTED_PROXIES value it cannot read', () => {
    expect(parseTrustedProxies(undefined)).toBeNull()
    expect(parseTrustedProxies('0')).toBeNull()
    expect(() => parseTrustedProxies('localhost')).toThrow()
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow()
    expect(() => parseTrustedProxies('99')).toThrow()
  })

  it('limits IPv6 clients by their /64', () => {
    expect(normalizeAddress('[2001:DB8::1%eth0]')).toBe('2001:db8::1')
    expect(limitKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(limitKey('2001:db8:1:2::9')).toBe(limitKey('2001:db8:1:2:ffff::1'))
    expect(limitKey('::1')).toBe('0:0:0:0::/64')
    expect(limitKey('203.0.113.9')).toBe('203.0.113.9')
  })
})

describe('a trusted proxy', () => {
  it('is the peer on the list, or any peer when the hops are counted', () => {
    const listed = parseTrustedProxies('10.0.0.0/8, ::1')
    expect(fromTrustedProxy('10.1.2.3', listed)).toBe(true)
    expect(fromTrustedProxy('::ffff:10.1.2.3', listed)).toBe(true)
    expect(fromTrustedProxy('::1', listed)).toBe(true)
    expect(fromTrustedProxy('192.0.2.1', listed)).toBe(false)
    expect(fromTrustedProxy(undefined, listed)).toBe(false)
    expect(fromTrustedProxy('192.0.2.1', parseTrustedProxies('1'))).toBe(true)
    expect(fromTrustedProxy('10.1.2.3', null)).toBe(false)
  })
})

describe('the rate limiter', () => {
  it('says how long to wait once the points are used', async () => {
    const limiter = createLimiter({ name: 'unit', points: 3, seconds: 60 })
    for (let index = 0; index < 3; index++) expect(await take(limiter, 'a')).toBeNull()
    const wait = await take(limiter, 'a')
    expect(wait).toBeGreaterThan(55)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await take(limiter, 'b')).toBeNull()
    expect(retryAfterSeconds(1)).toBe(1)
  })

  it('never limits a person typing fast with suggestions, and stops a script', async () => {
    const limits = createEdgeLimits()
    const suggest = (address: string, query: string) =>
      limits({ url: `/api/search/suggestions?q=${query}&lang=en` }, address)
    // Ten a second for a whole window, longer than anyone types without pausing, plus the page.
    expect(await limits({ url: '/en/search?q=shoes' }, '203.0.113.1')).toBeNull()
    for (let index = 0; index < 10 * SEARCH_LIMIT.seconds - 1; index++) {
      expect(await suggest('203.0.113.1', 'shoes'.slice(0, (index % 5) + 1))).toBeNull()
    }
    // A script: a few hundred at once is refused with Retry-After.
    const answers = await Promise.all(
      Array.from({ length: 500 }, () => suggest('203.0.113.2', 'x')),
    )
    const refused = answers.filter((answer) => answer !== null)
    expect(refused.length).toBe(500 - SEARCH_LIMIT.points)
    expect(refused[0]).toMatchObject({
      status: 429,
      headers: { 'Retry-After': expect.any(String) },
    })
    expect(Number(refused[0]!.headers!['Retry-After'])).toBeGreaterThan(0)
    // Other paths are not limited and take no extra turn of the event loop.
    expect(limits({ url: '/en/stores' }, '203.0.113.2')).toBeNull()
    expect(limits({ url: '/search-tips' }, '203.0.113.2')).toBeNull()
    expect(await limits({ url: '/search' }, '203.0.113.2')).toMatchObject({ status: 429 })
  })

  it('never limits a shopper opening shops, and stops a script inflating a shop’s clicks', async () => {
    const limits = createEdgeLimits()
    const click = (address: string, offer: number) =>
      limits({ url: `/out/offer/${offer}?country=DE&lang=en` }, address)
    // A shopper comparing offers: a shop every two seconds, for a whole window.
    for (let offer = 0; offer < CLICK_LIMIT.seconds / 2; offer++) {
      expect(await click('203.0.113.3', offer)).toBeNull()
    }
    // A script clicking one shop as fast as it can is refused once over the limit.
    const answers = await Promise.all(Array.from({ length: 200 }, () => click('203.0.113.4', 1)))
    const refused = answers.filter((answer) => answer !== null)
    expect(refused.length).toBe(200 - CLICK_LIMIT.points)
    expect(refused[0]).toMatchObject({
      status: 429,
      headers: { 'Retry-After': expect.any(String) },
    })
    expect(await limits({ url: '/de/out/store/7?country=DE' }, '203.0.113.4')).toMatchObject({
      status: 429,
    })
    // Its search is limited apart from its clicks.
    expect(await limits({ url: '/search?q=shoes' }, '203.0.113.4')).toBeNull()
  })
})
