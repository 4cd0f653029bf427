import { createServer, get, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SiteResponse } from '../../scripts/lib/pageBytes.mjs'

/** The raw header lines of one answer of a server whose responses are SiteResponses. */
let server: Server
const rawHeaders = (path: string) =>
  new Promise<string[]>((resolve, reject) => {
    const { port } = server.address() as AddressInfo
    get({ port, path }, (response) => {
      response.resume()
      resolve(response.rawHeaders)
    }).on('error', reject)
  })
const valuesOf = (raw: string[], name: string) =>
  raw.filter((_, index) => index % 2 === 1 && raw[index - 1]!.toLowerCase() === name)

beforeAll(async () => {
  // The JSDoc-typed subclass widens writeHead's overloads; it is the server's response class all the same.
  const ResponseClass = SiteResponse as unknown as typeof ServerResponse
  server = createServer({ ServerResponse: ResponseClass }, (request, response) => {
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

  it('leave headers that may repeat as they are', async () => {
    expect(valuesOf(await rawHeaders('/cookies'), 'set-cookie')).toEqual(['a=1', 'a=1'])
  })
})
