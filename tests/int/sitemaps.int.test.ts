import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EXCLUDED_CATEGORY_ID, SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from '@/config/constants'
import { siteUrl } from '@/config/env'
import type { LocaleCode } from '@/i18n/locales'
import {
  languageSitemap,
  sitemapIndex,
  staticSitemap,
  type SitemapBody,
  type SitemapLimits,
} from '@/sitemaps/generate'

import { ensureHiddenCategory, testPayload, unique } from '../helpers/payload'
import { kindOf, sitemapsOf, urlsOf, xmllint, type SitemapUrl } from '../helpers/sitemapXml'

/**
 * The language sitemaps split into parts once they hold more than a file may. The limits
 * are lowered here, in the test, so a few dozen documents are "more than 50 000 URLs".
 */
const LOWERED: SitemapLimits = { maxUrls: 7, maxBytes: SITEMAP_MAX_BYTES }

const codes: LocaleCode[] = ['en', 'de', 'fr', 'it', 'es', 'fi', 'nl', 'no', 'pl', 'pt', 'sv']
/** A path in a language, written out here rather than through the product's helpers. */
const url = (lang: string, path: string) =>
  lang === 'en' ? `${siteUrl}${path}` : `${siteUrl}/${lang}${path === '/' ? '' : path}`
/** The language of an absolute URL and its path in English form. */
function split(loc: string): { lang: string; path: string } {
  const rest = loc.slice(siteUrl.length)
  const prefixed = codes.find(
    (code) => code !== 'en' && (rest === `/${code}` || rest.startsWith(`/${code}/`)),
  )
  return prefixed
    ? { lang: prefixed, path: rest.slice(prefixed.length + 1) || '/' }
    : { lang: 'en', path: rest }
}

let payload: Payload
type Collection = 'stores' | 'posts' | 'post-categories' | 'product-groups'
const created: { collection: Collection; id: number }[] = []
let removeHidden = async () => {}
const mine = {
  stores: [] as string[],
  draftStore: '',
  numericStore: '',
  root: '',
  sub: '',
  guide: '',
  englishGuide: '',
  draftGuide: '',
  hiddenSub: '',
  hiddenGuide: '',
  topHiddenGuide: '',
  group: '',
  hiddenGroup: '',
}

async function create<T extends { id: number }>(
  collection: Collection,
  data: Record<string, unknown>,
  draft = false,
): Promise<T> {
  const doc = (await payload.create({ collection, data, draft } as never)) as unknown as T
  created.push({ collection, id: doc.id })
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  removeHidden = await ensureHiddenCategory(payload)
  const root = await create<{ id: number; seoSlug: string }>('post-categories', {
    name: 'Sitemap root',
    seoSlug: unique('sitemap-root'),
  })
  const sub = await create<{ id: number; seoSlug: string }>('post-categories', {
    name: 'Sitemap sub',
    seoSlug: unique('sitemap-sub'),
    parent: root.id,
  })
  const hiddenSub = await create<{ id: number; seoSlug: string }>('post-categories', {
    name: 'Hidden sub',
    seoSlug: unique('hidden-sub'),
    parent: EXCLUDED_CATEGORY_ID,
  })
  mine.root = root.seoSlug
  mine.sub = sub.seoSlug
  mine.hiddenSub = hiddenSub.seoSlug

  const guide = (data: Record<string, unknown>, draft = false) =>
    create<{ id: number; slug: string }>(
      'posts',
      { title: 'Sitemap guide', slug: unique('sitemap-guide'), ...data },
      draft,
    ).then((doc) => doc.slug)
  mine.guide = await guide({ category: sub.id, _status: 'published' })
  // Written in every language, as the demo's guides are; the next one in English only.
  const { docs } = await payload.find({
    collection: 'posts',
    where: { slug: { equals: mine.guide } },
    depth: 0,
  })
  for (const locale of codes.filter((code) => code !== 'en')) {
    await payload.update({
      collection: 'posts',
      id: docs[0]!.id,
      locale,
      data: { title: `Sitemap guide (${locale})` },
    })
  }
  mine.englishGuide = await guide({ category: sub.id, _status: 'published' })
  mine.draftGuide = await guide({ category: sub.id, _status: 'draft' }, true)
  mine.hiddenGuide = await guide({ category: hiddenSub.id, _status: 'published' })
  mine.topHiddenGuide = await guide({ category: EXCLUDED_CATEGORY_ID, _status: 'published' })

  const store = (slug: string, status: 'draft' | 'published' = 'published') =>
    create<{ id: number; slug: string }>(
      'stores',
      { name: 'Sitemap store', slug, website: 'https://shop.example', _status: status },
      status === 'draft',
    ).then((doc) => doc.slug)
  // More stores than the lowered limit, so the stores alone need several parts.
  for (let index = 0; index < 3 * LOWERED.maxUrls; index++) {
    mine.stores.push(await store(unique('sitemap-store')))
  }
  mine.draftStore = await store(unique('draft-store'), 'draft')
  // The store route refuses all-digit slugs (ids are not addresses), so the sitemap leaves them out.
  mine.numericStore = await store(String(Date.now()))

  const group = (categoryId?: number) =>
    create<{ id: number; slug: string }>('product-groups', {
      name: 'Sitemap group',
      slug: unique('sitemap-group'),
      ...(categoryId === undefined ? {} : { category: categoryId }),
    }).then((doc) => doc.slug)
  mine.group = await group(root.id)
  mine.hiddenGroup = await group(hiddenSub.id)
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id })
  }
  await removeHidden()
})

const idOf = (value: unknown): number | null =>
  value && typeof value === 'object' ? (value as { id: number }).id : ((value as number) ?? null)

/**
 * Every public path, from the Local API rather than the sitemap's SQL: categories outside the
 * hidden subtree, their guide lists, published guides in them, published stores, products and
 * product groups outside it.
 */
async function expectedPaths(lang: LocaleCode): Promise<string[]> {
  const categories = (
    await payload.find({ collection: 'post-categories', pagination: false, depth: 0 })
  ).docs.map((doc) => ({ id: doc.id, slug: doc.seoSlug, parent: idOf(doc.parent) }))
  const byId = new Map(categories.map((category) => [category.id, category]))
  const isHidden = (id: number | null): boolean => {
    for (let at = id, steps = 0; at !== null && steps < 50; steps++) {
      if (at === EXCLUDED_CATEGORY_ID) return true
      at = byId.get(at)?.parent ?? null
    }
    return false
  }
  const paths: string[] = []
  for (const category of categories) {
    if (isHidden(category.id)) continue
    const parent = category.parent === null ? null : byId.get(category.parent)
    if (category.parent === null) paths.push(`/categories/${category.slug}`)
    else if (parent) {
      paths.push(`/categories/${parent.slug}/${category.slug}`)
      paths.push(`/shopping-guides/${category.slug}`)
    }
  }
  const published = { _status: { equals: 'published' } } as const
  // A guide is listed in the languages it is written in (its title translated).
  const posts = await payload.find({
    collection: 'posts',
    where: published,
    pagination: false,
    depth: 0,
    locale: lang,
    fallbackLocale: false,
  })
  for (const post of posts.docs) {
    const category = idOf(post.category)
    if (!post.slug || !post.title || category === null || isHidden(category)) continue
    paths.push(`/shopping-guides/${byId.get(category)!.slug}/${post.slug}`)
  }
  const stores = await payload.find({
    collection: 'stores',
    where: published,
    pagination: false,
    depth: 0,
  })
  for (const store of stores.docs) {
    if (store.slug && !/^\d+$/.test(store.slug)) paths.push(`/stores/${store.slug}`)
  }
  // Published products and every product group (groups have no drafts); those filed under the
  // hidden subtree have no page.
  for (const collection of ['products', 'product-groups'] as const) {
    const where = collection === 'products' ? published : undefined
    const docs = (await payload.find({ collection, where, pagination: false, depth: 0 })).docs
    for (const doc of docs) {
      if (!doc.slug || isHidden(idOf(doc.category))) continue
      paths.push(collection === 'products' ? `/products/${doc.slug}` : `/groups/${doc.slug}`)
    }
  }
  return paths
}

async function read(body: SitemapBody | null): Promise<string> {
  expect(body).not.toBeNull()
  if (typeof body === 'string') return body
  let xml = ''
  for await (const chunk of body!) xml += chunk
  return xml
}

function expectValid(xml: string) {
  const kind = kindOf(xml)
  expect(kind).not.toBeNull()
  const verdict = xmllint(xml, kind!)
  expect(verdict.output).toBe('- validates')
  expect(verdict.ok).toBe(true)
}

/** Reads a language sitemap: an index and its parts, or one urlset. */
async function readLanguage(lang: LocaleCode, limits: SitemapLimits) {
  const top = await read(await languageSitemap(lang, undefined, limits))
  expectValid(top)
  if (kindOf(top) === 'urlset') return { index: null, parts: [top] }
  const locs = sitemapsOf(top)
  const numbers = locs.map((loc) =>
    Number(new RegExp(`/${lang}-sitemap-(\\d+)\\.xml$`).exec(loc)?.[1]),
  )
  expect(numbers).toEqual(locs.map((_, index) => index + 1))
  const parts: string[] = []
  for (const number of numbers) {
    const part = await read(await languageSitemap(lang, number, limits))
    expectValid(part)
    parts.push(part)
  }
  return { index: top, parts }
}

function expectAlternates(entry: SitemapUrl, lang: string) {
  const { lang: found, path } = split(entry.loc)
  expect(found).toBe(lang)
  expect(entry.alternates.map(([hreflang]) => hreflang)).toEqual([...codes, 'x-default'])
  for (const [hreflang, href] of entry.alternates) {
    expect(href).toBe(url(hreflang === 'x-default' ? 'en' : hreflang, path))
  }
}

describe('language sitemaps above the (lowered) URL limit', () => {
  it('become an index whose parts each hold at most the limit and list every public URL once', async () => {
    const expected = (await expectedPaths('de')).map((path) => url('de', path))
    expect(expected.length).toBeGreaterThan(2 * LOWERED.maxUrls)

    const { index, parts } = await readLanguage('de', LOWERED)
    expect(index).not.toBeNull()
    // Cut as every language is: a page not written in German keeps its place, unlisted.
    const all = await expectedPaths('en')
    expect(parts.length).toBe(Math.ceil(all.length / LOWERED.maxUrls))
    const entries = parts.flatMap((part) => {
      const urls = urlsOf(part)
      expect(urls.length).toBeGreaterThan(0)
      expect(urls.length).toBeLessThanOrEqual(LOWERED.maxUrls)
      return urls
    })
    const locs = entries.map((entry) => entry.loc)
    expect(new Set(locs).size).toBe(locs.length)
    expect([...locs].sort()).toEqual([...expected].sort())

    for (const entry of entries) {
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      expect(entry.alternates).toHaveLength(12)
      expectAlternates(entry, 'de')
    }
  })

  it('list product groups, and leave out drafts, all-digit store slugs and everything in or under the hidden category', async () => {
    const { parts } = await readLanguage('de', LOWERED)
    const xml = parts.join('')
    for (const slug of mine.stores) expect(xml).toContain(url('de', `/stores/${slug}`))
    expect(xml).toContain(url('de', `/shopping-guides/${mine.sub}/${mine.guide}`))
    expect(xml).toContain(url('de', `/categories/${mine.root}/${mine.sub}`))
    expect(xml).toContain(url('de', `/shopping-guides/${mine.sub}<`))
    expect(xml).toContain(url('de', `/groups/${mine.group}<`))

    expect(xml).not.toContain(`/stores/${mine.draftStore}<`)
    expect(xml).not.toContain(`/stores/${mine.numericStore}<`)
    expect(xml).not.toContain(mine.draftGuide)
    expect(xml).not.toContain(mine.hiddenSub)
    expect(xml).not.toContain(mine.hiddenGuide)
    expect(xml).not.toContain(mine.topHiddenGuide)
    expect(xml).not.toContain(mine.hiddenGroup)
    const hidden = await payload.findByID({
      collection: 'post-categories',
      id: EXCLUDED_CATEGORY_ID,
    })
    expect(xml).not.toContain(`/${hidden.seoSlug}`)
  })

  it('have no part 0 and none past the last one', async () => {
    const { parts } = await readLanguage('fr', LOWERED)
    expect(await languageSitemap('fr', 0, LOWERED)).toBeNull()
    expect(await languageSitemap('fr', parts.length + 1, LOWERED)).toBeNull()
  })

  it('are listed part by part in /sitemap.xml, after the static sitemap', async () => {
    const { parts } = await readLanguage('en', LOWERED)
    const index = await sitemapIndex(LOWERED)
    expectValid(index)
    expect(sitemapsOf(index)).toEqual([
      `${siteUrl}/static-sitemap.xml`,
      ...codes.flatMap((lang) =>
        parts.map((_, part) => `${siteUrl}/${lang}-sitemap-${part + 1}.xml`),
      ),
    ])
  })

  it('English URLs have no prefix and each language lists the same pages, but guides it lacks', async () => {
    const en = (await readLanguage('en', LOWERED)).parts.flatMap(urlsOf)
    const sv = (await readLanguage('sv', LOWERED)).parts.flatMap(urlsOf)
    expect(en.map((entry) => entry.loc)).toContain(url('en', `/stores/${mine.stores[0]}`))
    const englishOnly = `/shopping-guides/${mine.sub}/${mine.englishGuide}`
    const enPaths = en.map((entry) => entry.loc.slice(siteUrl.length))
    const svPaths = sv.map((entry) => entry.loc.slice(`${siteUrl}/sv`.length))
    expect(enPaths).toContain(englishOnly)
    expect(svPaths).not.toContain(englishOnly)
    // The same pages, but guides without a Swedish title (this one, and any other test's); pages
    // changed in the same instant may be listed in either order.
    const notInSwedish = new Set<string>()
    for (const path of enPaths.filter((candidate) => !svPaths.includes(candidate))) {
      const slug = /^\/shopping-guides\/[^/]+\/([^/]+)$/.exec(path)?.[1]
      const guide = slug
        ? (
            await payload.find({
              collection: 'posts',
              where: { slug: { equals: slug } },
              locale: 'sv',
              fallbackLocale: false,
              depth: 0,
            })
          ).docs[0]
        : undefined
      if (guide && !guide.title) notInSwedish.add(path)
    }
    expect(notInSwedish).toContain(englishOnly)
    expect(enPaths.filter((path) => !notInSwedish.has(path)).sort()).toEqual([...svPaths].sort())
    for (const entry of en) {
      if (entry.loc.endsWith(englishOnly)) {
        // Its alternates name the one language it is written in.
        expect(entry.alternates.map(([hreflang]) => hreflang).sort()).toEqual(['en', 'x-default'])
      } else if (!notInSwedish.has(entry.loc.slice(siteUrl.length))) expectAlternates(entry, 'en')
    }
  })
})

describe('the byte limit', () => {
  it('splits a language into parts that each stay under a (lowered) size', async () => {
    const limits: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: 12_000 }
    const expected = (await expectedPaths('pl')).map((path) => url('pl', path))
    const { index, parts } = await readLanguage('pl', limits)
    expect(index).not.toBeNull()
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(limits.maxBytes)
    const locs = parts.flatMap(urlsOf).map((entry) => entry.loc)
    expect([...locs].sort()).toEqual([...expected].sort())
  })
})

describe('with the protocol limits', () => {
  it('a language below 50 000 URLs is one urlset', async () => {
    const { index, parts } = await readLanguage('it', {
      maxUrls: SITEMAP_MAX_URLS,
      maxBytes: SITEMAP_MAX_BYTES,
    })
    expect(index).toBeNull()
    expect(parts).toHaveLength(1)
    expect(await languageSitemap('it', 2)).toBeNull()
  })

  it('the static sitemap lists home, the lists, the deals, imprint and privacy in all 11 languages, not search', async () => {
    const xml = await staticSitemap()
    expectValid(xml)
    const entries = urlsOf(xml)
    const pages = [
      '/',
      '/categories',
      '/shopping-guides',
      '/stores',
      '/deals',
      '/imprint',
      '/privacy',
    ]
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      codes.flatMap((lang) => pages.map((page) => url(lang, page))).sort(),
    )
    for (const entry of entries) expectAlternates(entry, split(entry.loc).lang)
    expect(xml).not.toContain('/search')
  })
})
