import { cache as perRender } from 'react'

import { cached } from '@/cache'
import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { defaultLocale, type LocaleCode } from '@/i18n/locales'
import { db } from '@/lib/db'

import type { CategoryNode } from './types'

export interface CategoryRow {
  id: number
  parentId: number | null
  seoSlug: string
  primary: boolean
  sortOrder: number
  names: Partial<Record<LocaleCode, string>>
  /** ISO 8601; null where the category never recorded a change (the sitemaps' lastmod). */
  updatedAt: string | null
}

interface CategorySplit {
  hidden: number[]
  visible: readonly CategoryRow[]
}

/** The hidden subtree and the other categories, worked out once per load of the rows. */
const splits = new WeakMap<readonly CategoryRow[], CategorySplit>()

/**
 * Every category with its names in every language (tagged `categories` for the pages using it), once
 * per page render (React's `cache`): a search page asks for it per result. Every caller shares the
 * memo below, frozen.
 */
export const allCategories: () => Promise<readonly CategoryRow[]> = perRender(
  (): Promise<readonly CategoryRow[]> => cached('categories:all', ['categories'], loadRows, 'tags'),
)

/** The rows from this process's layer, without a data-cache tag (see `hiddenCategoryIds`). */
const loadedCategories = (): Promise<readonly CategoryRow[]> =>
  cached('categories:all', ['categories'], loadRows, 'process')

async function loadRows(): Promise<readonly CategoryRow[]> {
  const rows = await db()<(Omit<CategoryRow, 'updatedAt'> & { updatedAt: Date | null })[]>`
    select c.id, c.parent_id as "parentId", c.seo_slug as "seoSlug", coalesce(c."primary", false) as "primary",
           coalesce(c.sort_order, 0)::float8 as "sortOrder", json_object_agg(l._locale, l.name) as names,
           c.updated_at as "updatedAt"
    from post_categories c join post_categories_locales l on l._parent_id = c.id
    group by c.id`
  return Object.freeze(
    rows.map((row) =>
      Object.freeze({
        ...row,
        names: Object.freeze(row.names),
        updatedAt: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
      }),
    ),
  )
}

export const categoryName = (row: CategoryRow, lang: LocaleCode): string =>
  row.names[lang] ?? row.names[defaultLocale] ?? row.seoSlug

export interface FooterCategory {
  id: number
  seoSlug: string
  name: string
}

/** The primary categories the footer links, in their order (at most eight). */
export async function footerCategories(lang: LocaleCode): Promise<FooterCategory[]> {
  return (await visibleCategories())
    .filter((row) => row.primary)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .slice(0, 8)
    .map((row) => ({ id: row.id, seoSlug: row.seoSlug, name: categoryName(row, lang) }))
}

const byOrder = (a: CategoryRow, b: CategoryRow) =>
  Number(b.primary) - Number(a.primary) ||
  a.sortOrder - b.sortOrder ||
  a.seoSlug.localeCompare(b.seoSlug)

/** The category an id or seoSlug names. */
export async function findCategory(reference: string): Promise<CategoryRow | null> {
  const rows = await allCategories()
  const found = /^\d+$/.test(reference)
    ? rows.find((row) => row.id === Number(reference))
    : rows.find((row) => row.seoSlug === reference)
  return found ?? null
}

/** `roots` and every category below them through the `parent` links (a parent cycle ends the walk). */
export function subtreeIds(rows: readonly CategoryRow[], roots: readonly number[]): number[] {
  const children = new Map<number, number[]>()
  for (const row of rows) {
    if (row.parentId === null) continue
    const siblings = children.get(row.parentId)
    if (siblings) siblings.push(row.id)
    else children.set(row.parentId, [row.id])
  }
  const ids = new Set(roots)
  // A Set visits what is added while it is iterated: this walks down level by level.
  for (const id of ids) for (const child of children.get(id) ?? []) ids.add(child)
  return [...ids]
}

/** The category and everything below it: a parent category's lists include its subcategories. */
export async function withDescendants(root: CategoryRow): Promise<number[]> {
  return subtreeIds(await allCategories(), [root.id])
}

/**
 * The hidden category and everything below it, and every other category: the one place that decides
 * what is hidden. Worked out once per load of the category rows, so the read paths pass the ids to
 * SQL as one `int[]` instead of walking the tree per row.
 */
function categorySplit(rows: readonly CategoryRow[]): CategorySplit {
  let split = splits.get(rows)
  if (!split) {
    const hidden = subtreeIds(rows, [EXCLUDED_CATEGORY_ID]).sort((a, b) => a - b)
    const hiddenSet = new Set(hidden)
    split = Object.freeze({
      hidden: Object.freeze(hidden) as number[],
      visible: Object.freeze(rows.filter((row) => !hiddenSet.has(row.id))),
    })
    splits.set(rows, split)
  }
  return split
}

/**
 * Ids of the hidden category and of every category below it (sorted; shared, never to be changed):
 * their guides, products and categories have no public page, list, sitemap entry or search result,
 * and neither has a store filed under them alone. Read from this process's category cache without a
 * data-cache tag (the suggestions ask for it on every keystroke): the cached answers built with it
 * carry the `categories` tag themselves (memo.ts).
 */
export async function hiddenCategoryIds(): Promise<number[]> {
  return categorySplit(await loadedCategories()).hidden
}

/** Every category outside the hidden subtree: the ones with a public page (tagged `categories`). */
export async function visibleCategories(): Promise<readonly CategoryRow[]> {
  return categorySplit(await allCategories()).visible
}

/** The path from the root category down to `id`. */
export async function ancestry(id: number): Promise<CategoryRow[]> {
  const rows = await allCategories()
  const path: CategoryRow[] = []
  for (let row = rows.find((r) => r.id === id); row && path.length < 20;) {
    path.unshift(row)
    const parentId = row.parentId
    row = parentId === null ? undefined : rows.find((r) => r.id === parentId)
  }
  return path
}

/** The category tree in one language, built once per change (the same object while it is valid). */
export function categoryTree(lang: LocaleCode): Promise<CategoryNode[]> {
  return cached(`categories:tree:${lang}`, ['categories'], () => buildTree(lang), 'tags')
}

async function buildTree(lang: LocaleCode): Promise<CategoryNode[]> {
  const rows = [...(await visibleCategories())].sort(byOrder)
  const build = (parentId: number | null, depth: number): CategoryNode[] =>
    depth > 20
      ? []
      : rows
          .filter((row) => row.parentId === parentId)
          .map((row) => ({
            id: row.id,
            name: categoryName(row, lang),
            seoSlug: row.seoSlug,
            primary: row.primary,
            subcategories: build(row.id, depth + 1),
          }))
  return build(null, 0)
}
