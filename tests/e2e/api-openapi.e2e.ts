import { Validator } from '@seriousme/openapi-schema-validator'
import { expect, test } from '@playwright/test'
import Ajv2020 from 'ajv/dist/2020.js'
import fc from 'fast-check'

/** /api/openapi.json is a valid OpenAPI 3.1 document that describes what the endpoints really answer. */

interface OpenApi {
  openapi: string
  paths: Record<
    string,
    {
      get: {
        parameters: { name: string; in: string }[]
        responses: Record<string, { content?: { 'application/json': { schema: object } } }>
      }
    }
  >
  components: { schemas: Record<string, object> }
}

let document: OpenApi

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/openapi.json')
  expect(response.status()).toBe(200)
  document = await response.json()
})

test('the document validates as OpenAPI 3.1 and lists the seven paths and search suggestions', async () => {
  const result = await new Validator().validate(document as never)
  expect(result.errors ?? []).toEqual([])
  expect(result.valid).toBe(true)
  expect(document.openapi).toBe('3.1.0')
  expect(Object.keys(document.paths).sort()).toEqual(
    [
      '/data/product/{id}',
      '/data/products',
      '/data/store/{id}',
      '/data/stores',
      '/posts/posts',
      '/posts/posts/{id}',
      '/posts/posts/category',
      '/search/suggestions',
    ].sort(),
  )
  // An offer says what state the item is in and when its price was last confirmed.
  const offer = (
    document.components as { schemas: Record<string, { properties: object; required?: string[] }> }
  ).schemas.Offer!
  expect(Object.keys(offer.properties)).toEqual(expect.arrayContaining(['condition', 'checkedAt']))
  expect(offer.required).toEqual(expect.arrayContaining(['condition', 'checkedAt']))
  const storeParameters = document.paths['/data/stores']!.get.parameters.map((p) => p.name)
  expect(storeParameters).toEqual(
    expect.arrayContaining([
      'lang',
      'country',
      'category',
      'q',
      'featured',
      'ids',
      'page',
      'limit',
      'sort',
    ]),
  )
})

test('live answers match their documented schemas, errors included', async ({ request }) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  const validate = (path: string, status: string, body: unknown) => {
    const schema = document.paths[path]!.get.responses[status]!.content!['application/json'].schema
    const check = ajv.compile({ components: document.components, ...schema })
    const valid = check(body)
    expect(check.errors ?? [], `${path} ${status}`).toEqual([])
    expect(valid).toBe(true)
  }
  const first = async (url: string) => (await (await request.get(url)).json()).docs[0]
  const post = await first('/api/posts/posts?limit=1')
  const store = await first('/api/data/stores?limit=1')
  const cases: [string, string, string][] = [
    ['/posts/posts/category', '/api/posts/posts/category?lang=fi', '200'],
    ['/posts/posts', '/api/posts/posts?limit=5&lang=nl', '200'],
    ['/posts/posts/{id}', `/api/posts/posts/${post.id}?lang=it`, '200'],
    ['/posts/posts/{id}', '/api/posts/posts/99999999', '404'],
    ['/data/stores', '/api/data/stores?country=FR&limit=10', '200'],
    ['/data/stores', '/api/data/stores?limit=1000', '400'],
    ['/data/store/{id}', `/api/data/store/${store.slug}?lang=es`, '200'],
    ['/data/store/{id}', '/api/data/store/nope', '404'],
    ['/data/products', '/api/data/products?country=DE&sort=price_asc&limit=5', '200'],
    ['/data/products', '/api/data/products?groups=1', '200'],
    ['/data/products', '/api/data/products?group=recommended', '200'],
    ['/data/products', '/api/data/products?sort=cheap', '400'],
    ['/search/suggestions', '/api/search/suggestions?q=st&lang=de', '200'],
    ['/search/suggestions', '/api/search/suggestions?q=s', '400'],
  ]
  for (const [path, url, status] of cases) {
    const response = await request.get(url)
    expect(String(response.status()), url).toBe(status)
    validate(path, status, await response.json())
  }
})

test.describe('fuzzing: random query strings and path segments never cause a 5xx', () => {
  const names = [
    'lang',
    'country',
    'category',
    'q',
    'featured',
    'ids',
    'page',
    'limit',
    'sort',
    'store',
    'group',
    'groups',
    'exclude_category_ids',
    'where',
    'depth',
  ]
  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.integer({ min: -1e12, max: 1e12 }).map(String),
    fc.constantFrom(
      '',
      ' ',
      '0',
      '-1',
      '1e3',
      '1,2,,3',
      'NaN',
      '%',
      '%00',
      '\u0000',
      "' or 1=1 --",
      'a & | !b:*',
      '\\',
      'de-DE',
      'DE',
      'zz',
      '{}',
      '[]',
      '😀'.repeat(60),
    ),
  )
  const queryString = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })), value), {
      maxLength: 6,
    })
    .map((pairs) => new URLSearchParams(pairs).toString())
  const segment = fc.oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.integer({ min: -1e15, max: 1e15 }).map(String),
    fc.constantFrom('..', '%2e%2e', 'null', 'undefined', '0', '00001', 'category', '%', '%25'),
  )

  const endpoints: [string, fc.Arbitrary<string>][] = [
    ['/api/posts/posts/category', queryString.map((q) => `/api/posts/posts/category?${q}`)],
    ['/api/posts/posts', queryString.map((q) => `/api/posts/posts?${q}`)],
    [
      '/api/posts/posts/{id}',
      fc
        .tuple(segment, queryString)
        .map(([s, q]) => `/api/posts/posts/${encodeURIComponent(s)}?${q}`),
    ],
    ['/api/data/stores', queryString.map((q) => `/api/data/stores?${q}`)],
    [
      '/api/data/store/{id}',
      fc
        .tuple(segment, queryString)
        .map(([s, q]) => `/api/data/store/${encodeURIComponent(s)}?${q}`),
    ],
    ['/api/data/products', queryString.map((q) => `/api/data/products?${q}`)],
    [
      '/api/search/suggestions',
      fc
        .tuple(fc.oneof(value, fc.string({ minLength: 2, maxLength: 120 })), queryString)
        .map(([q, rest]) => `/api/search/suggestions?${new URLSearchParams({ q })}&${rest}`),
    ],
  ]
  // fast-check draws the URLs (FUZZ_SEED replays a run); they are sent six at a time, which keeps
  // both cores busy where one at a time left the server waiting on the client.
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
  for (const [name, urls] of endpoints) {
    test(name, async ({ request }) => {
      test.setTimeout(180_000)
      // 400 each, a new seed each run; the site-wide fuzz (fuzz.e2e.ts) sends 10 000 more.
      const samples = fc.sample(urls, { numRuns: Number(process.env.FUZZ_API_RUNS ?? 400), seed })
      const problems: string[] = []
      const check = async (url: string, index: number) => {
        // Sixteen clients: the suggestions' per-client limit stays out of the way of what is fuzzed.
        const response = await request.get(url, {
          headers: { 'X-Forwarded-For': `198.18.0.${index % 16}` },
        })
        const status = response.status()
        if (status >= 500) problems.push(`${status} for ${url}: ${await response.text()}`)
        else if (status >= 400) {
          // Our endpoints answer { errors: [{ message }] }; a path none serves (`..` collapses the
          // URL) gets Payload's own { message: 'Route not found …' }.
          const body = await response.json()
          if (!(body.errors?.[0]?.message ?? body.message)) {
            problems.push(`${status} without a message for ${url}`)
          }
        }
      }
      let next = 0
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          while (next < samples.length) {
            const index = next++
            await check(samples[index]!, index)
          }
        }),
      )
      expect(problems, `FUZZ_SEED=${seed} replays this run`).toEqual([])
    })
  }
})
