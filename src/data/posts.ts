/** Published shopping guides, read with one SQL query per page. */
import type { Sql } from 'postgres'

import { defaultLocale, type LocaleCode } from '@/i18n/locales'
import { paths } from '@/i18n/paths'
import { db } from '@/lib/db'
import { matches } from '@/data/search/search'
import { metaDescription, metaTitle } from '@/lib/seo'

import { EXCLUDED_CATEGORY_ID } from '@/config/constants'

import {
  allCategories,
  ancestry,
  categoryName,
  hiddenCategoryIds,
  subtreeIds,
  withDescendants,
  type CategoryRow,
} from './categories'
import { cached } from '@/cache'
import { memo } from './memo'
import { richTextToHtml } from './richText'
import { richTextRefs } from './richTextRefs'
import {
  categoryRefs,
  imageJson,
  outsideHidden,
  seoColumns,
  seoOverrides,
  type Fragment,
  type SeoRow,
} from './sql'
import { pageOf, type Image, type Page, type PostDetail, type PostSummary } from './types'

export interface PostFilters {
  lang: LocaleCode
  page: number
  limit: number
  /** Guides in any of these categories. */
  categoryIds?: number[] | null
  /** Guides in these categories, or in any category below one of them, are left out. */
  excludedCategoryIds: number[]
  q?: string
  sort?: 'newest' | 'oldest' | 'title'
}

const WORDS_PER_MINUTE = 200

interface PostRow {
  id: number
  title: string | null
  slug: string | null
  excerpt: string | null
  categoryId: number | null
  publishedAt: Date | null
  updatedAt: Date
  words: number | null
  heroImage: Image | null
}

/** The columns of a guide card; `p` is the post, `l`/`e` its row in `lang` and in English. */
const cardColumns = (sql: Sql, lang: LocaleCode) =>
  sql`
    p.id, coalesce(l.title, e.title) as title, p.slug, coalesce(l.excerpt, e.excerpt) as excerpt,
    p.category_id as "categoryId", p.published_at as "publishedAt", p.updated_at as "updatedAt",
    (select sum(cardinality(regexp_split_to_array(btrim(t #>> '{}'), '\\s+')))::int
       from jsonb_path_query(coalesce(l.content, e.content), 'strict $.**.text') t) as words,
    ${imageJson(sql, 'p.hero_image_id', lang)} as "heroImage"`

const localeJoins = (sql: Sql, lang: LocaleCode) =>
  sql`
    left join posts_locales l on l._parent_id = p.id and l._locale = ${lang}
    left join posts_locales e on e._parent_id = p.id and e._locale = ${defaultLocale}`

async function summary(row: PostRow, lang: LocaleCode): Promise<PostSummary> {
  const [category] = await categoryRefs([row.categoryId], lang)
  return {
    id: row.id,
    title: row.title ?? '',
    slug: row.slug ?? String(row.id),
    excerpt: row.excerpt,
    category: category ?? null,
    heroImage: row.heroImage,
    publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
    updatedAt: new Date(row.updatedAt).toISOString(),
    readingTimeMinutes: Math.max(1, Math.ceil((row.words ?? 0) / WORDS_PER_MINUTE)),
  }
}

/** The card rows of the published guides in `wanted` (src/data/sql.ts), in its order. */
export const postCardRows = (sql: Sql, wanted: Fragment, lang: LocaleCode) =>
  sql<PostRow[]>`
    select ${cardColumns(sql, lang)}
    from ${wanted} join posts p on p.id = wanted.id ${localeJoins(sql, lang)}
    where p._status = 'published'
    order by wanted.position`

/** Guide cards from their rows (postCardRows). */
export const postSummaries = (rows: readonly PostRow[], lang: LocaleCode) =>
  Promise.all(rows.map((row) => summary(row, lang)))

/** A page of published guides. */
async function loadPostPage(filters: PostFilters): Promise<Page<PostSummary>> {
  const sql = db()
  const { lang, page, limit, categoryIds } = filters
  // Leaving out a category leaves out its subcategories: the hidden category's whole subtree by default.
  const excluded = filters.excludedCategoryIds.length
    ? subtreeIds(await allCategories(), filters.excludedCategoryIds)
    : []
  const conditions = [sql`p._status = 'published'`]
  if (categoryIds) conditions.push(sql`p.category_id = any(${categoryIds}::int[])`)
  if (excluded.length > 0) {
    conditions.push(sql`(p.category_id is null or p.category_id <> all(${excluded}::int[]))`)
  }
  if (filters.q) conditions.push(matches('guide', 'p.id', filters.q, lang))
  const where = conditions.reduce((all, condition) => sql`${all} and ${condition}`)
  const order =
    filters.sort === 'oldest'
      ? sql`p.published_at asc nulls last, p.id asc`
      : filters.sort === 'title'
        ? sql`coalesce(l.title, e.title) asc, p.id asc`
        : sql`p.published_at desc nulls last, p.id desc`
  const countKey = JSON.stringify(['posts', lang, categoryIds, excluded, filters.q])
  const [rows, totalDocs] = await Promise.all([
    sql<PostRow[]>`
        select ${cardColumns(sql, lang)} from posts p ${localeJoins(sql, lang)}
        where ${where} order by ${order}
        limit ${limit} offset ${(page - 1) * limit}`,
    memo('posts', countKey, async () => {
      const [{ count }] = await sql<{ count: number }[]>`
          select count(*)::int as count from posts p where ${where}`
      return count
    }),
  ])
  return pageOf(await Promise.all(rows.map((row) => summary(row, lang))), totalDocs, page, limit)
}

/**
 * One published guide with its body as Lexical JSON and as HTML, SEO texts and breadcrumbs; none for a
 * guide in the hidden category's subtree, which has no public page.
 */
async function loadPost(id: number, lang: LocaleCode): Promise<PostDetail | null> {
  const sql = db()
  const hidden = await hiddenCategoryIds()
  const [row] = await sql<
    (PostRow &
      SeoRow & {
        content: unknown
        languages: LocaleCode[]
      })[]
  >`
      select ${cardColumns(sql, lang)}, coalesce(l.content, e.content) as content,
        array(select t._locale::text from posts_locales t
          where t._parent_id = p.id and t.title is not null) as languages,
        ${seoColumns(sql, lang)}
      from posts p ${localeJoins(sql, lang)}
      where p.id = ${id} and p._status = 'published' and ${outsideHidden(sql, 'p.category_id', hidden)}`
  if (!row) return null
  const card = await summary(row, lang)
  const seo = seoOverrides(row)
  const trail = row.categoryId === null ? [] : await ancestry(row.categoryId)
  return {
    ...card,
    content: row.content ?? null,
    languages: row.languages,
    html: richTextToHtml(row.content, {
      locale: lang,
      refs: await richTextRefs(row.content, lang),
    }),
    meta: {
      title: seo.title ?? metaTitle(card.title, lang, 'guide'),
      description: seo.description ?? metaDescription(card.excerpt),
      image: seo.image ?? card.heroImage,
    },
    breadcrumbs: trail.map((category, index) => ({
      id: category.id,
      seoSlug: category.seoSlug,
      name: categoryName(category, lang),
      url: paths.category(...trail.slice(0, index + 1).map((c) => c.seoSlug)),
    })),
  }
}

/** A page of published guides (kept briefly in memory; see memo.ts). */
/** Guides per page of the public guides lists. */
const GUIDES_PAGE_SIZE = 12

/** A page of the public guides list: of everything, or of one category and its subcategories. */
export async function guidesPage(
  lang: LocaleCode,
  page: number,
  category?: CategoryRow,
): Promise<Page<PostSummary>> {
  return listPosts({
    lang,
    page: Math.max(1, Math.min(page, 10_000)),
    limit: GUIDES_PAGE_SIZE,
    categoryIds: category ? await withDescendants(category) : null,
    excludedCategoryIds: [EXCLUDED_CATEGORY_ID],
  })
}

export function listPosts(filters: PostFilters) {
  return memo('posts', `list:${JSON.stringify(filters)}`, () => loadPostPage(filters))
}

/** One published guide (kept briefly in memory; see memo.ts). */
export function getPost(id: number, lang: LocaleCode) {
  return memo('posts', `one:${id}:${lang}`, () => loadPost(id, lang), [`post:${id}`])
}

/** The published guide with this slug: its id and category. */
export function findPostBySlug(
  slug: string,
): Promise<{ id: number; categoryId: number | null } | null> {
  return cached(
    `posts:slug:${slug}`,
    ['posts', `post:${slug}`],
    async () => {
      const [row] = await db()<{ id: number; categoryId: number | null }[]>`
      select id, category_id as "categoryId" from posts where slug = ${slug} and _status = 'published'`
      return row ?? null
    },
    'next',
  )
}
