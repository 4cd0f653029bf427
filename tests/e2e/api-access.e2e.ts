import { expect, test, type APIRequestContext } from '@playwright/test'

/** Access control over real HTTP: Payload's REST API and GraphQL as an anonymous visitor and as an admin. */

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()).token
}

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`

test.describe('anonymous REST and GraphQL access', () => {
  let auth: Record<string, string>
  let categoryId: number
  let draftPostId: number
  const draftTitle = unique('Unpublished guide')

  test.beforeAll(async ({ request }) => {
    auth = { Authorization: `JWT ${await adminToken(request)}` }
    const category = await request.post('/api/post-categories', {
      headers: auth,
      data: { name: 'E2E category', seoSlug: unique('e2e-category') },
    })
    expect(category.status()).toBe(201)
    categoryId = (await category.json()).doc.id
    const draft = await request.post('/api/posts?draft=true', {
      headers: auth,
      data: { title: draftTitle, slug: unique('draft'), category: categoryId, _status: 'draft' },
    })
    expect(draft.status()).toBe(201)
    draftPostId = (await draft.json()).doc.id
  })

  test("anonymous reads of Payload's REST API are refused with 401 and point to the public /api", async ({
    request,
  }) => {
    // Without credentials the server refuses before routing; with a forged session cookie the
    // request reaches Payload, which refuses it too, before any query runs.
    for (const headers of [{}, { Cookie: 'payload-token=forged' }] as Record<string, string>[]) {
      for (const path of [
        '/api/posts?limit=100&draft=true',
        `/api/posts/${draftPostId}?draft=true`,
        `/api/posts?where[title][equals]=${encodeURIComponent(draftTitle)}`,
        '/api/posts/versions',
        '/api/stores?limit=100000&depth=2&locale=all',
        '/api/products/count',
        '/api/media?limit=0',
      ]) {
        const response = await request.get(path, { headers })
        expect(response.status(), path).toBe(401)
        const body = await response.text()
        expect(body, path).not.toContain(draftTitle)
        expect(JSON.parse(body).errors[0].message, path).toMatch(/signed-in editor.*\/api\/data/)
      }
      for (const global of ['home', 'site-settings', 'imprint', 'privacy']) {
        const response = await request.get(`/api/globals/${global}`, { headers })
        expect(response.status(), global).toBe('Cookie' in headers ? 403 : 401)
      }
    }
  })

  test('a path under /api that is no endpoint answers 404 in the /api error shape, whoever asks', async ({
    request,
  }) => {
    for (const headers of [{}, { Cookie: 'payload-token=forged' }, auth] as Record<
      string,
      string
    >[]) {
      for (const path of ['/api/no-such-endpoint', '/api/no-such/deeper?x=1', '/api/Stores']) {
        const response = await request.get(path, { headers })
        expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(404)
        expect(response.headers()['content-type']).toMatch(/^application\/json/)
        expect((await response.json()).errors[0].message).toMatch(
          /no endpoint.*\/api\/openapi\.json/i,
        )
      }
    }
    // A collection's path still asks for a sign-in.
    expect((await request.get('/api/stores')).status()).toBe(401)
  })

  test('an editor still reads drafts through REST, and the public /api never shows them', async ({
    request,
  }) => {
    const asEditor = await request.get(`/api/posts/${draftPostId}?draft=true`, { headers: auth })
    expect(asEditor.status()).toBe(200)
    expect((await asEditor.json()).title).toBe(draftTitle)
    const byId = await request.get(`/api/posts/posts/${draftPostId}`)
    expect(byId.status()).toBe(404)
    const list = await request.get(`/api/posts/posts?q=${encodeURIComponent(draftTitle)}`)
    expect(await list.text()).not.toContain(draftTitle)
  })

  test('anonymous GraphQL is refused with 401 before the query is run', async ({ request }) => {
    const response = await request.post('/api/graphql', {
      data: {
        query: `{ Posts(draft: true, limit: 100) { docs { id title } }
                  Post(id: ${draftPostId}, draft: true) { id title } }`,
      },
    })
    expect(response.status()).toBe(401)
    expect(await response.text()).not.toContain(draftTitle)
  })

  const collections = [
    'post-categories',
    'posts',
    'stores',
    'products',
    'product-groups',
    'media',
    'users',
  ]

  for (const collection of collections) {
    test(`anonymous POST, PATCH and DELETE on /api/${collection} are refused with 401`, async ({
      request,
    }) => {
      const created = await request.post(`/api/${collection}`, { data: { name: 'x', title: 'x' } })
      expect(created.status()).toBe(401)

      const list = await request.get(`/api/${collection}?limit=1&depth=0`, { headers: auth })
      const id = (await list.json()).docs?.[0]?.id ?? 1
      const patched = await request.patch(`/api/${collection}/${id}`, { data: { name: 'hacked' } })
      expect(patched.status()).toBe(401)
      const deleted = await request.delete(`/api/${collection}/${id}`)
      expect(deleted.status()).toBe(401)
      const bulkDeleted = await request.delete(`/api/${collection}?where[id][exists]=true`)
      expect(bulkDeleted.status()).toBe(401)

      const after = await request.get(`/api/${collection}?limit=1&depth=0`, { headers: auth })
      expect((await after.json()).totalDocs).toBe((await list.json()).totalDocs)
    })
  }

  test('anonymous GraphQL mutations are refused, also with a forged session cookie', async ({
    request,
  }) => {
    const forged = { Cookie: 'payload-token=forged' }
    const response = await request.post('/api/graphql', {
      headers: forged,
      data: {
        query: `mutation { createStore(data: { name: "Evil", slug: "evil", website: "https://evil.example" }) { id } }`,
      },
    })
    const body = await response.json()
    expect(body.data?.createStore ?? null).toBeNull()
    expect(JSON.stringify(body.errors)).toMatch(/signed-in editor|not allowed/i)

    const deletion = await request.post('/api/graphql', {
      data: { query: `mutation { deletePostCategory(id: ${categoryId}) { id } }` },
    })
    expect(deletion.status()).toBe(401)
    const stillThere = await request.get(`/api/post-categories/${categoryId}`, { headers: auth })
    expect(stillThere.status()).toBe(200)
  })

  test('anonymous visitors cannot read users, with or without a forged cookie', async ({
    request,
  }) => {
    const response = await request.get('/api/users')
    expect(response.status()).toBe(401)
    const graph = await request.post('/api/graphql', {
      headers: { Cookie: 'payload-token=forged' },
      data: { query: '{ Users { docs { email } } }' },
    })
    expect(JSON.stringify(await graph.json())).not.toContain('@example.com')
  })
})
