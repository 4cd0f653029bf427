import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'

/**
 * Rate limits over real HTTP. The e2e server believes X-Forwarded-For from loopback, so each test is
 * a client of its own and leaves the address the other tests sign in from alone.
 */

const from = (address: string) => ({ 'X-Forwarded-For': address })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random()}`

function expectRefused(response: APIResponse) {
  expect(response.status()).toBe(429)
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['content-security-policy']).toBeTruthy()
}

async function login(request: APIRequestContext, address: string, email: string, password: string) {
  return request.post('/api/users/login', { headers: from(address), data: { email, password } })
}

async function adminAuth(request: APIRequestContext) {
  const response = await login(
    request,
    '127.0.0.1',
    process.env.E2E_ADMIN_EMAIL!,
    process.env.E2E_ADMIN_PASSWORD!,
  )
  expect(response.status()).toBe(200)
  return { Authorization: `JWT ${(await response.json()).token}` }
}

test('a person typing fast with suggestions is never limited; a script is', async ({ request }) => {
  test.setTimeout(120_000)
  // Five bursts of ten keystrokes a second, each asking for suggestions, then the results page.
  const word = 'quillfeather'
  for (let burst = 0; burst < 5; burst++) {
    for (let key = 1; key <= 10; key++) {
      const response = await request.get(
        `/api/search/suggestions?q=${word.slice(0, key + 1)}&lang=en`,
        { headers: from('203.0.113.10') },
      )
      expect(response.status(), `burst ${burst}, key ${key}`).toBe(200)
      await sleep(100)
    }
    const page = await request.get(`/en/search?q=${word}`, { headers: from('203.0.113.10') })
    expect(page.status()).toBe(200)
    await sleep(500)
  }

  // A script firing as fast as it can is refused within the first second.
  const started = Date.now()
  const statuses: number[] = []
  let refused: APIResponse | undefined
  for (let batch = 0; batch < 20 && !refused; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        request.get(`/api/search/suggestions?q=s${index}&lang=en`, {
          headers: from('203.0.113.11'),
        }),
      ),
    )
    statuses.push(...answers.map((answer) => answer.status()))
    refused = answers.find((answer) => answer.status() === 429)
  }
  expect(refused, `statuses ${JSON.stringify(statuses)}`).toBeDefined()
  console.log(
    `rate limits: a script was refused after ${statuses.length} suggestions in ${Date.now() - started} ms`,
  )
  expectRefused(refused!)
  expect(await refused!.json()).toEqual({
    errors: [{ message: expect.stringMatching(/too many/i) }],
  })
  // The search page is limited with its suggestions; other clients are not.
  const page = await request.get('/de/search?q=x', { headers: from('203.0.113.11') })
  expectRefused(page)
  expect(await page.text()).toMatch(/^429: Too many/)
  const other = await request.get('/de/search?q=x', { headers: from('203.0.113.12') })
  expect(other.status()).toBe(200)
})

test('a shopper opening shops is never limited; a script clicking one shop is', async ({
  request,
}) => {
  const { docs } = await (await request.get('/api/data/stores?limit=2')).json()
  const out = (id: number, address: string) =>
    request.get(`/out/store/${id}?country=DE`, { headers: from(address), maxRedirects: 0 })
  // A shopper comparing shops: one after another, each answered with the way to the shop.
  for (let click = 0; click < 20; click++) {
    const answer = await out(docs[click % 2].id, '203.0.113.40')
    expect(answer.status(), `click ${click}`).toBe(302)
  }
  // A script inflating one shop's clicks: refused once over the limit, other clients unaffected.
  const answers = await Promise.all(
    Array.from({ length: 100 }, () => out(docs[0].id, '203.0.113.41')),
  )
  const refused = answers.filter((answer) => answer.status() === 429)
  expect(refused.length).toBeGreaterThan(0)
  expect(answers.filter((answer) => answer.status() === 302).length).toBeLessThanOrEqual(60)
  expectRefused(refused[0]!)
  expect((await out(docs[0].id, '203.0.113.42')).status()).toBe(302)
})

test('failed sign-ins are limited per address, counted across accounts', async ({ request }) => {
  const address = '203.0.113.20'
  for (let index = 0; index < 10; index++) {
    // The address header the server gives Payload is the server's: a client's own is replaced.
    const response = await request.post('/api/users/login', {
      headers: { ...from(address), 'X-Client-Address': `192.0.2.${index}` },
      data: { email: `nobody-${index}@example.com`, password: 'wrong-pass' },
    })
    expect(response.status(), `attempt ${index}`).toBe(401)
  }
  const refused = await login(request, address, 'nobody-else@example.com', 'wrong-pass')
  expectRefused(refused)
  expect((await refused.json()).errors[0].message).toMatch(/too many/i)
  // The admin signing in from elsewhere is not affected.
  const admin = await login(
    request,
    '203.0.113.21',
    process.env.E2E_ADMIN_EMAIL!,
    process.env.E2E_ADMIN_PASSWORD!,
  )
  expect(admin.status()).toBe(200)
})

test.describe('an account under attack', () => {
  const email = `${unique('rate-limited')}@example.com`.toLowerCase()
  const password = 'rate-limited-password'
  /** The owner's browser: it signed in before, so it holds the account's device cookie. */
  let owner: APIRequestContext

  test.beforeAll(async ({ playwright, request }) => {
    const created = await request.post('/api/users', {
      headers: await adminAuth(request),
      data: { email, password, role: 'editor' },
    })
    expect(created.status()).toBe(201)
    owner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    const first = await login(owner, '203.0.113.30', email, password)
    expect(first.status()).toBe(200)
    const cookie = first.headers()['set-cookie'] ?? ''
    expect(cookie).toMatch(/sg-device-\d+=[\w-]+\.[\w-]+;/)
    expect(cookie).toMatch(/Path=\/api\/users\/login/)
    expect(cookie).toMatch(/HttpOnly/)
  })

  test.afterAll(async () => {
    await owner.dispose()
  })

  /** A client that never signed in to the account: no device cookie, whatever its address. */
  async function stranger<T>(
    playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
    body: (request: APIRequestContext) => Promise<T>,
  ): Promise<T> {
    const context = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    })
    try {
      return await body(context)
    } finally {
      await context.dispose()
    }
  }

  test('is locked for every other client, never for the browser that signed in before; an unlock clears it', async ({
    playwright,
    request,
  }) => {
    await stranger(playwright, async (strangers) => {
      for (let index = 0; index < 5; index++) {
        const response = await login(strangers, `198.18.0.${index + 1}`, email, 'wrong-pass')
        expect(response.status(), `attempt ${index}`).toBe(401)
      }
      // The right password from any other client: refused until the lock ends.
      expectRefused(await login(strangers, '198.18.0.50', email, password))
      // The owner's browser gets in, from an address it never used: the cookie counts, not the address.
      expect((await login(owner, '198.18.0.60', email, password)).status()).toBe(200)
      // ... and the others stay locked out.
      expectRefused(await login(strangers, '198.18.0.51', email, password))
    })
    // The browser's own failures lock that browser alone, after five.
    for (let index = 0; index < 5; index++) {
      expect((await login(owner, '198.18.0.61', email, 'wrong-pass')).status()).toBe(401)
    }
    const locked = await login(owner, '198.18.0.61', email, password)
    expectRefused(locked)
    expect((await locked.json()).errors[0].message).toMatch(/from this browser/)
    const unlock = await request.post('/api/users/unlock', {
      headers: await adminAuth(request),
      data: { email },
    })
    expect(unlock.status()).toBe(200)
    expect((await login(owner, '198.18.0.61', email, password)).status()).toBe(200)
    await stranger(playwright, async (strangers) => {
      expect((await login(strangers, '198.18.0.52', email, password)).status()).toBe(200)
    })
  })

  test('a forged or another account’s device cookie is no device cookie', async ({
    playwright,
  }) => {
    await stranger(playwright, async (strangers) => {
      const [device] = (await owner.storageState()).cookies.filter(({ name }) =>
        name.startsWith('sg-device-'),
      )
      expect(device).toBeDefined()
      const [secret] = device!.value.split('.')
      for (let index = 0; index < 5; index++) {
        const response = await strangers.post('/api/users/login', {
          headers: { ...from(`198.18.5.${index + 1}`), Cookie: `${device!.name}=${secret}.forged` },
          data: { email, password: 'wrong-pass' },
        })
        expect(response.status(), `attempt ${index}`).toBe(401)
      }
      const refused = await strangers.post('/api/users/login', {
        headers: { ...from('198.18.5.9'), Cookie: `${device!.name}=${secret}.forged` },
        data: { email, password },
      })
      expectRefused(refused)
    })
    // The real cookie still gets its owner in, and its success leaves the others' lock in place.
    expect((await login(owner, '198.18.5.10', email, password)).status()).toBe(200)
    await stranger(playwright, async (strangers) => {
      expectRefused(await login(strangers, '198.18.5.11', email, password))
    })
  })

  test('answers as fast for an unknown e-mail as for a known one', async ({ playwright }) => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!
    const timed = async (strangers: APIRequestContext, address: string, who: string) => {
      const started = performance.now()
      const response = await login(strangers, address, who, 'wrong-password')
      expect(response.status()).toBe(401)
      return performance.now() - started
    }
    const unlock = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    })
    expect(
      (
        await unlock.post('/api/users/unlock', {
          headers: await adminAuth(unlock),
          data: { email },
        })
      ).status(),
    ).toBe(200)
    const known: number[] = []
    const gaps: number[] = []
    // Twenty interleaved rounds, compared in pairs: a busy machine slows both halves of a round alike,
    // where two separate medians once drifted 50 ms apart.
    await stranger(playwright, async (strangers) => {
      for (let round = 0; round < 20; round++) {
        const address = `198.18.2.${round + 1}`
        const knownMs = await timed(strangers, address, email)
        const unknownMs = await timed(
          strangers,
          address,
          `nobody-${round}-${Date.now()}@example.com`,
        )
        known.push(knownMs)
        gaps.push(knownMs - unknownMs)
        // A sign-in from a client without the cookie clears the account's failures for the next round.
        await stranger(playwright, async (once) => {
          expect((await login(once, `198.18.2.${round + 101}`, email, password)).status()).toBe(200)
        })
      }
    })
    await unlock.dispose()
    const [knownMs, gapMs] = [median(known), median(gaps)]
    console.log(
      `rate limits: login median for a known e-mail ${knownMs.toFixed(1)} ms, median gap to an unknown one ${gapMs.toFixed(1)} ms`,
    )
    // Checking a password is most of a login's time: an unknown e-mail that skipped it would answer
    // in a fraction of that, a gap near the whole.
    expect(Math.abs(gapMs)).toBeLessThan(Math.max(15, knownMs * 0.25))
  })

  test('password resets are limited per account and per address', async ({ request }) => {
    const ask = (address: string, who: string) =>
      request.post('/api/users/forgot-password', { headers: from(address), data: { email: who } })
    for (let index = 0; index < 3; index++) {
      expect((await ask(`198.18.3.${index + 1}`, email)).status()).toBe(200)
    }
    expectRefused(await ask('198.18.3.9', email))
    for (let index = 0; index < 6; index++) {
      expect((await ask('198.18.4.1', `nobody-${index}@example.com`)).status()).toBe(200)
    }
    expectRefused(await ask('198.18.4.1', 'someone-else@example.com'))
  })
})
