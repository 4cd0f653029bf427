import type { IncomingMessage } from 'node:http'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { MAX_AGE_MS, dropTagged } from '../../src/cache/local.mjs'
import type { SiteResponse } from '../../scripts/lib/pageBytes.mjs'
import { readyPages } from '../../scripts/lib/readyPages.mjs'

const request = (headers: Record<string, string> = {}, url = '/stores', method = 'GET') =>
  ({ method, url, headers }) as unknown as IncomingMessage

/** A finished response as the server sees it: a page of `bytes` bytes sent from Next's cache. */
const sent = (bytes: number, responseHeaders: Record<string, string> = {}) => {
  const headers: Record<string, string> = {
    'x-nextjs-cache': 'HIT',
    'content-type': 'text/html; charset=utf-8',
    'x-request-id': 'one request',
    ...responseHeaders,
  }
  return {
    sentPage: { page: { raw: Buffer.alloc(bytes), etag: `"${bytes}"` }, headers },
    getHeader: (name: string) => headers[name],
    hasHeader: (name: string) => name in headers,
  } as unknown as SiteResponse
}

/** Keeps a page of `bytes` under `key` as the server does once the response finished. */
function keep(ready: ReturnType<typeof readyPages>, key: string, bytes: number) {
  ready.keep(ready.ticket(request(), key), sent(bytes))
}

describe('ready pages', () => {
  afterEach(() => vi.useRealTimers())

  it('is kept again shortly before it runs out: one request goes to Next, the others are answered', () => {
    vi.useFakeTimers()
    const ready = readyPages(1_000)
    keep(ready, 'a', 10)
    vi.advanceTimersByTime(MAX_AGE_MS - 4_000)
    expect(ready.get(request(), 'a')).toBeUndefined()
    for (let other = 0; other < 50; other++) expect(ready.get(request(), 'a')).toBeDefined()
    keep(ready, 'a', 20)
    vi.advanceTimersByTime(MAX_AGE_MS - 6_000)
    expect(ready.get(request(), 'a')?.page.raw).toHaveLength(20)
  })

  it('lets another request through when the one that should keep it again did not, and never serves it past its age', () => {
    vi.useFakeTimers()
    const ready = readyPages(1_000)
    keep(ready, 'a', 10)
    vi.advanceTimersByTime(MAX_AGE_MS - 5_000)
    expect(ready.get(request(), 'a')).toBeUndefined()
    // Its answer was not Next's cached page: nothing is kept.
    ready.keep(ready.ticket(request(), 'a'), sent(10, { 'x-nextjs-cache': 'STALE' }))
    expect(ready.get(request(), 'a')).toBeDefined()
    vi.advanceTimersByTime(2_000)
    expect(ready.get(request(), 'a')).toBeUndefined()
    expect(ready.get(request(), 'a')).toBeDefined()
    vi.advanceTimersByTime(3_000)
    expect(ready.get(request(), 'a')).toBeUndefined()
    expect(ready.get(request(), 'a')).toBeUndefined()
  })

  it('keeps a page Next sent from its cache, without the headers each answer makes for itself', () => {
    const ready = readyPages(1_000)
    keep(ready, 'a', 100)
    const page = ready.get(request(), 'a')
    expect(page?.page.raw).toHaveLength(100)
    expect(page?.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page?.headers['x-request-id']).toBeUndefined()
  })

  it('keeps no page Next rendered or served stale, and none that set a cookie', () => {
    const ready = readyPages(1_000)
    ready.keep(ready.ticket(request(), 'miss'), sent(10, { 'x-nextjs-cache': 'MISS' }))
    ready.keep(ready.ticket(request(), 'stale'), sent(10, { 'x-nextjs-cache': 'STALE' }))
    ready.keep(ready.ticket(request(), 'cookie'), sent(10, { 'set-cookie': 'selectedCountry=SE' }))
    for (const key of ['miss', 'stale', 'cookie']) expect(ready.get(request(), key)).toBeUndefined()
  })

  it("answers no request of Next's router and none in draft mode", () => {
    const ready = readyPages(1_000)
    keep(ready, 'a', 10)
    expect(ready.get(request({ rsc: '1' }), 'a')).toBeUndefined()
    expect(ready.get(request({ 'next-router-prefetch': '1' }), 'a')).toBeUndefined()
    expect(ready.get(request({}, '/stores?_rsc=x1'), 'a')).toBeUndefined()
    expect(ready.get(request({ cookie: 'a=1; __prerender_bypass=x' }), 'a')).toBeUndefined()
    expect(ready.get(request({}, '/stores', 'POST'), 'a')).toBeUndefined()
    expect(ready.get(request({}, '/stores', 'HEAD'), 'a')).toBeDefined()
  })

  it('holds at most its bytes, the oldest pages leaving first', () => {
    const ready = readyPages(250)
    keep(ready, 'first', 100)
    keep(ready, 'second', 100)
    keep(ready, 'first', 100) // kept again: now the newest
    keep(ready, 'third', 100)
    expect(ready.get(request(), 'second')).toBeUndefined()
    expect(ready.get(request(), 'first')).toBeDefined()
    expect(ready.get(request(), 'third')).toBeDefined()
  })

  it('drops every page on any change, and keeps none whose request began before it', () => {
    const ready = readyPages(1_000)
    keep(ready, 'a', 10)
    const before = ready.ticket(request(), 'b')
    dropTagged(['stores'])
    expect(ready.get(request(), 'a')).toBeUndefined()
    ready.keep(before, sent(10))
    expect(ready.get(request(), 'b')).toBeUndefined()
    keep(ready, 'b', 10)
    expect(ready.get(request(), 'b')).toBeDefined()
  })
})
