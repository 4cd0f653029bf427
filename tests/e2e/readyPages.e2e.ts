import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'

import { COUNTRY_COOKIE } from '../../src/config/constants'

/**
 * Pages the server keeps ready (scripts/lib/readyPages.mjs): a page Next sent from its page cache is
 * sent again without entering Next, byte for byte with the same headers; never to a request of Next's
 * router or to another country's visitor, and never after a change.
 */

const READY = 'page;desc="ready"'
const isReady = (response: APIResponse) => response.headers()['server-timing'] === READY
/** Headers a ready page must share with the page Next sent. */
const SAME_HEADERS = [
  'cache-control',
  'content-security-policy',
  'content-type',
  'etag',
  'vary',
  'x-content-type-options',
  'x-nextjs-cache',
]

let auth: Record<string, string>
let store: { id: number; slug: string }

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(login.status()).toBe(200)
  auth = { Authorization: `JWT ${(await login.json()).token}` }
  store = (await (await request.get('/api/data/stores?limit=1&lang=de')).json()).docs[0]
})

/** A store page's address no earlier request used: no page is ready for it yet. */
const freshUrl = () => `/de/stores/${store.slug}?ready=${Date.now().toString(36)}${Math.random()}`

/**
 * Requests `url` until the server sends it ready: the last answer from Next's page cache before that
 * (when `url` was not ready yet) and the first ready one.
 */
async function untilReady(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
) {
  let fromNext: APIResponse | undefined
  for (let attempt = 0; attempt < 6; attempt++) {
    const response = await request.get(url, { headers })
    expect(response.status()).toBe(200)
    if (isReady(response)) return { fromNext, ready: response }
    if (response.headers()['x-nextjs-cache'] === 'HIT') fromNext = response
  }
  throw new Error(`${url} was never sent ready`)
}

test('a page Next sent from its cache is sent again as it was, with 304 for its ETag and HEAD', async ({
  request,
}) => {
  const url = freshUrl()
  const { fromNext, ready } = await untilReady(request, url)
  if (!fromNext) throw new Error(`${url} was ready before Next sent it from its cache`)
  expect(await ready.text()).toBe(await fromNext.text())
  for (const name of SAME_HEADERS)
    expect(ready.headers()[name], name).toBe(fromNext.headers()[name])
  expect(ready.headers()['content-security-policy']).not.toContain("'nonce-")
  expect(ready.headers()['x-request-id']).not.toBe(fromNext.headers()['x-request-id'])
  expect(ready.headers()['x-middleware-rewrite']).toBeUndefined()

  const unchanged = await request.get(url, {
    headers: { 'If-None-Match': ready.headers().etag! },
  })
  expect(unchanged.status()).toBe(304)
  expect(isReady(unchanged)).toBe(true)
  const head = await request.head(url)
  expect(head.status()).toBe(200)
  expect(isReady(head)).toBe(true)
  expect(await head.body()).toHaveLength(0)
})

test("Next's router and another country's visitors get their own answers", async ({ request }) => {
  const url = freshUrl()
  const germany = (await untilReady(request, url)).ready
  // A client navigation asks for the router's data of the same URL.
  const data = await request.get(url, { headers: { RSC: '1' } })
  expect(data.status()).toBe(200)
  expect(isReady(data)).toBe(false)
  expect(data.headers()['content-type']).toContain('text/x-component')

  const inSweden = { Cookie: `${COUNTRY_COOKIE}=SE` }
  const sweden = await untilReady(request, url, inSweden)
  if (!sweden.fromNext) throw new Error('The Swedish page was ready before Next sent it')
  expect(await sweden.ready.text()).toBe(await sweden.fromNext.text())
  expect(await sweden.ready.text()).not.toBe(await germany.text())
  expect(await (await request.get(url)).text()).toBe(await germany.text())
})

test('a change is on the very next request, and the page is kept ready again after it', async ({
  request,
}) => {
  const url = `/de/stores/${store.slug}`
  await untilReady(request, url)
  const before = (await (
    await request.get(`/api/stores/${store.id}?locale=de`, { headers: auth })
  ).json()) as {
    shortDescription: string | null
  }
  const rewritten = `Gerade geändert ${Date.now().toString(36)}`
  const patch = (shortDescription: string | null) =>
    request.patch(`/api/stores/${store.id}?locale=de`, {
      headers: auth,
      data: { shortDescription },
    })
  const patched = await patch(rewritten)
  expect(patched.status(), await patched.text()).toBe(200)
  try {
    const next = await request.get(url)
    expect(isReady(next)).toBe(false)
    expect(await next.text()).toContain(rewritten)
    const { ready } = await untilReady(request, url)
    expect(await ready.text()).toContain(rewritten)
  } finally {
    expect((await patch(before.shortDescription)).status()).toBe(200)
  }
  expect(await (await request.get(url)).text()).not.toContain(rewritten)
})
