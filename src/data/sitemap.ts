/**
 * What the sitemaps list: the path and last change of every public page, read with SQL that streams
 * (a cursor, a batch at a time), so 60 000 stores never sit in memory at once.
 */
import { paths } from '@/i18n/paths'
import { db } from '@/lib/db'

import { allCategories, hiddenCategoryIds, visibleCategories, type CategoryRow } from './categories'
import { closedStoreIds } from './closedStores'
import { openStore, outsideHidden, type Fragment } from './sql'

/** One page in English form (the language prefix is added per language) and when it last changed. */
export interface SitemapEntry {
  path: string
  /** ISO 8601; null where the document never recorded a change. */
  lastmod: string | null
  /**
   * The languages the page is written in, when not all: in the others it shows the English text,
   * unindexed, and their sitemaps leave it out (it keeps its place in the file's count).
   */
  languages?: string[]
}

/** One kind of page in the language sitemaps (categories, guides, stores…), in a stable order. */
export interface SitemapSource {
  name: string
  count: number
  /** The longest path it yields, in bytes: sizes the files so that none passes the byte limit. */
  maxPathBytes: number
  /** Its latest change, ISO 8601. */
  lastmod: string | null
  /** At most `limit` entries, starting at `offset`, a batch at a time. */
  entries(offset: number, limit: number): AsyncIterable<SitemapEntry[]>
}

/** Rows per round trip of a cursor: large enough to be cheap, small enough to die young in V8. */
const BATCH_ROWS = 500

/**
 * A slug as one URL path segment, percent-encoded per RFC 3986 (valid slugs are unchanged); the SQL
 * twin below computes the same length so the file sizes are known before the rows are read.
 */
export const encodeSegment = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )

/** Length of `encodeSegment(column)`: every byte outside the unreserved set becomes `%XX`. */
const encodedLength = (column: string) =>
  db().unsafe(`(octet_length(${column}) + 2 * octet_length(regexp_replace(${column} collate "C",
    '[A-Za-z0-9_.~-]', '', 'g')))`)

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString()

const latest = (values: (string | null)[]) =>
  values.reduce<string | null>((max, value) => (value && (!max || value > max) ? value : max), null)

const byteLength = (text: string) => Buffer.byteLength(text)

interface Categories {
  /** Every category outside the hidden one's subtree, by id. */
  visible: readonly CategoryRow[]
  /** The hidden category and everything below it (src/data/categories.ts decides). */
  hidden: number[]
  byId: Map<number, CategoryRow>
}

/** All categories (about 80 rows, from the category cache) and the hidden subtree, never listed. */
async function loadCategories(): Promise<Categories> {
  const [all, visible, hidden] = await Promise.all([
    allCategories(),
    visibleCategories(),
    hiddenCategoryIds(),
  ])
  return {
    visible: [...visible].sort((a, b) => a.id - b.id),
    hidden,
    byId: new Map(all.map((row) => [row.id, row])),
  }
}

/** A source whose few entries are already in memory. */
function inMemorySource(name: string, entries: SitemapEntry[]): SitemapSource {
  return {
    name,
    count: entries.length,
    maxPathBytes: Math.max(0, ...entries.map((entry) => byteLength(entry.path))),
    lastmod: latest(entries.map((entry) => entry.lastmod)),
    async *entries(offset, limit) {
      const batch = entries.slice(offset, offset + limit)
      if (batch.length) yield batch
    },
  }
}

/**
 * Category pages as the site links them: a top-level category at /categories/{slug}, a subcategory
 * under its parent at /categories/{parent}/{slug} (the only shapes the category routes accept).
 */
function categoryPages({ visible, byId }: Categories): SitemapEntry[] {
  return visible.flatMap((row) => {
    if (row.parentId === null) {
      return [{ path: paths.category(encodeSegment(row.seoSlug)), lastmod: row.updatedAt }]
    }
    const parent = byId.get(row.parentId)
    if (!parent) return []
    return [
      {
        path: paths.category(encodeSegment(parent.seoSlug), encodeSegment(row.seoSlug)),
        lastmod: row.updatedAt,
      },
    ]
  })
}

/** The guide list of each subcategory, /shopping-guides/{subcategorySlug}. */
function guideCategoryPages({ visible }: Categories): SitemapEntry[] {
  return visible
    .filter((row) => row.parentId !== null)
    .map((row) => ({ path: paths.guides(encodeSegment(row.seoSlug)), lastmod: row.updatedAt }))
}

/**
 * Published guides, at /shopping-guides/{their category}/{slug} (the guide route checks that pair);
 * a guide without a category or in the hidden subtree has no public page.
 */
async function guidesSource(hidden: number[]): Promise<SitemapSource> {
  const sql = db()
  const where = sql`p._status = 'published' and p.slug is not null and p.slug <> ''
    and not (p.category_id = any(${hidden}::int[]))`
  const [summary] = await sql<{ count: number; maxPathBytes: number; lastmod: Date | null }[]>`
    select count(*)::int as count,
      coalesce(max(${encodedLength('c.seo_slug')} + ${encodedLength('p.slug')}), 0)::int as "maxPathBytes",
      max(p.updated_at) as lastmod
    from posts p join post_categories c on c.id = p.category_id where ${where}`
  return {
    name: 'guides',
    count: summary!.count,
    maxPathBytes: byteLength(paths.guide('', '')) + summary!.maxPathBytes,
    lastmod: iso(summary!.lastmod),
    async *entries(offset, limit) {
      const rows = sql<
        { slug: string; categorySlug: string; updatedAt: Date; languages: string[] }[]
      >`
        select p.slug, c.seo_slug as "categorySlug", p.updated_at as "updatedAt",
          array(select l._locale::text from posts_locales l
            where l._parent_id = p.id and l.title is not null) as languages
        from posts p join post_categories c on c.id = p.category_id where ${where}
        order by p.id offset ${offset} limit ${limit}`
      for await (const batch of rows.cursor(BATCH_ROWS)) {
        yield batch.map((row) => ({
          path: paths.guide(encodeSegment(row.categorySlug), encodeSegment(row.slug)),
          lastmod: iso(row.updatedAt),
          languages: row.languages,
        }))
      }
    },
  }
}

/**
 * The documents of `table` that `where` keeps, each at `pathOf(slug)`, read in id order from a
 * cursor as the files are written.
 */
async function slugSource(
  name: string,
  table: 'stores' | 'products' | 'product_groups',
  where: Fragment,
  pathOf: (slug: string) => string,
): Promise<SitemapSource> {
  const sql = db()
  const [summary] = await sql<{ count: number; maxPathBytes: number; lastmod: Date | null }[]>`
    select count(*)::int as count, coalesce(max(${encodedLength('slug')}), 0)::int as "maxPathBytes",
      max(updated_at) as lastmod
    from ${sql(table)} where ${where}`
  return {
    name,
    count: summary!.count,
    maxPathBytes: byteLength(pathOf('')) + summary!.maxPathBytes,
    lastmod: iso(summary!.lastmod),
    async *entries(offset, limit) {
      const rows = sql<{ slug: string; updatedAt: Date }[]>`
        select slug, updated_at as "updatedAt" from ${sql(table)} where ${where}
        order by id offset ${offset} limit ${limit}`
      for await (const batch of rows.cursor(BATCH_ROWS)) {
        yield batch.map((row) => ({
          path: pathOf(encodeSegment(row.slug)),
          lastmod: iso(row.updatedAt),
        }))
      }
    },
  }
}

/**
 * Published stores, at /stores/{slug}, but for those filed under hidden categories alone (they have no
 * public page); an all-digit slug is refused by the store route, so left out.
 */
function storesSource(closed: number[]): Promise<SitemapSource> {
  const sql = db()
  const where = sql`_status = 'published' and slug is not null and slug <> '' and slug !~ '^[0-9]+$'
    and ${openStore(sql, 'id', closed)}`
  return slugSource('stores', 'stores', where, paths.store)
}

/** Published products, at /products/{slug}, but for those filed under a hidden category (no public page). */
function productsSource(hidden: number[]): Promise<SitemapSource> {
  const sql = db()
  const where = sql`_status = 'published' and slug is not null and slug <> ''
    and ${outsideHidden(sql, 'category_id', hidden)}`
  return slugSource('products', 'products', where, paths.product)
}

/** Product groups, at /groups/{slug}, but for those filed under a hidden category (no public page). */
function groupsSource(hidden: number[]): Promise<SitemapSource> {
  const sql = db()
  const where = sql`slug is not null and slug <> '' and ${outsideHidden(sql, 'category_id', hidden)}`
  return slugSource('groups', 'product_groups', where, paths.group)
}

/**
 * Everything a language sitemap lists, in the order the files list it: categories, guide lists,
 * guides, stores, products, product groups. The same for every language (slugs are not translated);
 * only the prefix differs.
 */
export async function sitemapSources(): Promise<SitemapSource[]> {
  const [categories, closed] = await Promise.all([loadCategories(), closedStoreIds()])
  const [guides, stores, products, groups] = await Promise.all([
    guidesSource(categories.hidden),
    storesSource(closed),
    productsSource(categories.hidden),
    groupsSource(categories.hidden),
  ])
  return [
    inMemorySource('categories', categoryPages(categories)),
    inMemorySource('guide categories', guideCategoryPages(categories)),
    guides,
    stores,
    products,
    groups,
  ]
}

/**
 * The pages that are not documents: home, the lists, the deals, imprint and privacy (search results
 * are not worth indexing). Each one's last change is that of what it shows; the deals change daily.
 */
export async function staticPages(): Promise<SitemapEntry[]> {
  const sql = db()
  const [categories, closed] = await Promise.all([loadCategories(), closedStoreIds()])
  const [row] = await sql<
    Record<'home' | 'guides' | 'stores' | 'imprint' | 'privacy', Date | null>[]
  >`
    select
      (select max(updated_at) from home) as home,
      (select max(updated_at) from posts where _status = 'published'
         and not (category_id = any(${categories.hidden}::int[]))) as guides,
      (select max(updated_at) from stores where _status = 'published'
         and ${openStore(sql, 'id', closed)}) as stores,
      (select max(updated_at) from imprint) as imprint,
      (select max(updated_at) from privacy) as privacy`
  return [
    { path: paths.home(), lastmod: iso(row!.home) },
    { path: paths.categories(), lastmod: latest(categories.visible.map((c) => c.updatedAt)) },
    { path: paths.guides(), lastmod: iso(row!.guides) },
    { path: paths.stores(), lastmod: iso(row!.stores) },
    { path: paths.deals(), lastmod: new Date().toISOString().slice(0, 10) },
    { path: paths.imprint(), lastmod: iso(row!.imprint) },
    { path: paths.privacy(), lastmod: iso(row!.privacy) },
  ]
}
