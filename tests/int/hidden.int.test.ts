import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import {
  categoryTree,
  hiddenCategoryIds,
  visibleCategories,
  type CategoryRow,
} from '@/data/categories'
import { getHomePageData } from '@/data/home'
import { findPostBySlug, getPost, listPosts } from '@/data/posts'
import { listBrands, listProductGroups, listProducts } from '@/data/products'
import { sitemapSources, staticPages } from '@/data/sitemap'
import { findStoreId, getStore, listStores } from '@/data/stores'
import type { CategoryNode, Page, ProductSummary } from '@/data/types'
import { productsEndpoint, storeEndpoint, storesEndpoint } from '@/endpoints/directory'
import type { ApiRoute } from '@/endpoints/http'
import { categoryTreeEndpoint, postEndpoint, postsEndpoint } from '@/endpoints/posts'
import { searchResults } from '@/data/search/results'
import { searchKind, type SearchKind } from '@/data/search/search'
import { suggest, suggestionHits } from '@/data/search/suggestions'
import { recordPrices } from '@/prices/record'
import { languageSitemap } from '@/sitemaps/generate'

import { ensureHiddenCategory, testPayload, unique } from '../helpers/payload'

/**
 * Nothing filed under the hidden category (id 314) or under any category below it is public, and a
 * store that is not published contributes no offer: every public surface is asked for (a) a guide in
 * a subcategory of the hidden category, (b) a store filed only under such a subcategory and (c) a
 * draft store's cheap offer on a product that is public. Each surface is checked against a visible
 * twin too, so that "not there" never passes because nothing was there.
 */

/** One rare word in every name below: searching for it finds all of them, hidden or not. */
const WORD = 'Quindlewarp'

type Collection = 'stores' | 'products' | 'posts' | 'post-categories' | 'product-groups'
let payload: Payload
const created: { collection: Collection; id: number }[] = []
let removeHidden = async () => {}

interface Doc {
  id: number
  slug: string
}
interface Category {
  id: number
  seoSlug: string
}

const categories = {} as Record<'root' | 'sub' | 'hiddenSub' | 'hiddenLeaf', Category>
const guides = {} as Record<'visible' | 'hidden' | 'deep', Doc>
const stores = {} as Record<'hiddenOnly' | 'mixed' | 'live' | 'draft', Doc>
const products = {} as Record<'lamp' | 'kettle' | 'mirror' | 'hidden' | 'draft', Doc>
/** Each product's brand, of its own: the brand filter lists the public products' brands only. */
const brandOf = (name: string) => `${WORD} ${name} brand`
const groups = {} as Record<'visible' | 'hidden', Doc>

async function create<T>(
  collection: Collection,
  data: Record<string, unknown>,
  draft = false,
): Promise<T> {
  const doc = (await payload.create({ collection, data, draft } as never)) as unknown as T & {
    id: number
  }
  created.push({ collection, id: doc.id })
  return doc
}

const category = (name: string, parent: number | null) =>
  create<Category>('post-categories', {
    name: `${WORD} ${name}`,
    seoSlug: unique(name.replace(/\s+/g, '-')),
    ...(parent === null ? {} : { parent }),
  })

const offer = (store: Doc, country: string, price: number) => ({
  store: store.id,
  country,
  price,
  currency: 'EUR',
  url: 'https://shop.example/offer',
})

beforeAll(async () => {
  payload = await testPayload()
  removeHidden = await ensureHiddenCategory(payload)
  categories.root = await category('hall', null)
  categories.sub = await category('corner', categories.root.id)
  categories.hiddenSub = await category('lab', EXCLUDED_CATEGORY_ID)
  categories.hiddenLeaf = await category('vault', categories.hiddenSub.id)

  // The hidden guides are the newest, so that any list that let them through would show them first.
  const guide = (title: string, categoryId: number, minutesAgo: number) =>
    create<Doc>('posts', {
      title: `${WORD} ${title}`,
      slug: unique(title),
      category: categoryId,
      publishedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      _status: 'published',
    })
  guides.visible = await guide('basics', categories.sub.id, 10)
  guides.hidden = await guide('secrets', categories.hiddenSub.id, 2)
  guides.deep = await guide('archive', categories.hiddenLeaf.id, 1)

  const store = (name: string, categoryIds: number[], extra: Record<string, unknown> = {}) => {
    const draft = extra._status === 'draft'
    return create<Doc>(
      'stores',
      {
        name: `${WORD} ${name}`,
        slug: unique(name.toLowerCase()),
        website: 'https://shop.example',
        categories: categoryIds,
        _status: 'published',
        ...extra,
      },
      draft,
    )
  }
  // Featured and the most popular: the home page's popular stores would show them first.
  stores.hiddenOnly = await store('Internal', [categories.hiddenSub.id], {
    featured: true,
    popularity: 1_000_000,
  })
  stores.mixed = await store('Outlet', [categories.sub.id, categories.hiddenSub.id], {
    featured: true,
    popularity: 900_000,
  })
  stores.live = await store('Market', [categories.sub.id])
  stores.draft = await store('Draft', [categories.sub.id], { _status: 'draft' })

  const product = (
    name: string,
    categoryId: number,
    offers: ReturnType<typeof offer>[],
    status = 'published',
  ) =>
    create<Doc>(
      'products',
      {
        _status: status,
        name: `${WORD} ${name}`,
        brand: brandOf(name),
        category: categoryId,
        popularity: 10,
        offers,
      },
      status === 'draft',
    )
  products.lamp = await product('lamp', categories.sub.id, [
    offer(stores.live, 'DE', 50),
    offer(stores.draft, 'DE', 1),
    offer(stores.hiddenOnly, 'DE', 2),
  ])
  products.kettle = await product('kettle', categories.sub.id, [offer(stores.live, 'DE', 20)])
  products.mirror = await product('mirror', categories.sub.id, [offer(stores.draft, 'FI', 1)])
  products.hidden = await product('prototype', categories.hiddenSub.id, [
    offer(stores.live, 'DE', 5),
  ])
  products.draft = await product(
    'sketch',
    categories.sub.id,
    [offer(stores.live, 'DE', 7)],
    'draft',
  )
  // The job an edit queues, run now: ordering by price reads the lowest prices it records.
  await recordPrices(Object.values(products).map((doc) => doc.id))

  groups.visible = await create<Doc>('product-groups', {
    name: `${WORD} picks`,
    category: categories.sub.id,
    products: [products.hidden.id, products.lamp.id],
  })
  groups.hidden = await create<Doc>('product-groups', {
    name: `${WORD} internal picks`,
    category: categories.hiddenSub.id,
    products: [products.kettle.id],
  })
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id }).catch(() => undefined)
  }
  await removeHidden()
})

/** GET on one of the /api route handlers, as a client would call it. */
async function api<T>(route: ApiRoute, path: string, id?: string) {
  const response = await route.GET(new Request(`http://localhost${path}`), {
    params: Promise.resolve(id === undefined ? {} : { id }),
  })
  return { status: response.status, body: (await response.json()) as T }
}

const idsOf = (docs: { id: number }[]) => docs.map((doc) => doc.id)
const flatten = (nodes: CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.subcategories)])

/** Every path the language sitemaps and the static sitemap list, in English form. */
async function sitemapPaths(): Promise<string[]> {
  const found: string[] = []
  for (const source of await sitemapSources()) {
    for await (const batch of source.entries(0, source.count)) {
      found.push(...batch.map((entry) => entry.path))
    }
  }
  return [...found, ...(await staticPages()).map((entry) => entry.path)]
}

/** The English language sitemap as served. */
async function englishSitemap(): Promise<string> {
  const body = await languageSitemap('en')
  if (body === null) throw new Error('no English sitemap')
  if (typeof body === 'string') return body
  let xml = ''
  for await (const chunk of body) xml += chunk
  return xml
}

/** The ids each kind of search result and suggestion holds for WORD. */
async function searched(kind: SearchKind): Promise<{ results: number[]; suggested: number[] }> {
  const results = (await searchKind(kind, { q: WORD, lang: 'en', country: 'DE' }, 1, 50)).hits
  const suggested = (await suggestionHits(WORD, 'en', 'DE')).hits[kind]
  return { results: idsOf(results), suggested: idsOf(suggested) }
}

describe('the hidden subtree', () => {
  it('is the hidden category and every category below it, at any depth', async () => {
    const hidden = await hiddenCategoryIds()
    expect(hidden).toEqual(
      expect.arrayContaining([
        EXCLUDED_CATEGORY_ID,
        categories.hiddenSub.id,
        categories.hiddenLeaf.id,
      ]),
    )
    expect(hidden).not.toContain(categories.root.id)
    expect(hidden).not.toContain(categories.sub.id)
    const visible = (await visibleCategories()).map((row: CategoryRow) => row.id)
    expect(visible).toEqual(expect.arrayContaining([categories.root.id, categories.sub.id]))
    for (const id of hidden) expect(visible).not.toContain(id)
  })
})

describe('a guide in a subcategory of the hidden category', () => {
  it('is in no sitemap, nor is its category or its guide list', async () => {
    const paths = await sitemapPaths()
    expect(paths).toContain(`/shopping-guides/${categories.sub.seoSlug}/${guides.visible.slug}`)
    const xml = await englishSitemap()
    for (const text of [
      guides.hidden.slug,
      guides.deep.slug,
      categories.hiddenSub.seoSlug,
      categories.hiddenLeaf.seoSlug,
    ]) {
      expect(paths.filter((path) => path.includes(text))).toEqual([])
      expect(xml).not.toContain(text)
    }
  })

  it('is on no list: the home shelf, /shopping-guides, a category page', async () => {
    const home = await getHomePageData('en', 'DE')
    expect(idsOf(home.guides)).toContain(guides.visible.id)
    expect(idsOf(home.guides)).not.toContain(guides.hidden.id)
    expect(idsOf(home.guides)).not.toContain(guides.deep.id)

    // As /shopping-guides and the category pages ask for them.
    const all = await listPosts({
      lang: 'en',
      page: 1,
      limit: 100,
      excludedCategoryIds: [EXCLUDED_CATEGORY_ID],
    })
    expect(idsOf(all.docs)).toContain(guides.visible.id)
    expect(idsOf(all.docs)).not.toContain(guides.hidden.id)
    expect(idsOf(all.docs)).not.toContain(guides.deep.id)
    const counted = await listPosts({
      lang: 'en',
      page: 1,
      limit: 100,
      excludedCategoryIds: [EXCLUDED_CATEGORY_ID],
      q: WORD,
    })
    expect(idsOf(counted.docs)).toEqual([guides.visible.id])
    expect(counted.totalDocs).toBe(1)
  })

  it('is left out of GET /api/posts/posts by default; exclude_category_ids= still lists it', async () => {
    type Posts = Page<{ id: number }>
    const byDefault = await api<Posts>(postsEndpoint, `/api/posts/posts?limit=100&q=${WORD}`)
    expect(byDefault.status).toBe(200)
    expect(idsOf(byDefault.body.docs)).toEqual([guides.visible.id])
    expect(byDefault.body.totalDocs).toBe(1)

    // Empty: nothing is left out (the /api contract).
    const none = await api<Posts>(
      postsEndpoint,
      `/api/posts/posts?limit=100&q=${WORD}&exclude_category_ids=`,
    )
    expect(idsOf(none.body.docs).sort()).toEqual(
      idsOf([guides.visible, guides.hidden, guides.deep]).sort(),
    )
    // An explicit id leaves out its whole subtree.
    const sub = await api<Posts>(
      postsEndpoint,
      `/api/posts/posts?limit=100&q=${WORD}&exclude_category_ids=${categories.hiddenSub.id}`,
    )
    expect(idsOf(sub.body.docs)).toEqual([guides.visible.id])
    const root = await api<Posts>(
      postsEndpoint,
      `/api/posts/posts?limit=100&q=${WORD}&exclude_category_ids=${categories.root.id}`,
    )
    expect(idsOf(root.body.docs).sort()).toEqual(idsOf([guides.hidden, guides.deep]).sort())
  })

  it('has no page: the guide, its category and its guide list answer 404', async () => {
    expect(await getPost(guides.visible.id, 'en')).not.toBeNull()
    for (const guide of [guides.hidden, guides.deep]) {
      // What the guide page reads: found by slug, then no guide to show.
      const found = await findPostBySlug(guide.slug)
      expect(found === null || (await getPost(found.id, 'en')) === null).toBe(true)
      const answer = await api<{ errors: { message: string }[] }>(
        postEndpoint,
        `/api/posts/posts/${guide.id}`,
        String(guide.id),
      )
      expect(answer.status).toBe(404)
      expect(answer.body.errors[0]!.message).toBe('Publication not found')
    }
    // The category pages and /shopping-guides/{subcategory} find their category among these.
    const visible = (await visibleCategories()).map((row) => row.seoSlug)
    expect(visible).toContain(categories.sub.seoSlug)
    expect(visible).not.toContain(categories.hiddenSub.seoSlug)
    expect(visible).not.toContain(categories.hiddenLeaf.seoSlug)
  })

  it('and its category are not in the category tree, on the site or in the /api', async () => {
    const tree = flatten(await categoryTree('en')).map((node) => node.id)
    const served = await api<CategoryNode[]>(categoryTreeEndpoint, '/api/posts/posts/category')
    for (const ids of [tree, flatten(served.body).map((node) => node.id)]) {
      expect(ids).toContain(categories.sub.id)
      for (const id of await hiddenCategoryIds()) expect(ids).not.toContain(id)
    }
  })

  it('is neither a search result nor a suggestion, nor is its category', async () => {
    const guideHits = await searched('guide')
    for (const found of [guideHits.results, guideHits.suggested]) {
      expect(found).toContain(guides.visible.id)
      expect(found).not.toContain(guides.hidden.id)
      expect(found).not.toContain(guides.deep.id)
    }
    const categoryHits = await searched('category')
    for (const found of [categoryHits.results, categoryHits.suggested]) {
      expect(found).toContain(categories.sub.id)
      expect(found).not.toContain(categories.hiddenSub.id)
      expect(found).not.toContain(categories.hiddenLeaf.id)
    }
    const results = await searchResults({ q: WORD, lang: 'en', country: 'DE' })
    const guidesSection = results.sections.find((section) => section.kind === 'guide')!
    expect(guidesSection.ranked.total).toBe(1)
    const urls = (await suggest(WORD, 'en', 'DE')).items.map((item) => item.url).join(' ')
    for (const text of [guides.hidden.slug, guides.deep.slug, categories.hiddenSub.seoSlug]) {
      expect(urls).not.toContain(text)
    }
  })
})

describe('a store filed only under a subcategory of the hidden category', () => {
  it('is in no sitemap; a store also in a visible category is', async () => {
    const paths = await sitemapPaths()
    expect(paths).toContain(`/stores/${stores.mixed.slug}`)
    expect(paths).toContain(`/stores/${stores.live.slug}`)
    expect(paths).not.toContain(`/stores/${stores.hiddenOnly.slug}`)
    expect(await englishSitemap()).not.toContain(stores.hiddenOnly.slug)
  })

  it('is on no list: the home page, /stores, a category page, GET /api/data/stores', async () => {
    const home = await getHomePageData('en', 'DE')
    expect(idsOf(home.popularStores)).not.toContain(stores.hiddenOnly.id)

    const all = await listStores({ lang: 'en', page: 1, limit: 100, q: WORD })
    expect(idsOf(all.docs).sort()).toEqual(idsOf([stores.mixed, stores.live]).sort())
    expect(all.totalDocs).toBe(2)
    const featured = await listStores({ lang: 'en', page: 1, limit: 100, featured: true })
    expect(idsOf(featured.docs)).toContain(stores.mixed.id)
    expect(idsOf(featured.docs)).not.toContain(stores.hiddenOnly.id)
    const inCategory = await listStores({
      lang: 'en',
      page: 1,
      limit: 100,
      categoryIds: [categories.sub.id, categories.hiddenSub.id],
    })
    expect(idsOf(inCategory.docs)).not.toContain(stores.hiddenOnly.id)

    const served = await api<Page<{ id: number; categories: { id: number }[] }>>(
      storesEndpoint,
      `/api/data/stores?limit=100&q=${WORD}`,
    )
    expect(idsOf(served.body.docs).sort()).toEqual(idsOf([stores.mixed, stores.live]).sort())
    // A public store's card does not name the hidden category it is also filed under.
    const mixed = served.body.docs.find((doc) => doc.id === stores.mixed.id)!
    expect(idsOf(mixed.categories)).toEqual([categories.sub.id])
    // Which public stores a hidden category holds is not told either.
    const filtered = await api<{ errors: { message: string }[] }>(
      storesEndpoint,
      `/api/data/stores?category=${categories.hiddenSub.seoSlug}`,
    )
    expect(filtered.status).toBe(404)
  })

  it('has no page, by slug or by id', async () => {
    expect(await getStore(stores.mixed.slug, 'en')).not.toBeNull()
    expect(await getStore(stores.hiddenOnly.slug, 'en')).toBeNull()
    expect(await findStoreId(stores.hiddenOnly.slug)).toBeNull()
    const answer = await api<unknown>(
      storeEndpoint,
      `/api/data/store/${stores.hiddenOnly.slug}`,
      stores.hiddenOnly.slug,
    )
    expect(answer.status).toBe(404)
  })

  it('is neither a search result nor a suggestion', async () => {
    const { results, suggested } = await searched('store')
    for (const found of [results, suggested]) {
      expect(found).toContain(stores.mixed.id)
      expect(found).not.toContain(stores.hiddenOnly.id)
    }
    const page = await searchResults({ q: WORD, lang: 'en', country: 'DE', type: 'stores' })
    expect(page.sections[0]!.ranked.total).toBe(2)
  })
})

describe('products and product groups filed under the hidden subtree', () => {
  it('are on no list, in no group, and neither found nor suggested', async () => {
    const all = await listProducts({ lang: 'en', page: 1, limit: 100, q: WORD })
    expect(idsOf(all.docs)).toContain(products.lamp.id)
    expect(idsOf(all.docs)).not.toContain(products.hidden.id)
    const group = await listProducts({
      lang: 'en',
      page: 1,
      limit: 100,
      groupId: groups.visible.id,
    })
    expect(idsOf(group.docs)).toEqual([products.lamp.id])
    const groupList = await listProductGroups({ lang: 'en', page: 1, limit: 100, q: WORD })
    expect(groupList.docs.map((doc) => [doc.id, doc.productCount])).toEqual([
      [groups.visible.id, 1],
    ])
    const { results, suggested } = await searched('product')
    for (const found of [results, suggested]) {
      expect(found).toContain(products.lamp.id)
      expect(found).not.toContain(products.hidden.id)
    }
    // Nor does the /api tell what a hidden group, category or store holds.
    for (const query of [
      `group=${groups.hidden.id}`,
      `category=${categories.hiddenSub.id}`,
      `store=${stores.hiddenOnly.slug}`,
      `groups=true&category=${categories.hiddenLeaf.seoSlug}`,
    ]) {
      const answer = await api<unknown>(productsEndpoint, `/api/data/products?${query}`)
      expect(answer.status, query).toBe(404)
    }
    const visibleGroup = await api<Page<{ id: number }>>(
      productsEndpoint,
      `/api/data/products?group=${groups.visible.id}`,
    )
    expect(idsOf(visibleGroup.body.docs)).toEqual([products.lamp.id])
  })

  it("lend no brand to the lists' brand filter, nor does a draft product", async () => {
    const brands = await listBrands()
    expect(brands).toContain(brandOf('lamp'))
    expect(brands).not.toContain(brandOf('prototype'))
    expect(brands).not.toContain(brandOf('sketch'))
  })
})

describe("a draft store's cheap offer on a public product", () => {
  const card = (page: Page<ProductSummary>, id: number) => page.docs.find((doc) => doc.id === id)

  it('sets no price and counts no offer: lists, /api/data/products and search', async () => {
    // The store's €1 and the hidden-only store's €2 do not count; the published store's €50 does.
    const listed = await listProducts({ lang: 'en', page: 1, limit: 100, country: 'DE', q: WORD })
    expect(card(listed, products.lamp.id)).toMatchObject({
      price: { amount: 50, currency: 'EUR' },
      offerCount: 1,
    })
    const served = await api<Page<ProductSummary>>(
      productsEndpoint,
      `/api/data/products?limit=100&country=DE&q=${WORD}`,
    )
    expect(card(served.body, products.lamp.id)).toMatchObject({
      price: { amount: 50 },
      offerCount: 1,
    })
    const noCountry = await listProducts({
      lang: 'en',
      page: 1,
      limit: 100,
      ids: [products.lamp.id],
    })
    expect(card(noCountry, products.lamp.id)).toMatchObject({
      price: { amount: 50 },
      offerCount: 1,
    })

    const results = await searchResults({ q: WORD, lang: 'en', country: 'DE', type: 'products' })
    const section = results.sections[0]!
    expect(section.kind).toBe('product')
    const found = (section.cards as ProductSummary[]).find((doc) => doc.id === products.lamp.id)
    expect(found).toMatchObject({ price: { amount: 50 } })
  })

  it('does not order by price: the €20 product comes before the €50 one', async () => {
    for (const sort of ['price_asc', 'price_desc'] as const) {
      // A whole country reads price_history alone; with a filter it joins the products.
      for (const q of [undefined, WORD]) {
        const page = await listProducts({ lang: 'en', page: 1, limit: 100, country: 'DE', sort, q })
        const ids = idsOf(page.docs)
        const [kettle, lamp] = [ids.indexOf(products.kettle.id), ids.indexOf(products.lamp.id)]
        expect(kettle).toBeGreaterThanOrEqual(0)
        expect(lamp).toBeGreaterThanOrEqual(0)
        expect(sort === 'price_asc' ? kettle < lamp : lamp < kettle).toBe(true)
        expect(card(page, products.lamp.id)!.price!.amount).toBe(50)
        expect(ids).not.toContain(products.hidden.id)
      }
    }
  })

  it('does not make a product offered in a country, nor count it there', async () => {
    // Only the draft store offers the mirror, in Finland.
    const finland = await listProducts({ lang: 'en', page: 1, limit: 100, country: 'FI', q: WORD })
    expect(idsOf(finland.docs)).not.toContain(products.mirror.id)
    expect(finland.totalDocs).toBe(0)
    const byPrice = await listProducts({
      lang: 'en',
      page: 1,
      limit: 100,
      country: 'FI',
      sort: 'price_asc',
    })
    expect(idsOf(byPrice.docs)).not.toContain(products.mirror.id)
    const mirror = await listProducts({ lang: 'en', page: 1, limit: 10, ids: [products.mirror.id] })
    expect(mirror.docs[0]).toMatchObject({ price: null, offerCount: 0 })
    // Nor are its products listed as the store's own.
    expect(await findStoreId(stores.draft.slug)).toBeNull()
  })

  it('counts once the store is published, and no more once it is unpublished', async () => {
    const lampIn = async (country: string) =>
      card(
        await listProducts({ lang: 'en', page: 1, limit: 100, country, q: WORD }),
        products.lamp.id,
      )
    await payload.update({
      collection: 'stores',
      id: stores.draft.id,
      data: { _status: 'published' },
    })
    try {
      expect(await lampIn('DE')).toMatchObject({ price: { amount: 1 }, offerCount: 2 })
      const finland = await listProducts({
        lang: 'en',
        page: 1,
        limit: 100,
        country: 'FI',
        q: WORD,
      })
      expect(idsOf(finland.docs)).toContain(products.mirror.id)
    } finally {
      await payload.update({
        collection: 'stores',
        id: stores.draft.id,
        data: { _status: 'draft' },
      })
    }
    expect(await lampIn('DE')).toMatchObject({ price: { amount: 50 }, offerCount: 1 })
  })
})
