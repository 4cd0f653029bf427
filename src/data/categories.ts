import { cache as perRender } from 'react'

import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { defaultLocale, type LocaleCode } from '@/i18n/locales'
import { db } from '@/lib/db'

import { tagged } from './cache'
import type { CategoryNode } from './types'

export interface CategoryRow {
  id: number
  parentId: number | null
  seoSlug: string
  primary: boolean
  sortOrder: number
  names: Partial<Record<LocaleCode, string>>
}

interface CategoryCache {
  loaded: Promise<readonly CategoryRow[]> | null
  at: number
  trees?: Map<LocaleCode, Promise<CategoryNode[]>>
}

/**
 * The whole category tree (about 80 rows) stays in memory: every list filter resolves categories here.
 * The collection's hooks drop it on any change; a minute's age limit covers other server instances.
 * It lives on globalThis because Next may load this module more than once in one process.
 */
const cache: CategoryCache = ((
  globalThis as { __categoryCache?: CategoryCache }
).__categoryCache ??= { loaded: null, at: 0 })
const MAX_AGE_MS = 60_000

export function invalidateCategories(): void {
  cache.loaded = null
  cache.trees?.clear()
}

/**
 * Every category with its names in every language (tagged `categories` for the pages using it), once
 * per page render (React's `cache`): a search page asks for it per result. Every caller shares the
 * memo below, frozen.
 */
export const allCategories: () => Promise<readonly CategoryRow[]> = perRender(
  (): Promise<readonly CategoryRow[]> =>
    tagged('categories:all', ['categories'], loadedCategories, { kept: true }),
)

function loadedCategories(): Promise<readonly CategoryRow[]> {
  if (!cache.loaded || Date.now() - cache.at > MAX_AGE_MS) {
    cache.at = Date.now()
    cache.loaded = db()<CategoryRow[]>`
      select c.id, c.parent_id as "parentId", c.seo_slug as "seoSlug", coalesce(c."primary", false) as "primary",
             coalesce(c.sort_order, 0)::float8 as "sortOrder", json_object_agg(l._locale, l.name) as names
      from post_categories c join post_categories_locales l on l._parent_id = c.id
      group by c.id`.then((rows) =>
      Object.freeze(rows.map((row) => Object.freeze({ ...row, names: Object.freeze(row.names) }))),
    )
    cache.loaded.catch(() => invalidateCategories())
  }
  return cache.loaded
}

export const categoryName = (row: CategoryRow, lang: LocaleCode): string =>
  row.names[lang] ?? row.names[defaultLocale] ?? row.seoSlug

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

/** The category and everything below it: a parent category's lists include its subcategories. */
export async function withDescendants(root: CategoryRow): Promise<number[]> {
  const rows = await allCategories()
  const ids = [root.id]
  for (let index = 0; index < ids.length; index++) {
    for (const row of rows) if (row.parentId === ids[index]) ids.push(row.id)
  }
  return ids
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
  return tagged(`categories:tree:${lang}`, ['categories'], () => treeInProcess(lang), {
    kept: true,
  })
}

function treeInProcess(lang: LocaleCode): Promise<CategoryNode[]> {
  const trees = (cache.trees ??= new Map())
  if (!cache.loaded || Date.now() - cache.at > MAX_AGE_MS) trees.clear()
  let tree = trees.get(lang)
  if (!tree) {
    tree = buildTree(lang)
    trees.set(lang, tree)
    tree.catch(() => trees.delete(lang))
  }
  return tree
}

async function buildTree(lang: LocaleCode): Promise<CategoryNode[]> {
  const rows = (await allCategories())
    .filter((row) => row.id !== EXCLUDED_CATEGORY_ID)
    .sort(byOrder)
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
