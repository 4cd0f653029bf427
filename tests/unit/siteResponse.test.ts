import { createServer, get, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SiteResponse } from '../../scripts/lib/pageBytes.mjs'

/** One answer of a server whose responses are SiteResponses: raw header lines, status, body. */
let server: Server
const answer = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ raw: string[]; status: number; body: string }>((resolve, reject) => {
    const { port } = server.address() as AddressInfo
    get({ port, path, headers: { 'x-request-id': 'ref-42', ...headers } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        resolve({ raw: response.rawHeaders, status: response.statusCode ?? 0, body }),
      )
    }).on('error', reject)
  })
const rawHeaders = async (path: string) => (await answer(path)).raw
const valuesOf = (raw: string[], name: string) =>
  raw.filter((_, index) => index % 2 === 1 && raw[index - 1]!.toLowerCase() === name)

beforeAll(async () => {
  // The JSDoc-typed subclass widens writeHead's overloads; it is the server's response class all the same.
  const ResponseClass = SiteResponse as unknown as typeof ServerResponse
  server = createServer({ ServerResponse: ResponseClass }, (request, response) => {
    const [, kind, status] = request.url!.split('/')
    if (kind === 'instead') {
      // The server answers first; Next's render, finished later, writes into a closed answer.
      const site = response as unknown as SiteResponse
      response.setHeader('X-Content-Type-Options', 'nosniff')
      response.setHeader('x-nextjs-cache', 'MISS')
      expect(site.answerInstead(503, { 'Retry-After': '5' }, 'later, please')).toBe(true)
      expect(site.answerInstead(500, {}, 'twice')).toBe(false)
      setTimeout(() => {
        response.setHeader('Content-Type', 'text/html')
        response.writeHead(200)
        response.write('<html>')
        response.end('</html>')
      }, 10)
      return
    }
    if (kind === 'page' || kind === 'json') {
      // As Next answers a page: its own document, streamed in parts or ended with one string.
      if (kind === 'page') {
        ;(response as unknown as SiteResponse).errorPage = (reference) =>
          `<p>failed, reference ${reference}</p>`
      }
      response.statusCode = Number(status)
      response.setHeader(
        'Content-Type',
        kind === 'page' ? 'text/html; charset=utf-8' : 'application/json',
      )
      response.setHeader('Content-Length', '26')
      if (request.headers['x-whole'] === '1') {
        ;(response as unknown as SiteResponse).sendsPage = true
        response.end('<html id="__next_error__">')
      } else {
        response.write('<html id="__next_error__">')
        response.end()
      }
      return
    }
    response.statusCode = 307
    // As Next sends a cached redirect: set by the render, appended again from the cache entry.
    response.setHeader('Location', '/stores')
    response.appendHeader('Location', '/stores')
    response.appendHeader('x-nextjs-stale-time', '300')
    response.appendHeader('x-nextjs-stale-time', '300')
    if (request.url === '/cookies') {
      response.appendHeader('Set-Cookie', 'a=1')
      response.appendHeader('Set-Cookie', 'a=1')
    }
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the site’s responses', () => {
  it('send a redirect’s Location once, however often Next added it', async () => {
    const raw = await rawHeaders('/')
    expect(valuesOf(raw, 'location')).toEqual(['/stores'])
    expect(valuesOf(raw, 'x-nextjs-stale-time')).toEqual(['300'])
  })

  it('send the server’s own error page, with the request’s reference, when a page fails', async () => {
    const failed = await answer('/page/500')
    expect(failed.status).toBe(500)
    expect(failed.body).toBe('<p>failed, reference ref-42</p>')
    expect(valuesOf(failed.raw, 'content-length')).toEqual([String(failed.body.length)])
    expect(valuesOf(failed.raw, 'cache-control')).toEqual(['no-store'])
    // Ended with one string, as Next ends a rendered document.
    expect((await answer('/page/500', { 'x-whole': '1' })).body).toBe(failed.body)
  })

  it('leave pages that did not fail and answers that are not pages as Next made them', async () => {
    expect((await answer('/page/404')).body).toBe('<html id="__next_error__">')
    expect((await answer('/json/500')).body).toBe('<html id="__next_error__">')
  })

  it('can be answered by the server in place of Next, which then writes into nothing', async () => {
    const instead = await answer('/instead')
    expect(instead.status).toBe(503)
    expect(instead.body).toBe('later, please')
    expect(valuesOf(instead.raw, 'retry-after')).toEqual(['5'])
    expect(valuesOf(instead.raw, 'x-content-type-options')).toEqual(['nosniff'])
    expect(valuesOf(instead.raw, 'x-nextjs-cache')).toEqual([])
    expect(valuesOf(instead.raw, 'content-length')).toEqual(['13'])
    // Next's late answer neither throws nor reaches the client: the next answer is whole.
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect((await answer('/page/404')).body).toBe('<html id="__next_error__">')
  })

  it('leave headers that may repeat as they are', async () => {
    expect(valuesOf(await rawHeaders('/cookies'), 'set-cookie')).toEqual(['a=1', 'a=1'])
  })
})
