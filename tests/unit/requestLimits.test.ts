import { describe, expect, it } from 'vitest'

import {
  MAX_GRAPHQL_BODY_BYTES,
  MAX_JSON_BODY_BYTES,
  MAX_UPLOAD_BYTES,
  MAX_URL_BYTES,
  refuseRequest,
} from '@/config/requestLimits.mjs'

/** Credentials as a signed-in editor's browser sends them (Payload checks them; the edge sees them). */
const editor = { cookie: 'payload-token=abc' }

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  refuseRequest({ method, url, headers: { host: 'shop.example', ...headers } })

describe('requests refused before routing', () => {
  it('lets ordinary pages, API reads and logins through', () => {
    expect(request('GET', '/de/stores?page=2&country=se')).toBeNull()
    expect(request('GET', '/search?q=caf%C3%A9+100%25')).toBeNull()
    expect(request('POST', '/api/users/login', { 'content-length': '60' })).toBeNull()
    expect(request('OPTIONS', '/api/data/stores')).toBeNull()
  })

  it('refuses TRACE, PROPFIND and other methods with 405 and names the allowed ones', () => {
    for (const method of ['TRACE', 'PROPFIND', 'CONNECT', 'MKCOL']) {
      const refusal = request(method, '/')
      expect(refusal?.status).toBe(405)
      expect(refusal?.headers?.Allow).toContain('GET')
    }
  })

  it('refuses malformed percent-encoding and control characters in the path with 400', () => {
    for (const url of ['/%', '/api/%ff', '/stores/%E0%A4%A', '/stores/a%00b', '/x%0a']) {
      expect(request('GET', url)?.status, url).toBe(400)
    }
    expect(request('GET', '/search?q=%E0%A4%A')?.status).toBe(400)
    expect(request('GET', '/api/stores?where[name][equals]=a%00b')?.message).toMatch(/NUL/)
  })

  it('refuses a URL longer than the limit with 414', () => {
    expect(request('GET', `/search?q=${'a'.repeat(MAX_URL_BYTES)}`)?.status).toBe(414)
  })

  it('limits JSON bodies to 1 MB and uploads to the upload limit, by Content-Length', () => {
    const over = String(MAX_JSON_BODY_BYTES + 1)
    expect(request('POST', '/api/users/login', { 'content-length': over })?.status).toBe(413)
    expect(request('POST', '/api/graphql', { 'content-length': over })?.status).toBe(413)
    expect(request('POST', '/api/media', { 'content-length': over, ...editor })).toBeNull()
    expect(
      request('POST', '/api/media', { 'content-length': String(MAX_UPLOAD_BYTES + 1) })?.status,
    ).toBe(413)
    expect(request('POST', '/api/users/login', { 'transfer-encoding': 'chunked' })?.status).toBe(
      411,
    )
  })

  it('limits GraphQL bodies to a few kilobytes, also for a client that carries credentials', () => {
    const over = String(MAX_GRAPHQL_BODY_BYTES + 1)
    expect(request('POST', '/api/graphql', { 'content-length': over, ...editor })?.status).toBe(413)
    expect(
      request('POST', '/api/graphql', {
        'content-length': String(MAX_GRAPHQL_BODY_BYTES),
        ...editor,
      }),
    ).toBeNull()
  })

  it('refuses a request target that is not a path, and a request without Host', () => {
    expect(request('OPTIONS', '*')?.status).toBe(400)
    expect(request('GET', 'http://shop.example/api/health')?.status).toBe(400)
    expect(refuseRequest({ method: 'GET', url: '/', headers: {} })?.message).toMatch(/Host/)
  })

  it('the public site is read-only: writes outside /api and /admin answer 405', () => {
    for (const path of ['/', '/de/stores', '/sitemap.xml', '/location-list/x']) {
      const refusal = request('POST', path, { 'content-length': '2' })
      expect(refusal?.status, path).toBe(405)
      expect(refusal?.headers?.Allow).toBe('GET, HEAD, OPTIONS')
    }
    expect(request('POST', '/admin/collections/stores', { 'content-length': '2' })).toBeNull()
  })

  it('refuses a form action sent from another origin', () => {
    const action = { 'next-action': 'abc', 'content-length': '2' }
    expect(request('POST', '/admin', { ...action, origin: 'https://evil.example' })?.status).toBe(
      403,
    )
    expect(request('POST', '/admin', { ...action, origin: 'null' })?.status).toBe(403)
    expect(request('POST', '/admin', { ...action, origin: 'https://shop.example' })).toBeNull()
  })

  it('refuses a where whose and/or is not a list', () => {
    expect(request('GET', '/admin/collections/posts?where[or][x][title][equals]=1')?.status).toBe(
      400,
    )
    expect(request('GET', '/api/posts?where[and][a][b][equals]=1')?.status).toBe(400)
    expect(request('GET', '/api/posts?where[or][0][title][equals]=1', editor)).toBeNull()
  })

  it('answers a path under /api that is no endpoint with 404, whoever asks', () => {
    for (const headers of [{}, { authorization: 'JWT x' }] as Record<string, string>[]) {
      const refusal = request('GET', '/api/x', headers)
      expect(refusal?.status).toBe(404)
      expect(refusal?.message).toMatch(/no endpoint at \/api\/x/i)
    }
  })

  it("refuses anonymous requests to Payload's own API before routing, and only those", () => {
    for (const path of [
      '/api/products',
      '/api/globals/home',
      '/api/graphql',
      '/api/users',
      '/api/redirects/1',
    ]) {
      const refusal = request('GET', path)
      expect(refusal?.status, path).toBe(401)
      expect(refusal?.message).toMatch(/signed-in editor/)
      expect(request('GET', path, { authorization: 'JWT x' }), path).toBeNull()
      expect(request('GET', path, { cookie: 'a=1; payload-token=x' }), path).toBeNull()
    }
    for (const path of [
      '/api/data/stores',
      '/api/data/store/x',
      '/api/posts/posts',
      '/api/posts/posts/1',
      '/api/search/suggestions',
      '/api/openapi.json',
      '/api/health',
      '/api/ready',
      '/api/media/file/a.png',
      '/api/users/login',
      '/api/users/me',
      '/api/users/forgot-password',
    ]) {
      expect(request('GET', path), path).toBeNull()
    }
    expect(request('OPTIONS', '/api/products')).toBeNull()
  })

  it('refuses method override from a client without credentials', () => {
    const headers = { 'x-payload-http-method-override': 'GET', 'content-length': '10' }
    expect(request('POST', '/api/products', headers)?.status).toBe(400)
    expect(request('POST', '/api/products', { ...headers, cookie: 'payload-token=abc' })).toBeNull()
    expect(request('POST', '/api/products', { ...headers, authorization: 'JWT abc' })).toBeNull()
  })
})
