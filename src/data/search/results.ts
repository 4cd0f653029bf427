/**
 * What the results page (`/search?q=`) searches: every section's first few matches with their counts
 * ("All search results"), or one section's page (`&type=stores&page=2`), and the "did you mean".
 * The page renders it; the connections' warm-up (src/search/warm.ts) and `npm run bench -- search`
 * run the same statements.
 */
import type { Row, Sql } from 'postgres'

import { closedStoreIds } from '@/data/closedStores'
import { postCardRows, postSummaries } from '@/data/posts'
import { productCardRows, productSummaries } from '@/data/products'
import { storeCardRows, storeSummaries } from '@/data/stores'
import type { PostSummary, ProductSummary, StoreSummary } from '@/data/types'
import type { LocaleCode } from '@/i18n/locales'
import { searchDb } from '@/lib/db'

import {
  cleanQuery,
  correction,
  MAX_QUERY_LENGTH,
  prepare,
  searchKind,
  searchKindWith,
  type PreparedQuery,
  type RankedPage,
  type RowsOf,
} from './search'

/**
 * The sections in display order, by their `?type=` name, and how many of each the overview shows
 * (two rows of cards on a wide screen; "View all" pages through the rest).
 */
export const SECTIONS = [
  { type: 'stores', kind: 'store', title: 'search.stores', preview: 6 },
  { type: 'products', kind: 'product', title: 'search.products', preview: 6 },
  { type: 'guides', kind: 'guide', title: 'search.guides', preview: 3 },
  { type: 'categories', kind: 'category', title: 'search.categories', preview: 12 },
] as const
export type Section = (typeof SECTIONS)[number]

/** Results on a section's own pages. */
export const PAGE_SIZE = 24
/** Deepest page served (ranking reads the matches before it). */
const MAX_PAGE = 1000

export interface ResultsRequest {
  /** As typed: cleaned and cut to MAX_QUERY_LENGTH here. */
  q: string
  lang: LocaleCode
  country: string
  /** One section's pages (`?type=`); the overview of all when absent or unknown. */
  type?: string
  page?: number
}

export interface Results {
  /** The query searched (cleaned, cut). */
  q: string
  /** Whether the query was longer than MAX_QUERY_LENGTH (the page says it was cut). */
  cut: boolean
  query: PreparedQuery
  /** The section asked for, if one. */
  only: Section | undefined
  page: number
  sections: SectionResults[]
  /** "Did you mean …?" */
  suggestion: string | null
}

/** A section's matches, and the cards of stores, products and guides (categories show their names). */
export type SectionResults = { section: Section; ranked: RankedPage } & (
  | { kind: 'store'; cards: StoreSummary[] }
  | { kind: 'product'; cards: ProductSummary[] }
  | { kind: 'guide'; cards: PostSummary[] }
  | { kind: 'category'; cards: null }
)

/** One section's page of matches with their cards, read in the same statement. */
async function sectionResults(
  section: Section,
  query: PreparedQuery & { country: string },
  page: number,
  limit: number,
  options: { overview: boolean; sql: Sql },
): Promise<SectionResults> {
  const { lang, country } = query
  // The section's matches and the rows of their cards in one statement, then the cards.
  const withCards = async <T extends Row, C>(
    rowsOf: RowsOf<T>,
    cardsOf: (rows: T[], lang: LocaleCode) => Promise<C[]>,
  ) => {
    const { ranked, rows } = await searchKindWith(section.kind, query, page, limit, rowsOf, options)
    return { section, ranked, cards: await cardsOf(rows, lang) }
  }
  switch (section.kind) {
    case 'store':
      return {
        kind: 'store',
        ...(await withCards((sql, wanted) => storeCardRows(sql, wanted, lang), storeSummaries)),
      }
    case 'product': {
      // Prices from public stores' offers only (src/data/sql.ts liveOffer).
      const closed = await closedStoreIds()
      return {
        kind: 'product',
        ...(await withCards(
          (sql, wanted) => productCardRows(sql, wanted, lang, country, undefined, closed),
          productSummaries,
        )),
      }
    }
    case 'guide':
      return {
        kind: 'guide',
        ...(await withCards((sql, wanted) => postCardRows(sql, wanted, lang), postSummaries)),
      }
    case 'category': {
      const ranked = await searchKind('category', query, page, limit, options)
      return { section, ranked, kind: 'category', cards: null }
    }
  }
}

export async function searchResults(request: ResultsRequest, sql = searchDb()): Promise<Results> {
  const cleaned = cleanQuery(request.q)
  const q = cleaned.slice(0, MAX_QUERY_LENGTH)
  const only = SECTIONS.find((section) => section.type === request.type)
  const page = Math.min(Math.max(Math.trunc(request.page ?? 1) || 1, 1), MAX_PAGE)
  const { country } = request
  const query = { ...(await prepare({ q, lang: request.lang, country }, sql)), country }
  const [sections, suggestion] = query.tsquery
    ? await Promise.all([
        Promise.all(
          (only ? [only] : SECTIONS).map((section) =>
            only
              ? sectionResults(section, query, page, PAGE_SIZE, { overview: false, sql })
              : sectionResults(section, query, 1, section.preview, { overview: true, sql }),
          ),
        ),
        correction(q, request.lang, sql),
      ])
    : [[], null]
  return { q, cut: cleaned.length > MAX_QUERY_LENGTH, query, only, page, sections, suggestion }
}
