import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { getHomePageData } from '@/data/home'
import { getProductGroup, listProducts } from '@/data/products'
import { sitemapSources } from '@/data/sitemap'

import { ensureHiddenCategory, testPayload, unique } from '../helpers/payload'

/**
 * A product group's page lists the group's products offered in the shopper's country, in the
 * group's order, a page at a time; a group filed under the hidden category has no page. A home shelf
 * with nothing to show in a country is not there at all, so "View all" never leads to an empty list.
 */

type Collection = 'stores' | 'products' | 'post-categories' | 'product-groups'

let payload: Payload
const created: { collection: Collection; id: number }[] = []
let removeHidden = async () => {}
let restoreHome = async () => {}
let category: { id: number; seoSlug: string }
const products = {} as Record<
  'both' | 'swedenOnly' | 'germanyOnly' | 'draftOffer' | 'hidden',
  { id: number; slug: string }
>
const groups = {} as Record<'main' | 'sweden' | 'hidden', { id: number; slug: string }>

async function create<T extends { id: number }>(
  collection: Collection,
  data: Record<string, unknown>,
  draft = false,
): Promise<T> {
  const doc = (await payload.create({ collection, data, draft } as never)) as unknown as T
  created.push({ collection, id: doc.id })
  return doc
}

const idsOf = (docs: { id: number }[]) => docs.map((doc) => doc.id)

beforeAll(async () => {
  payload = await testPayload()
  removeHidden = await ensureHiddenCategory(payload)
  category = await create('post-categories', { name: 'Espresso', seoSlug: unique('espresso') })
  const store = (name: string, draft = false) =>
    create<{ id: number }>(
      'stores',
      {
        name,
        slug: unique(name.toLowerCase().replace(/\s+/g, '-')),
        website: 'https://shop.example',
        _status: draft ? 'draft' : 'published',
      },
      draft,
    )
  const shop = await store('Group Shop')
  const draftShop = await store('Unpublished Shop', true)
  const offer = (country: string, store = shop) => ({
    store: store.id,
    country,
    price: 100,
    currency: country === 'SE' ? 'SEK' : 'EUR',
    url: 'https://shop.example/offer',
  })
  const product = (name: string, offers: object[], categoryId = category.id) =>
    create<{ id: number; slug: string }>('products', {
      _status: 'published',
      name,
      slug: unique(name.toLowerCase().replace(/\s+/g, '-')),
      category: categoryId,
      offers,
    })
  products.both = await product('Lever machine', [offer('SE'), offer('DE')])
  products.swedenOnly = await product('Moka pot', [offer('SE')])
  products.germanyOnly = await product('Drip brewer', [offer('DE')])
  // Offered in Sweden only by a store that is not public: not offered there.
  products.draftOffer = await product('Siphon', [offer('SE', draftShop)])
  products.hidden = await product('Prototype grinder', [offer('SE')], EXCLUDED_CATEGORY_ID)

  groups.main = await create('product-groups', {
    name: 'Best espresso makers',
    slug: unique('best-espresso'),
    description: 'Our pick of the season.',
    category: category.id,
    products: [
      products.germanyOnly.id,
      products.swedenOnly.id,
      products.hidden.id,
      products.draftOffer.id,
      products.both.id,
    ],
  })
  await payload.update({
    collection: 'product-groups',
    id: groups.main.id,
    locale: 'de',
    data: { name: 'Die besten Espressomaschinen' },
  })
  groups.sweden = await create('product-groups', {
    name: 'Swedish picks',
    slug: unique('swedish-picks'),
    products: [products.swedenOnly.id],
  })
  groups.hidden = await create('product-groups', {
    name: 'Internal picks',
    slug: unique('internal-picks'),
    category: EXCLUDED_CATEGORY_ID,
    products: [products.both.id],
  })

  // The home page's two product shelves show these groups while the suite runs.
  const home = await payload.findGlobal({ slug: 'home', depth: 0 })
  const shelf = (value: unknown) =>
    value && typeof value === 'object' ? (value as { id: number }).id : ((value as number) ?? null)
  const before = {
    recommendedProducts: shelf(home.recommendedProducts),
    topProducts: shelf(home.topProducts),
  }
  await payload.updateGlobal({
    slug: 'home',
    data: {
      headline: home.headline || 'Uncover the top deals and sellers!',
      recommendedProducts: groups.sweden.id,
      topProducts: groups.main.id,
    },
  })
  restoreHome = async () => {
    await payload.updateGlobal({ slug: 'home', data: before })
  }
})

afterAll(async () => {
  await restoreHome()
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id }).catch(() => {})
  }
  await removeHidden()
})

describe('the product group page', () => {
  it('names the group in the language, with its description and category path', async () => {
    const group = await getProductGroup(groups.main.slug, 'en')
    expect(group).toMatchObject({
      id: groups.main.id,
      slug: groups.main.slug,
      name: 'Best espresso makers',
      description: 'Our pick of the season.',
    })
    expect(group!.categories.map((step) => step.seoSlug)).toEqual([category.seoSlug])
    expect((await getProductGroup(groups.main.slug, 'de'))!.name).toBe(
      'Die besten Espressomaschinen',
    )
    // No French name: the English one.
    expect((await getProductGroup(groups.main.slug, 'fr'))!.name).toBe('Best espresso makers')
  })

  it("reads the SEO panel's texts as Payload does: the language's, else English's, else none", async () => {
    const meta = (locale: 'en' | 'de', title: string | null, description: string | null) =>
      payload.update({
        collection: 'product-groups',
        id: groups.main.id,
        locale,
        data: { meta: { title, description } },
      })
    await meta('de', 'Espressomaschinen im Test', 'Die besten Siebträger der Saison.')
    try {
      for (const [lang, expected] of [
        [
          'de',
          { title: 'Espressomaschinen im Test', description: 'Die besten Siebträger der Saison.' },
        ],
        ['fr', { title: null, description: null }],
      ] as const) {
        const read = await getProductGroup(groups.main.slug, lang)
        expect(read!.seo, lang).toEqual({ ...expected, image: null })
        const own = await payload.findByID({
          collection: 'product-groups',
          id: groups.main.id,
          locale: lang,
          fallbackLocale: 'en',
          overrideAccess: false,
        })
        expect(own.meta?.title ?? null, lang).toBe(expected.title)
        expect(own.meta?.description ?? null, lang).toBe(expected.description)
      }
      // An English text is every language's without one of its own, as Payload's fallback has it.
      await meta('en', 'Espresso makers tested', 'The best portafilter machines of the season.')
      expect((await getProductGroup(groups.main.slug, 'fr'))!.seo.title).toBe(
        'Espresso makers tested',
      )
      expect((await getProductGroup(groups.main.slug, 'de'))!.seo.title).toBe(
        'Espressomaschinen im Test',
      )
    } finally {
      await meta('de', null, null)
      await meta('en', null, null)
    }
  })

  it("lists the products offered in the country, in the group's order, hidden ones never", async () => {
    const list = (country: string) =>
      listProducts({ lang: 'en', page: 1, limit: 24, groupId: groups.main.id, country })
    const sweden = await list('SE')
    expect(idsOf(sweden.docs)).toEqual([products.swedenOnly.id, products.both.id])
    expect(sweden.totalDocs).toBe(2)
    expect(sweden.docs.every((product) => product.price?.currency === 'SEK')).toBe(true)
    expect(idsOf((await list('DE')).docs)).toEqual([products.germanyOnly.id, products.both.id])
    const finland = await list('FI')
    expect(finland.docs).toEqual([])
    expect(finland.totalDocs).toBe(0)
  })

  it('is paginated: each page continues where the last one ended', async () => {
    const page = (number: number) =>
      listProducts({ lang: 'en', page: number, limit: 1, groupId: groups.main.id, country: 'DE' })
    const first = await page(1)
    const second = await page(2)
    expect(idsOf(first.docs)).toEqual([products.germanyOnly.id])
    expect(idsOf(second.docs)).toEqual([products.both.id])
    expect([first.totalPages, first.hasNextPage, second.hasNextPage]).toEqual([2, true, false])
    // Past the last page: nothing, which the page answers with its 404.
    expect((await page(3)).docs).toEqual([])
  })

  it('does not exist for an unknown slug or a group filed under the hidden category', async () => {
    expect(await getProductGroup(unique('no-such-group'), 'en')).toBeNull()
    expect(await getProductGroup(groups.hidden.slug, 'en')).toBeNull()
    // A numeric reference is an id for the /api, not an address of a group page.
    expect(await getProductGroup(String(groups.main.id), 'en')).toBeNull()
  })

  it('is listed in the language sitemaps, the hidden group not', async () => {
    const source = (await sitemapSources()).find((entry) => entry.name === 'groups')!
    const paths: string[] = []
    for await (const batch of source.entries(0, source.count)) {
      paths.push(...batch.map((entry) => entry.path))
    }
    expect(paths).toContain(`/groups/${groups.main.slug}`)
    expect(paths).toContain(`/groups/${groups.sweden.slug}`)
    expect(paths).not.toContain(`/groups/${groups.hidden.slug}`)
  })
})

describe('the home shelves', () => {
  it("show their group's products for the country and lead to the group", async () => {
    const home = await getHomePageData('en', 'SE')
    expect(home.recommended).toMatchObject({ slug: groups.sweden.slug })
    expect(idsOf(home.recommended!.products)).toEqual([products.swedenOnly.id])
    expect(home.top).toMatchObject({ slug: groups.main.slug })
    expect(idsOf(home.top!.products)).toEqual([products.swedenOnly.id, products.both.id])
  })

  it('a shelf empty in a country is not shown', async () => {
    // Germany: the Swedish group has nothing there, the other group has.
    const germany = await getHomePageData('en', 'DE')
    expect(germany.recommended).toBeNull()
    expect(idsOf(germany.top!.products)).toEqual([products.germanyOnly.id, products.both.id])
    // Finland: neither has anything.
    const finland = await getHomePageData('en', 'FI')
    expect(finland.recommended).toBeNull()
    expect(finland.top).toBeNull()
  })

  it('a group filed under the hidden category makes no shelf, though it has products', async () => {
    await payload.updateGlobal({ slug: 'home', data: { recommendedProducts: groups.hidden.id } })
    const home = await getHomePageData('en', 'SE')
    expect(home.recommended).toBeNull()
    expect(home.top).not.toBeNull()
  })
})
