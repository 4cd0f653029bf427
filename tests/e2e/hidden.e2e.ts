import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * Nothing filed under the hidden category (id 314) or any category below it reaches the public site
 * over real HTTP, and a draft store's offer prices nothing: pages answer 404, lists, the search page,
 * the suggestions, the sitemaps and the /api leave them out. Payload's own REST API is only used to
 * write the fixtures, always signed in as the e2e admin.
 */

const HIDDEN_CATEGORY_ID = 314
/**
 * One rare word in every name below: searching for it finds all of them, hidden or not. Each name's
 * second word is what a page is checked for (the search page marks up the first): the hidden ones all
 * start with HIDDEN, the visible ones with SHOWN. Slugs are lower case, so a requested URL that a page
 * echoes does not count as showing a name.
 */
const WORD = 'Zephyrquill'
const HIDDEN = 'Murkle'
const SHOWN = 'Brindle'

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`

interface Doc {
  id: number
  slug: string
}
interface Category {
  id: number
  seoSlug: string
}

let auth: Record<string, string>
const created: { collection: string; id: number }[] = []
const categories = {} as Record<'root' | 'sub' | 'hiddenSub', Category> & { hidden: Category }
const guides = {} as Record<'visible' | 'hidden', Doc>
const stores = {} as Record<'hiddenOnly' | 'mixed' | 'live' | 'draft', Doc>
const products = {} as Record<'lamp' | 'hidden', Doc>

async function create<T>(
  request: APIRequestContext,
  collection: string,
  data: Record<string, unknown>,
  draft = false,
): Promise<T> {
  const response = await request.post(`/api/${collection}${draft ? '?draft=true' : ''}`, {
    headers: auth,
    data,
  })
  expect(response.status(), await response.text()).toBe(201)
  const doc = ((await response.json()) as { doc: T & { id: number } }).doc
  created.push({ collection, id: doc.id })
  return doc
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(login.status()).toBe(200)
  auth = { Authorization: `JWT ${(await login.json()).token}` }

  // The demo content has the hidden category.
  const hidden = await request.get(`/api/post-categories/${HIDDEN_CATEGORY_ID}?depth=0`, {
    headers: auth,
  })
  expect(hidden.status()).toBe(200)
  categories.hidden = (await hidden.json()) as Category

  const category = (name: string, parent?: number) =>
    create<Category>(request, 'post-categories', {
      name: `${WORD} ${name}`,
      seoSlug: unique(name.toLowerCase()),
      ...(parent === undefined ? {} : { parent }),
    })
  categories.root = await category(`${SHOWN}hall`)
  categories.sub = await category(`${SHOWN}corner`, categories.root.id)
  categories.hiddenSub = await category(`${HIDDEN}lab`, HIDDEN_CATEGORY_ID)

  const guide = (title: string, categoryId: number) =>
    create<Doc>(request, 'posts', {
      title: `${WORD} ${title}`,
      slug: unique(title.toLowerCase()),
      category: categoryId,
      publishedAt: new Date().toISOString(),
      _status: 'published',
    })
  guides.visible = await guide(`${SHOWN}guide`, categories.sub.id)
  guides.hidden = await guide(`${HIDDEN}guide`, categories.hiddenSub.id)

  const store = (name: string, categoryIds: number[], extra: Record<string, unknown> = {}) =>
    create<Doc>(
      request,
      'stores',
      {
        name: `${WORD} ${name}`,
        slug: unique(name.toLowerCase()),
        website: 'https://shop.example',
        categories: categoryIds,
        _status: 'published',
        ...extra,
      },
      extra._status === 'draft',
    )
  stores.hiddenOnly = await store(`${HIDDEN}store`, [categories.hiddenSub.id], { featured: true })
  stores.mixed = await store(`${SHOWN}store`, [categories.sub.id, categories.hiddenSub.id])
  stores.live = await store(`${SHOWN}market`, [categories.sub.id])
  stores.draft = await store(`${HIDDEN}draft`, [categories.sub.id], { _status: 'draft' })

  const offer = (store: Doc, price: number) => ({
    store: store.id,
    country: 'DE',
    price,
    currency: 'EUR',
    url: 'https://shop.example/offer',
  })
  products.lamp = await create<Doc>(request, 'products', {
    _status: 'published',
    name: `${WORD} ${SHOWN}lamp`,
    category: categories.sub.id,
    offers: [offer(stores.live, 50), offer(stores.draft, 1)],
  })
  products.hidden = await create<Doc>(request, 'products', {
    _status: 'published',
    name: `${WORD} ${HIDDEN}prototype`,
    category: categories.hiddenSub.id,
    offers: [offer(stores.live, 5)],
  })
})

test.afterAll(async ({ request }) => {
  for (const { collection, id } of created.reverse()) {
    await request.delete(`/api/${collection}/${id}`, { headers: auth })
  }
})

test('the pages of a hidden guide, its category and a store filed only under it answer 404', async ({
  request,
}) => {
  // Their visible twins answer 200, so the 404s are not about the fixtures.
  for (const path of [
    `/shopping-guides/${categories.sub.seoSlug}/${guides.visible.slug}`,
    `/shopping-guides/${categories.sub.seoSlug}`,
    `/categories/${categories.root.seoSlug}/${categories.sub.seoSlug}`,
    `/stores/${stores.mixed.slug}`,
  ]) {
    expect((await request.get(path)).status(), path).toBe(200)
  }
  for (const path of [
    `/shopping-guides/${categories.hiddenSub.seoSlug}/${guides.hidden.slug}`,
    `/de/shopping-guides/${categories.hiddenSub.seoSlug}/${guides.hidden.slug}`,
    `/shopping-guides/${categories.hiddenSub.seoSlug}`,
    `/shopping-guides/${categories.hidden.seoSlug}`,
    `/categories/${categories.hidden.seoSlug}`,
    `/categories/${categories.hidden.seoSlug}/${categories.hiddenSub.seoSlug}`,
    `/stores/${stores.hiddenOnly.slug}`,
    `/stores/${stores.draft.slug}`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(decode(await response.text())).not.toContain(`${WORD} ${HIDDEN}guide`)
  }
})

test('lists, the search page and the sitemaps leave them out', async ({ request }) => {
  for (const path of [
    '/',
    '/shopping-guides',
    `/search?q=${WORD}`,
    `/search?q=${WORD}&type=products`,
    `/stores?category=${categories.hiddenSub.seoSlug}`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = decode(await response.text())
    expect(html, `${path} shows something hidden`).not.toContain(HIDDEN)
    if (path === `/search?q=${WORD}`) {
      for (const name of ['guide', 'store', 'lamp', 'corner']) {
        expect(html).toContain(`${SHOWN}${name}`)
      }
    }
  }
  const sitemap = await request.get('/en-sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  expect(xml).toContain(`/stores/${stores.mixed.slug}<`)
  for (const text of [
    guides.hidden.slug,
    categories.hiddenSub.seoSlug,
    `/stores/${stores.hiddenOnly.slug}<`,
    `/stores/${stores.draft.slug}<`,
  ]) {
    expect(xml).not.toContain(text)
  }
})

test('the /api and the suggestions leave them out by default', async ({ request }) => {
  const ids = async (path: string) =>
    ((await (await request.get(path)).json()) as { docs: { id: number }[] }).docs.map((d) => d.id)

  expect(await ids(`/api/posts/posts?limit=100&q=${WORD}`)).toEqual([guides.visible.id])
  // Empty: nothing left out, as the contract says.
  expect(await ids(`/api/posts/posts?limit=100&q=${WORD}&exclude_category_ids=`)).toContain(
    guides.hidden.id,
  )
  expect((await request.get(`/api/posts/posts/${guides.hidden.id}`)).status()).toBe(404)

  const tree = JSON.stringify(await (await request.get('/api/posts/posts/category')).json())
  expect(tree).not.toContain(categories.hiddenSub.seoSlug)

  const storeIds = await ids(`/api/data/stores?limit=100&q=${WORD}`)
  expect(storeIds.sort()).toEqual([stores.mixed.id, stores.live.id].sort())
  expect((await request.get(`/api/data/store/${stores.hiddenOnly.slug}`)).status()).toBe(404)

  const productIds = await ids(`/api/data/products?limit=100&q=${WORD}`)
  expect(productIds).toEqual([products.lamp.id])

  const suggestions = await request.get(`/api/search/suggestions?q=${WORD}&lang=en&country=DE`)
  expect(suggestions.status()).toBe(200)
  const items = ((await suggestions.json()) as { items: { type: string; id: number }[] }).items
  const suggested = (type: string) => items.filter((item) => item.type === type).map((i) => i.id)
  expect(suggested('guide')).not.toContain(guides.hidden.id)
  expect(suggested('store')).not.toContain(stores.hiddenOnly.id)
  expect(suggested('product')).not.toContain(products.hidden.id)
  expect(suggested('category')).not.toContain(categories.hiddenSub.id)
  expect(suggested('store')).toContain(stores.mixed.id)
})

test("a draft store's €1 offer sets no price and counts no offer", async ({ request }) => {
  const page = (await (
    await request.get(`/api/data/products?limit=100&country=DE&q=${WORD}`)
  ).json()) as { docs: { id: number; price: { amount: number } | null; offerCount: number }[] }
  expect(page.docs.find((doc) => doc.id === products.lamp.id)).toMatchObject({
    price: { amount: 50 },
    offerCount: 1,
  })
})
