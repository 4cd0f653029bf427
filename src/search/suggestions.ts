/** Suggestions as you type: the best few stores, products, categories and guides for a query. */
import { allCategories } from '@/data/categories'
import type { LocaleCode } from '@/i18n/locales'
import { localized, paths } from '@/i18n/paths'

import { prepare, searchKind, termsOf, type SearchHit, type SearchKind } from './search'

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
export async function hitPath(kind: SearchKind, hit: SearchHit): Promise<string | null> {
  if (!hit.slug) return null
  switch (kind) {
    case 'store':
      return paths.store(hit.slug)
    case 'product':
      // Products have no page of their own yet: their search leads to the full results.
      return `${paths.search()}?${new URLSearchParams({ q: hit.name, type: 'products' })}`
    case 'guide': {
      const category = (await allCategories()).find((row) => row.id === hit.categoryId)
      return category ? paths.guide(category.seoSlug, hit.slug) : null
    }
    case 'category': {
      const parent = (await allCategories()).find((row) => row.id === hit.categoryId)
      return parent ? paths.category(parent.seoSlug, hit.slug) : paths.category(hit.slug)
    }
  }
}

export async function suggest(q: string, lang: LocaleCode, country?: string): Promise<Suggestions> {
  const query = await prepare({ q, lang, country })
  const pages = await Promise.all(
    ORDER.map((kind) => searchKind(kind, query, 1, MAX_SUGGESTIONS, false)),
  )
  const lists = ORDER.map((kind, index) => ({ kind, hits: [...pages[index]!.hits] }))
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
  const items = await Promise.all(
    chosen.slice(0, MAX_SUGGESTIONS).map(async ({ kind, hit }) => {
      const path = await hitPath(kind, hit)
      return path ? { type: kind, id: hit.id, name: hit.name, url: localized(lang, path) } : null
    }),
  )
  return { query: q, terms: termsOf(query), items: items.filter((item) => item !== null) }
}
