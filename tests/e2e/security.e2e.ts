import { connect } from 'node:net'

import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'

/**
 * What one request may cost the site, and what bad input gets back: each attack below once stalled
 * the whole server or answered 500.
 */

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
]

function expectSecurityHeaders(response: APIResponse, what: string) {
  for (const header of SECURITY_HEADERS) expect(response.headers()[header], what).toBeTruthy()
}

async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** Sends bytes as they are (no client normalises them) and reads the status line and headers. */
function rawRequest(text: string): Promise<{ status: number; head: string }> {
  const { hostname, port } = new URL(process.env.E2E_BASE_URL!)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => {
      const head = received.split('\r\n\r\n')[0] ?? ''
      resolve({ status: Number(head.split(' ')[1]), head: head.toLowerCase() })
    })
    socket.end(text)
  })
}

const fiftyAliases = `{ ${Array.from(
  { length: 50 },
  (_, index) => `a${index}: Products(limit: 100000) { docs { id name description } }`,
).join(' ')} }`

test.describe('no anonymous request can stall the site', () => {
  test('GraphQL with 50 aliases of Products(limit: 100000) is refused in under a second', async ({
    request,
  }) => {
    const started = Date.now()
    const response = await request.post('/api/graphql', { data: { query: fiftyAliases } })
    expect(response.status()).toBe(401)
    expect(Date.now() - started).toBeLessThan(1_000)
    expectSecurityHeaders(response, 'graphql')
  })

  test('GraphQL with a made-up credential is refused before the query is read, and stays small', async ({
    request,
  }) => {
    const thirtyThousandAliases = `{ ${Array.from(
      { length: 30_000 },
      (_, index) => `a${index}: __typename`,
    ).join(' ')} }`
    const small = '{ Users { docs { email } } }'
    await request.get('/stores')
    const forged: Record<string, string>[] = [
      { Authorization: 'JWT x' },
      { Cookie: 'payload-token=x' },
    ]
    for (const headers of forged) {
      const started = Date.now()
      const big = await request.post('/api/graphql', {
        headers,
        data: { query: thirtyThousandAliases },
      })
      expect(big.status()).toBe(413)
      expect((await big.json()).errors[0].message).toMatch(/larger than 8192 bytes/)
      const refused = await request.post('/api/graphql', { headers, data: { query: small } })
      expect(refused.status()).toBe(401)
      expect((await refused.json()).errors[0].message).toMatch(/signed-in editor/)
      expect(Date.now() - started).toBeLessThan(1_000)
    }
    // Sent while the refusals above are answered, a cached page does not wait behind them.
    const attacks = Promise.all(
      Array.from({ length: 20 }, () =>
        request.post('/api/graphql', {
          headers: { Authorization: 'JWT x' },
          data: { query: small },
        }),
      ),
    )
    const started = Date.now()
    expect((await request.get('/stores')).status()).toBe(200)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect((await attacks).map((answer) => answer.status())).toEqual(Array(20).fill(401))
  })

  test("GraphQL's errors do not suggest the names of fields the client misspelt", async ({
    request,
  }) => {
    const headers = await adminAuth(request)
    const response = await request.post('/api/graphql', {
      headers,
      data: { query: '{ Users { docs { emial hsh } } }' },
    })
    const { errors } = (await response.json()) as { errors: { message: string }[] }
    const messages = errors.map((error) => error.message).join('\n')
    expect(messages).toMatch(/Cannot query field "emial"/)
    expect(messages).not.toMatch(/Did you mean|"email"|"hash"/)
  })

  test('eight parallel REST reads of 100 000 products at depth 2 in every language are refused', async ({
    request,
  }) => {
    const started = Date.now()
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => request.get('/api/products?limit=100000&depth=2&locale=all')),
    )
    expect(answers.map((answer) => answer.status())).toEqual(Array(8).fill(401))
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  test('the home page stays fast while the attacks above run', async ({ request }) => {
    await request.get('/')
    const attacks = Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2
          ? request.post('/api/graphql', { data: { query: fiftyAliases } })
          : request.get('/api/products?limit=100000&depth=2&locale=all'),
      ),
    )
    const times: number[] = []
    for (let index = 0; index < 10; index += 1) {
      const started = Date.now()
      expect((await request.get('/')).status()).toBe(200)
      times.push(Date.now() - started)
    }
    await attacks
    expect(Math.max(...times)).toBeLessThan(1_000)
  })

  test('method override with a 150 KB form body is refused for anonymous clients', async ({
    request,
  }) => {
    const started = Date.now()
    const response = await request.post('/api/products', {
      headers: {
        'X-Payload-HTTP-Method-Override': 'GET',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      data: `where[description][like]=${'ab '.repeat(50_000)}`,
    })
    expect(response.status()).toBe(400)
    expect((await response.json()).errors[0].message).toMatch(/override/i)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  test('a login with 50 MB of JSON is refused by its size, before it is read', async ({
    request,
  }) => {
    const response = await request.post('/api/users/login', {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ email: 'x@example.com', password: 'a'.repeat(2 * 1024 * 1024) }),
    })
    expect(response.status()).toBe(413)
    expect((await response.json()).errors[0].message).toMatch(/larger than 1048576 bytes/)
    expectSecurityHeaders(response, 'login')
  })

  test("an editor's GraphQL query is counted by the documents it asks for, not its length", async ({
    request,
  }) => {
    const headers = await adminAuth(request)
    const started = Date.now()
    const response = await request.post('/api/graphql', {
      headers,
      data: { query: fiftyAliases },
    })
    const body = await response.json()
    expect(body.data ?? null).toBeNull()
    expect(JSON.stringify(body.errors)).toMatch(/more than 1000 documents/)
    expect(Date.now() - started).toBeLessThan(1_000)
    const fine = await request.post('/api/graphql', {
      headers,
      data: { query: '{ Products(limit: 5) { docs { id } } }' },
    })
    expect((await fine.json()).data.Products.docs).toHaveLength(5)
  })
})

test.describe('bad input gets a 4xx that says what was wrong, never a 500', () => {
  test('malformed percent-encoding and control characters in a path answer 400', async ({
    request,
  }) => {
    for (const path of [
      '/%',
      '/api/%ff',
      '/stores/%E0%A4%A',
      '/de/stores/%00',
      '/search?q=%E0%A4%A',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(400)
      expectSecurityHeaders(response, path)
    }
  })

  test('TRACE, PROPFIND, CONNECT and other methods answer 405 with the allowed ones', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const { status, head } = await rawRequest(`${method} /api/stores HTTP/1.1\r\nHost: x\r\n\r\n`)
      expect(status, method).toBe(405)
      expect(head).toContain('allow: get, head, post')
      expect(head).toContain('content-security-policy')
    }
    // A proxy's tunnel request, which Node hands apart from every other method.
    const connect = await rawRequest(
      'CONNECT shop.example:443 HTTP/1.1\r\nHost: shop.example:443\r\n\r\n',
    )
    expect(connect.status).toBe(405)
    expect(connect.head).toContain('allow: get, head, post')
    expect(connect.head).toContain('content-security-policy')
  })

  test('a URL over 8 KB answers 414 and header fields over 16 KB 431, both with the security headers', async () => {
    const long = await rawRequest(`GET /search?q=${'a'.repeat(9_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
    expect(long.status).toBe(414)
    expect(long.head).toContain('x-content-type-options: nosniff')
    const huge = await rawRequest(
      `GET / HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expect(huge.status).toBe(431)
    expect(huge.head).toContain('x-content-type-options: nosniff')
  })

  test('a body sent without a length is refused with 411', async () => {
    const { status } = await rawRequest(
      'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
    )
    expect(status).toBe(411)
  })

  test("an editor's query values that do not fit their fields answer 400", async ({ request }) => {
    const headers = await adminAuth(request)
    for (const path of [
      '/api/stores?where[id][in]=abc',
      '/api/stores?where[id][equals]=99999999999',
      '/api/stores/99999999999',
      '/api/stores/abc',
      '/api/stores?where[_status][equals]=bogus',
    ]) {
      const response = await request.get(path, { headers })
      expect(response.status(), path).toBe(400)
      expect((await response.json()).errors[0].message, path).toMatch(/does not fit/)
    }
  })

  test('a NUL character anywhere a request carries text answers 400 naming where, and changes nothing', async ({
    request,
  }) => {
    const headers = await adminAuth(request)
    const stores = await request.get('/api/stores?limit=1&depth=0', { headers })
    const store = (await stores.json()).docs[0] as { id: number; name: string }
    const refused = async (response: APIResponse, what: string, path?: string) => {
      expect(response.status(), what).toBe(400)
      const [error] = (await response.json()).errors as {
        message: string
        data?: { errors?: { path: string; message: string }[] }
      }[]
      const message = JSON.stringify(error)
      expect(message, what).toContain('NUL character')
      expect(message, what).not.toMatch(/invalid byte sequence|unsupported Unicode/i)
      if (path) expect(error!.data?.errors?.[0]?.path, what).toBe(path)
    }
    // A document's field, nested or not, in a new document or a change.
    await refused(
      await request.patch(`/api/stores/${store.id}`, { headers, data: { name: 'Renamed\u0000' } }),
      'PATCH name',
      'name',
    )
    await refused(
      await request.post('/api/stores', {
        headers,
        data: { name: 'Nul store', slug: 'nul-store', locations: [{ city: 'Ber\u0000lin' }] },
      }),
      'POST nested',
      'locations.0.city',
    )
    // Signing in.
    await refused(
      await request.post('/api/users/login', {
        data: { email: 'nobody\u0000@example.com', password: 'x' },
      }),
      'login',
    )
    const after = await request.get(`/api/stores/${store.id}?depth=0`, { headers })
    expect((await after.json()).name).toBe(store.name)
    const created = await request.get('/api/stores?where[slug][equals]=nul-store', { headers })
    expect((await created.json()).totalDocs).toBe(0)
    // In a header: refused by the server before anything runs.
    const { status } = await rawRequest(
      `GET /imprint HTTP/1.1\r\nHost: x\r\nX-Thing: a\u0000b\r\n\r\n`,
    )
    expect(status).toBe(400)
  })

  test('a multipart upload with a broken boundary answers 400', async ({ request }) => {
    const headers = await adminAuth(request)
    for (const contentType of ['multipart/form-data; boundary=xx', 'multipart/form-data']) {
      const response = await request.post('/api/media', {
        headers: { ...headers, 'Content-Type': contentType },
        data: '--yy\r\ngarbage',
      })
      expect(response.status(), contentType).toBe(400)
      expect((await response.json()).errors[0].message).toMatch(/multipart/i)
    }
  })

  test('every answer carries a request id: the trusted proxy’s, or the server’s when it sent none that is one', async ({
    request,
  }) => {
    // The suite's server trusts loopback as its proxy (TRUSTED_PROXIES).
    const ids = new Set<string>()
    for (const path of ['/', '/api/data/stores?limit=1', '/%', '/api/nothing']) {
      const odd = await request.get(path, { headers: { 'X-Request-Id': 'chosen by "client"' } })
      const id = odd.headers()['x-request-id']
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/)
      ids.add(id!)
      const traced = await request.get(path, {
        headers: { 'X-Request-Id': `proxy-trace-${ids.size}` },
      })
      expect(traced.headers()['x-request-id'], path).toBe(`proxy-trace-${ids.size}`)
    }
    expect(ids.size).toBe(4)
  })

  test('a media file that does not exist answers 404', async ({ request }) => {
    const response = await request.get('/api/media/file/no-such-image.png')
    expect(response.status()).toBe(404)
    expect((await response.json()).errors[0].message).toContain('no-such-image.png')
  })

  test('an unknown /api path answers 404 in the same error shape as every other /api error', async ({
    request,
  }) => {
    for (const path of ['/api/nothing/here', '/api/stores/1/unknown/deeper']) {
      const response = await request.get(path, { headers: await adminAuth(request) })
      expect(response.status(), path).toBe(404)
      const body = await response.json()
      expect(body.errors[0].message, path).toBeTruthy()
      expect(body.message).toBeUndefined()
    }
  })
})
