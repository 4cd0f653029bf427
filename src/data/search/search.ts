/**
 * Search over the published stores, products, guides and categories of one language, in PostgreSQL
 * (the tables and triggers are made by the baseline migration, the functions are in
 * src/search/sql/).
 *
 * A query is ranked in two steps: candidates are the most popular full-text matches plus the names
 * that start with the query (so an exact name is never lost among thousands of matches), then they
 * are ordered by exact and prefix name match, full-text rank (names weigh more than descriptions),
 * popularity and availability in the shopper's country.
 */
import type { Fragment, PendingQuery, Row, Sql } from 'postgres'

import { hiddenCategoryIds } from '@/data/categories'
import { closedStoreIds } from '@/data/closedStores'
import { liveOffer } from '@/data/sql'
import type { LocaleCode } from '@/i18n/locales'
import { db, searchDb } from '@/lib/db'

export const SEARCH_KINDS = ['store', 'product', 'guide', 'category'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** Longest query searched; the page truncates longer ones, the endpoints refuse them. */
export const MAX_QUERY_LENGTH = 200
/** Counts stop here ("1,000+"): counting 20 000 matches exactly costs more than the results. */
export const MAX_COUNT = 1000
/**
 * Most popular full-text matches ranked in full, and names starting with the query: fewer for the
 * results overview's handful per section, more for a section's own pages, whose order should hold
 * from page to page (deeper pages read further). Suggestions have their own: search_suggest().
 */
const CANDIDATES = { overview: 50, pages: 200 }
const NAME_CANDIDATES = { overview: 20, pages: 50 }

export interface SearchRequest {
  q: string
  lang: LocaleCode
  /** Stores serving it and products offered in it rank higher. */
  country?: string
}

export interface SearchHit {
  id: number
  name: string
  slug: string | null
  /** Guides: their category, for the URL. */
  categoryId: number | null
}

export interface RankedPage {
  hits: SearchHit[]
  /** Matches, counted up to MAX_COUNT. */
  total: number
  /** Whether `total` stopped at MAX_COUNT. */
  capped: boolean
}

/** Whitespace and control characters folded, cut at MAX_QUERY_LENGTH. */
export function cleanQuery(raw: string): string {
  return raw
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether a query has anything to search for (a letter or digit). */
export const searchable = (q: string) => /[\p{L}\p{N}]/u.test(q)

/** The partition of this kind, named so the planner needs no run-time pruning. */
function partition(sql: Sql, kind: SearchKind) {
  return sql(
    kind === 'store' || kind === 'product' ? `search_documents_${kind}` : 'search_documents_other',
  )
}

/**
 * Kind-specific columns of a hit, whether it is available in the shopper's country, and the filter
 * that leaves out what is not public (`hidden`: the hidden category and all below it; `closed`:
 * closedStoreIds()): search_hidden_ids() (src/search/sql/query.sql) names those
 * documents, and a NOT IN over it is one small hash per statement rather than a look-up per match.
 */
function kindParts(
  sql: Sql,
  kind: SearchKind,
  lang: LocaleCode,
  country: string | undefined,
  { hidden, closed }: { hidden: number[]; closed: number[] },
) {
  // The hit's name in the shopper's language (the document holds the English one), and a column of
  // the document's own row.
  const localizedName = (table: string, column: string) =>
    sql`coalesce((select l.${sql(column)} from ${sql(table)} l
      where l._locale = ${lang} and l._parent_id = d.doc_id), d.name)`
  const own = (table: string, column: string) =>
    sql`(select x.${sql(column)} from ${sql(table)} x where x.id = d.doc_id)`
  const plain = {
    available: sql`false`,
    filter: sql`and d.doc_id not in (
      select x.id from search_hidden_ids(${kind}, ${hidden}::int[], ${closed}::int[]) as x(id))`,
  }
  switch (kind) {
    case 'store':
      return {
        ...plain,
        name: sql`d.name`,
        slug: own('stores', 'slug'),
        categoryId: sql`null::int`,
        // Serving the country, or everywhere (no countries listed).
        available: country
          ? sql`coalesce((select bool_or(c.value = ${country}) from stores_countries c
              where c.parent_id = d.doc_id), true)`
          : sql`false`,
      }
    case 'product':
      return {
        ...plain,
        name: localizedName('products_locales', 'name'),
        slug: own('products', 'slug'),
        categoryId: sql`null::int`,
        // Offered there by a public store: a draft store's offer does not count. (A scalar subquery:
        // as EXISTS, the planner may hash every offer of the country instead of reading the hits'.)
        available: country
          ? sql`coalesce((select bool_or(o.country = ${country} and ${liveOffer(sql, 'o', closed)})
              from products_offers o where o._parent_id = d.doc_id), false)`
          : sql`false`,
      }
    case 'guide':
      return {
        ...plain,
        name: localizedName('posts_locales', 'title'),
        slug: own('posts', 'slug'),
        categoryId: own('posts', 'category_id'),
      }
    case 'category':
      return {
        ...plain,
        name: localizedName('post_categories_locales', 'name'),
        slug: own('post_categories', 'seo_slug'),
        categoryId: own('post_categories', 'parent_id'),
        // A category is hidden by its own id: no look-up needed.
        filter: sql`and d.doc_id <> all(${hidden}::int[])`,
      }
  }
}

/** A query made ready once for several searches: its tsquery and its normalized text. */
export interface PreparedQuery extends SearchRequest {
  /** null: nothing to search for. */
  tsquery: string | null
  key: string
}

const isPrepared = (request: SearchRequest | PreparedQuery): request is PreparedQuery =>
  'tsquery' in request

/** Builds the query's tsquery (stems, typo alternatives) and normalized text, in one round trip. */
export async function prepare(request: SearchRequest, sql = searchDb()): Promise<PreparedQuery> {
  const q = cleanQuery(request.q).slice(0, MAX_QUERY_LENGTH)
  if (!searchable(q)) return { ...request, q, tsquery: null, key: '' }
  const [row] = await sql<{ tsquery: string | null; key: string }[]>`
    select search_query(${request.lang}, ${q})::text as tsquery, search_normalize(${q}) as key`
  return { ...request, q, tsquery: row!.tsquery || null, key: row!.key }
}

/** The lexemes a tsquery searches for (stems, corrected words), for highlighting. */
export const termsOf = (tsquery: string | null): string[] => [
  ...new Set([...(tsquery ?? '').matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1]!)),
]

/** One page of the ranked matches of one kind, with their count. */
export async function searchKind(
  kind: SearchKind,
  request: SearchRequest | PreparedQuery,
  page = 1,
  limit = 10,
  options: SearchOptions = {},
): Promise<RankedPage> {
  return (await rankedPage(kind, request, page, limit, options)).ranked
}

/**
 * Rows read for the ranked matches in the same statement (the results page's cards: one round trip
 * instead of two): a query over `wanted`, a relation of the matches' `id` and `position`.
 */
export type RowsOf<T extends Row> = (sql: Sql, wanted: Fragment) => PendingQuery<T[]>

/** searchKind(), with `rows` of the page's matches (its cards) read in the same statement. */
export async function searchKindWith<T extends Row>(
  kind: SearchKind,
  request: SearchRequest | PreparedQuery,
  page: number,
  limit: number,
  rows: RowsOf<T>,
  options: SearchOptions = {},
): Promise<{ ranked: RankedPage; rows: T[] }> {
  const { ranked, rows: read } = await rankedPage(kind, request, page, limit, options, rows)
  return { ranked, rows: read ?? [] }
}

interface SearchOptions {
  /** The results overview's few per section: fewer candidates ranked. */
  overview?: boolean
  /** A connection of the search pool (src/search/warm.ts); any by default. */
  sql?: Sql
}

type RankedRow = SearchHit & { total: number | null }

async function rankedPage<T extends Row>(
  kind: SearchKind,
  request: SearchRequest | PreparedQuery,
  page: number,
  limit: number,
  options: SearchOptions,
  rowsOf?: RowsOf<T>,
): Promise<{ ranked: RankedPage; rows?: T[] }> {
  const { overview = false, sql = searchDb() } = options
  const query = isPrepared(request) ? request : await prepare(request, sql)
  if (!query.tsquery) return { ranked: { hits: [], total: 0, capped: false }, rows: [] }
  const { lang } = query
  const [hidden, closed] = await Promise.all([hiddenCategoryIds(), closedStoreIds()])
  const parts = kindParts(sql, kind, lang, query.country, { hidden, closed })
  const scope = sql`d.kind = ${kind} ${parts.filter}`
  const table = partition(sql, kind)
  const depth = overview ? 'overview' : 'pages'
  const pool = Math.max(CANDIDATES[depth], page * limit)
  // The tsquery behind a scalar subquery: the planner cannot guess how many rows it matches and
  // asks the GIN index. (As a constant it weighed common words from the statistics and read the table
  // in order instead, which was fast for them but cost a full scan whenever the guess was wrong.)
  const tsq = sql`(select ${query.tsquery}::tsquery)`
  const key = sql`${query.key}::text`
  const byName = sql`d.name_key >= ${key} and d.name_key < ${key} || chr(1114111)`

  // The matches are counted (up to MAX_COUNT + 1) and the full-text candidates taken from the same
  // scan of the indexes: one bitmap of a common word's 30 000 matches instead of two. Bulk loads write
  // the documents most popular first, so the index's first matches are the most popular.
  const together = pool <= MAX_COUNT
  const found = (where: Fragment, limit: Fragment = sql`${MAX_COUNT + 1}`) => sql`
    select d.doc_id, d.vector @@ ${tsq} as text from ${table} d
    where ${scope} and (d.vector @@ ${tsq} or ${byName}) ${where} limit ${limit}`
  // Stores and products: their most popular fifth (the head, with indexes of its own) first, its
  // matches the first candidates. When it alone holds more than MAX_COUNT matches, the count stops
  // there; only otherwise is the whole index asked for the rest (migrations/…_search_head.ts): a
  // brand's 21 000 products cost a fifth of their bitmap.
  const headed = kind === 'store' || kind === 'product'
  const matched = !together
    ? sql`matched as (
        select d.doc_id from ${table} d where ${scope} and d.vector @@ ${tsq} limit ${pool})`
    : headed
      ? sql`head as materialized (${found(sql`and d.head`)}),
        rest as materialized (${found(
          sql`and not d.head`,
          sql`greatest(0, ${MAX_COUNT + 1} - (select count(*) from head))`,
        )}),
        found as ((select * from head) union all (select * from rest)),
        matched as (select doc_id from found where text limit ${pool})`
      : sql`found as materialized (${found(sql``)}),
        matched as (select doc_id from found where text limit ${pool})`
  const ranked = sql<RankedRow[]>`
    with ${matched},
    candidates as (
      (select doc_id from matched)
      union
      (select d.doc_id from ${table} d where ${scope} and ${byName} order by d.name_key limit ${NAME_CANDIDATES[depth]})
    ),
    hits as (
      select d.doc_id, d.popularity, d.vector, shown.name, search_normalize(shown.name) as key
      from candidates c join ${table} d on d.kind = ${kind} and d.doc_id = c.doc_id
      -- offset 0: the localized name is read once per candidate, not once per use.
      cross join lateral (select ${parts.name} as name offset 0) shown
    )
    select d.doc_id as id, d.name, ${parts.slug} as slug, ${parts.categoryId} as "categoryId",
      ${together ? sql`(select count(*)::int from found)` : sql`null::int`} as total
    from hits d
    order by search_score(d.key, ${key}, d.vector, ${tsq}, d.popularity, ${parts.available}) desc,
      d.popularity desc, d.doc_id
    limit ${limit} offset ${(page - 1) * limit}`
  const count = () => sql<{ total: number }[]>`
    select count(*)::int as total from (
      select 1 from ${table} d where ${scope} and (d.vector @@ ${tsq} or ${byName})
      limit ${MAX_COUNT + 1}) matches`
  // With rows of the matches: the ranked matches as JSON beside them (one row without any when none).
  const read = rowsOf
    ? sql<(T & { ranked: RankedRow[] })[]>`
        with ranked as materialized (select r.*, row_number() over () as position from (${ranked}) r)
        select w.*, h.ranked
        from (select coalesce(json_agg(r order by r.position), '[]') as ranked from ranked r) h
        left join (${rowsOf(sql, sql`ranked wanted`)}) w on true`.then((rows) => ({
        ranked: rows[0]!.ranked,
        rows: rows.filter((row) => row.id !== null),
      }))
    : ranked.then((rows) => ({ ranked: rows, rows: undefined }))
  const [{ ranked: rows, rows: matchRows }, counted] = await Promise.all([
    read,
    together ? null : count(),
  ])
  let total = counted ? counted[0]!.total : rows.length
  if (together) {
    // A page past the last result has no row to carry the count.
    total = rows[0]?.total ?? (page > 1 ? (await count())[0]!.total : 0)
  }
  const hits = rows.map(({ id, name, slug, categoryId }) => ({ id, name, slug, categoryId }))
  return {
    ranked: { hits, total: Math.min(total, MAX_COUNT), capped: total > MAX_COUNT },
    rows: matchRows,
  }
}

/**
 * "Did you mean": the query with each typo (a word search_query() reads as one: four letters or more,
 * no name's word starting with it, nothing matching it) replaced by the closest name's word, or null.
 */
export async function correction(
  q: string,
  lang: LocaleCode,
  sql = searchDb(),
): Promise<string | null> {
  const cleaned = cleanQuery(q).slice(0, MAX_QUERY_LENGTH)
  if (!searchable(cleaned)) return null
  const [row] = await sql<{ correction: string | null }[]>`
    select search_correction(${lang}, ${cleaned}) as correction`
  return row?.correction ?? null
}

/**
 * `column` is the id of a document of `kind` that matches `q` in `lang`: the /api lists' `q` filter,
 * the same matching as the search page.
 */
export function matches(kind: SearchKind, column: string, q: string, lang: LocaleCode) {
  const sql = db()
  const table = partition(sql, kind)
  const key = sql`(select search_normalize(${q}))`
  return sql`${sql.unsafe(column)} in (
    select d.doc_id from ${table} d where d.kind = ${kind}
      and (d.vector @@ (select search_query(${lang}, ${q}))
        or (d.name_key >= ${key} and d.name_key < ${key} || chr(1114111))))`
}
