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

  test('a draft guide is invisible through /api/posts, by id, with ?draft=true and in search', async ({
    request,
  }) => {
    const list = await request.get('/api/posts?limit=100&draft=true')
    expect(list.status()).toBe(200)
    const body = await list.json()
    expect(body.docs.map((doc: { id: number }) => doc.id)).not.toContain(draftPostId)
    expect(JSON.stringify(body)).not.toContain(draftTitle)

    const byId = await request.get(`/api/posts/${draftPostId}?draft=true`)
    expect(byId.status()).toBe(404)
    expect(await byId.text()).not.toContain(draftTitle)

    const searched = await request.get(
      `/api/posts?where[title][equals]=${encodeURIComponent(draftTitle)}`,
    )
    expect((await searched.json()).totalDocs).toBe(0)

    const versions = await request.get('/api/posts/versions')
    expect(versions.status()).toBe(403)
  })

  test('a draft guide is invisible through GraphQL', async ({ request }) => {
    const response = await request.post('/api/graphql', {
      data: {
        query: `{ Posts(draft: true, limit: 100) { docs { id title } }
                  Post(id: ${draftPostId}, draft: true) { id title } }`,
      },
    })
    const body = await response.json()
    expect(JSON.stringify(body)).not.toContain(draftTitle)
    expect(body.data?.Posts?.docs?.map((doc: { id: number }) => doc.id) ?? []).not.toContain(
      draftPostId,
    )
    expect(body.data?.Post ?? null).toBeNull()
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
    test(`anonymous POST, PATCH and DELETE on /api/${collection} are refused with 403`, async ({
      request,
    }) => {
      const created = await request.post(`/api/${collection}`, { data: { name: 'x', title: 'x' } })
      expect(created.status()).toBe(403)

      const list = await request.get(`/api/${collection}?limit=1&depth=0`, { headers: auth })
      const id = (await list.json()).docs?.[0]?.id ?? 1
      const patched = await request.patch(`/api/${collection}/${id}`, { data: { name: 'hacked' } })
      expect(patched.status()).toBe(403)
      const deleted = await request.delete(`/api/${collection}/${id}`)
      expect(deleted.status()).toBe(403)
      const bulkDeleted = await request.delete(`/api/${collection}?where[id][exists]=true`)
      expect(bulkDeleted.status()).toBe(403)

      const after = await request.get(`/api/${collection}?limit=1&depth=0`, { headers: auth })
      expect((await after.json()).totalDocs).toBe((await list.json()).totalDocs)
    })
  }

  test('anonymous GraphQL mutations are refused', async ({ request }) => {
    const response = await request.post('/api/graphql', {
      data: {
        query: `mutation { createStore(data: { name: "Evil", slug: "evil", website: "https://evil.example" }) { id } }`,
      },
    })
    const body = await response.json()
    expect(body.data?.createStore ?? null).toBeNull()
    expect(JSON.stringify(body.errors)).toMatch(/not allowed|forbidden/i)

    const deletion = await request.post('/api/graphql', {
      data: { query: `mutation { deletePostCategory(id: ${categoryId}) { id } }` },
    })
    expect((await deletion.json()).data?.deletePostCategory ?? null).toBeNull()
    const stillThere = await request.get(`/api/post-categories/${categoryId}`)
    expect(stillThere.status()).toBe(200)
  })

  test('anonymous visitors cannot read users', async ({ request }) => {
    const response = await request.get('/api/users')
    expect(response.status()).toBe(403)
    const graph = await request.post('/api/graphql', {
      data: { query: '{ Users { docs { email } } }' },
    })
    expect(JSON.stringify(await graph.json())).not.toContain('@example.com')
  })
})
