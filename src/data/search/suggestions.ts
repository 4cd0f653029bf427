/**
 * Suggestions as you type: the best few stores, products, categories and guides for a query, ranked
 * in the database by search_suggest() (src/search/sql/suggest.sql, given the ids of what is not
 * public) in one statement.
 */
import { allCategories, hiddenCategoryIds, type CategoryRow } from '@/data/categories'
import { closedStoreIds } from '@/data/closedStores'
import type { LocaleCode } from '@/i18n/locales'
import { localized, paths } from '@/i18n/paths'
import { searchDb } from '@/lib/db'

import {
  cleanQuery,
  MAX_QUERY_LENGTH,
  searchable,
  termsOf,
  type SearchHit,
  type SearchKind,
} from './search'

export const MAX_SUGGESTIONS = 8
/** How many of each kind make the first cut; free places go to the kinds with more matches. */
const QUOTA: Record<SearchKind, number> = { store: 3, product: 3, category: 1, guide: 1 }
const ORDER: SearchKind[] = ['store', 'product', 'category', 'guide']

export interface Suggestion {
  type: SearchKind
  id: number
  name: string
  url: string
}

export interface Suggestions {
  query: string
  /** Stems and corrected words the query matched, for highlighting. */
  terms: string[]
  items: Suggestion[]
}

/** The public path of a search hit (unprefixed); null when it has none. */
export function hitPath(
  kind: SearchKind,
  hit: SearchHit,
  categories: readonly CategoryRow[],
): string | null {
  if (!hit.slug) return null
  switch (kind) {
    case 'store':
      return paths.store(hit.slug)
    case 'product':
      return paths.product(hit.slug)
    case 'guide': {
      const category = categories.find((row) => row.id === hit.categoryId)
      return category ? paths.guide(category.seoSlug, hit.slug) : null
    }
    case 'category': {
      const parent = categories.find((row) => row.id === hit.categoryId)
      return parent ? paths.category(parent.seoSlug, hit.slug) : paths.category(hit.slug)
    }
  }
}

/** The best MAX_SUGGESTIONS of each kind, best first, and the tsquery they matched. */
export async function suggestionHits(
  q: string,
  lang: LocaleCode,
  country?: string,
  sql = searchDb(),
): Promise<{ tsquery: string | null; hits: Record<SearchKind, SearchHit[]> }> {
  const hits: Record<SearchKind, SearchHit[]> = { store: [], product: [], category: [], guide: [] }
  const cleaned = cleanQuery(q).slice(0, MAX_QUERY_LENGTH)
  if (!searchable(cleaned)) return { tsquery: null, hits }
  // Nothing that is not public is suggested (search_suggest leaves it out).
  const [hidden, closed] = await Promise.all([hiddenCategoryIds(), closedStoreIds()])
  const rows = await sql<
    {
      kind: SearchKind
      id: number
      name: string
      slug: string | null
      categoryId: number | null
      query: string
    }[]
  >`select kind, id, name, slug, category_id as "categoryId", query
    from search_suggest(${lang}, ${cleaned}, ${country ?? null}, ${hidden}::int[], ${closed}::int[])`
  for (const { kind, id, name, slug, categoryId } of rows) {
    hits[kind].push({ id, name, slug, categoryId })
  }
  return { tsquery: rows[0]?.query ?? null, hits }
}

export async function suggest(q: string, lang: LocaleCode, country?: string): Promise<Suggestions> {
  const { tsquery, hits } = await suggestionHits(q, lang, country)
  const lists = ORDER.map((kind) => ({ kind, hits: [...hits[kind]] }))
  const chosen: { kind: SearchKind; hit: SearchHit }[] = []
  for (const list of lists) {
    for (const hit of list.hits.splice(0, QUOTA[list.kind])) chosen.push({ kind: list.kind, hit })
  }
  for (const list of lists) {
    while (chosen.length < MAX_SUGGESTIONS && list.hits.length > 0) {
      chosen.push({ kind: list.kind, hit: list.hits.shift()! })
    }
  }
  chosen.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind))
  // Guides' and categories' paths need the category tree; stores' and products' do not.
  const categories = chosen.some(({ kind }) => kind === 'guide' || kind === 'category')
    ? await allCategories()
    : []
  const items: Suggestion[] = []
  for (const { kind, hit } of chosen) {
    const path = hitPath(kind, hit, categories)
    if (path) items.push({ type: kind, id: hit.id, name: hit.name, url: localized(lang, path) })
  }
  return { query: q, terms: termsOf(tsquery), items }
}
