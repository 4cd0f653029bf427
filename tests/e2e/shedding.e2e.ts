import { expect, test, type APIRequestContext } from '@playwright/test'

import { startOwnServer, type OwnServer } from '../helpers/ownServer'

/**
 * One address sending uncached searches side by side, each within the search limit: the server
 * renders a few at a time and turns the rest away at once with 503 and Retry-After, in the page's
 * language, instead of queueing them all; another visitor's search and the cached pages still come.
 * A server of its own, with the gate as this two-core machine has it by default; it trusts loopback as
 * its proxy, so X-Forwarded-For names the client.
 */

let own: OwnServer
let base: string

test.beforeAll(async () => {
  test.setTimeout(180_000)
  own = await startOwnServer({
    log: 'shedding-server.log',
    env: {
      TRUSTED_PROXIES: '127.0.0.1, ::1',
      EXPENSIVE_WORK_CONCURRENCY: '2',
      EXPENSIVE_WORK_QUEUE: '16',
      EXPENSIVE_WORK_PER_CLIENT: '8',
      EXPENSIVE_WORK_WAIT_MS: '5000',
    },
  })
  base = own.base
})

test.afterAll(() => own?.stop())

const from = (address: string) => ({ 'X-Forwarded-For': address })
let unique = 0
const freshQuery = () => `shed${Date.now().toString(36)}${(unique += 1)}`

/** `count` uncached requests of `path(query)` at once from `address`: their statuses and bodies. */
async function burst(
  request: APIRequestContext,
  address: string,
  path: (query: string) => string,
  count = 20,
) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await request.get(`${base}${path(freshQuery())}`, {
        headers: from(address),
        maxRedirects: 0,
      })
      return {
        status: response.status(),
        retryAfter: response.headers()['retry-after'],
        cacheControl: response.headers()['cache-control'],
        body: await response.text(),
      }
    }),
  )
}

test('uncached searches from one address beyond its share answer 503 at once, in its language', async ({
  request,
}) => {
  for (const [path, text] of [
    [(q: string) => `/search?q=${q}`, 'Too many pages are being prepared at once'],
    [(q: string) => `/de/search?q=${q}`, 'Gerade werden zu viele Seiten gleichzeitig vorbereitet'],
  ] as const) {
    const answers = await burst(request, '203.0.113.61', path)
    expect(answers.map(({ status }) => status).filter((status) => status !== 503)).toEqual(
      answers.filter(({ status }) => status === 200).map(() => 200),
    )
    const shed = answers.filter(({ status }) => status === 503)
    expect(shed.length).toBeGreaterThan(0)
    for (const answer of shed) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0)
      expect(answer.cacheControl).toBe('no-store')
      expect(answer.body).toContain(text)
    }
  }
})

test('a prefetch finds no free slot and is refused with nothing to read, which would hold the browser’s connection', async () => {
  // Renders that hold every slot, and prefetches sent while they run (fetch: no connection limit).
  const get = (path: string, headers: Record<string, string>) =>
    fetch(`${base}${path}`, { headers }).then(async (response) => ({
      status: response.status,
      body: await response.text(),
    }))
  const renders = Array.from({ length: 8 }, () =>
    get(`/search?q=${freshQuery()}`, from('203.0.113.64')),
  )
  const prefetches = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      get(`/search?q=${freshQuery()}&_rsc=p${index}`, {
        ...from('203.0.113.65'),
        RSC: '1',
        'Next-Router-Prefetch': '1',
      }),
    ),
  )
  await Promise.all(renders)
  const shed = prefetches.filter(({ status }) => status === 503)
  expect(shed.length).toBeGreaterThan(0)
  expect(shed.map(({ body }) => body)).toEqual(shed.map(() => ''))
})

test('suggestions nothing kept are shed the same way, in the /api error shape', async ({
  request,
}) => {
  const answers = await burst(
    request,
    '203.0.113.62',
    (q) => `/api/search/suggestions?q=${q}&lang=en&country=DE`,
  )
  const shed = answers.filter(({ status }) => status === 503)
  expect(shed.length).toBeGreaterThan(0)
  expect(answers.every(({ status }) => status === 200 || status === 503)).toBe(true)
  const { errors } = JSON.parse(shed[0]!.body) as { errors: { message: string }[] }
  expect(errors[0]!.message).toMatch(/too much to do.*try again in \d+ seconds/)
  expect(Number(shed[0]!.retryAfter)).toBeGreaterThan(0)
})

test('while one address floods the search, another visitor’s search and the cached pages answer', async ({
  request,
}) => {
  await request.get(`${base}/stores`)
  let attacking = true
  const attacker = (async () => {
    let rounds = 0
    while (attacking) {
      await burst(request, '203.0.113.63', (q) => `/search?q=${q}`)
      rounds += 1
    }
    return rounds
  })()
  try {
    for (let index = 0; index < 3; index += 1) {
      const search = await request.get(`${base}/search?q=${freshQuery()}`, {
        headers: from(`198.51.100.${10 + index}`),
      })
      expect(search.status()).toBe(200)
      const cached = await request.get(`${base}/stores`, { headers: from('198.51.100.20') })
      expect(cached.status()).toBe(200)
    }
  } finally {
    attacking = false
  }
  expect(await attacker).toBeGreaterThan(0)
})
