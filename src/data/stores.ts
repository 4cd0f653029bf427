/** Published stores, read with one SQL query per page (the Local API costs ten times more here). */
import type { Sql } from 'postgres'

import { defaultLocale, type LocaleCode } from '@/i18n/locales'
import { db } from '@/lib/db'
import { safeHref } from '@/lib/safeUrl'
import { metaDescription, metaTitle } from '@/lib/seo'

import { matches } from '@/data/search/search'

import { hiddenCategoryIds } from './categories'
import { closedStoreIds } from './closedStores'
import { kept, memo } from './memo'
import {
  categoryRefs,
  imageJson,
  openStore,
  seoColumns,
  seoOverrides,
  toNumber,
  wantedIds,
  type Fragment,
  type SeoRow,
} from './sql'
import { pageOf, type Image, type Page, type StoreDetail, type StoreSummary } from './types'

export interface StoreFilters {
  lang: LocaleCode
  page: number
  limit: number
  /** Stores serving this country, plus those that serve everywhere. */
  country?: string
  /** Stores in any of these categories. */
  categoryIds?: number[] | null
  featured?: boolean
  ids?: number[]
  q?: string
  sort?: 'popular' | 'name'
}

interface StoreRow {
  id: number
  name: string
  slug: string
  website: string | null
  featured: boolean
  shortDescription: string | null
  countries: string[]
  categories: number[]
  logo: Image | null
}

const webOnly = (value: string | null | undefined) => safeHref(value) ?? null

export async function storeSummaries(
  rows: readonly StoreRow[],
  lang: LocaleCode,
): Promise<StoreSummary[]> {
  // A public store may also be filed under a hidden category: its card does not name that one.
  const hidden = new Set(await hiddenCategoryIds())
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      logo: row.logo,
      shortDescription: row.shortDescription,
      website: webOnly(row.website),
      categories: await categoryRefs(
        row.categories.filter((id) => !hidden.has(id)),
        lang,
      ),
      countries: row.countries,
      featured: row.featured,
    })),
  )
}

/** The columns of a store card; `s` is the store, `l`/`e` its row in `lang` and in English. */
const cardColumns = (sql: Sql, lang: LocaleCode) =>
  sql`
    s.id, s.name, s.slug, s.website, coalesce(s.featured, false) as featured,
    coalesce(l.short_description, e.short_description) as "shortDescription",
    array(select c.value::text from stores_countries c where c.parent_id = s.id order by c."order") as countries,
    array(select r.post_categories_id from stores_rels r
          where r.parent_id = s.id and r.path = 'categories' order by r."order") as categories,
    ${imageJson(sql, 's.logo_id', lang)} as logo`

const localeJoins = (sql: Sql, lang: LocaleCode) =>
  sql`
    left join stores_locales l on l._parent_id = s.id and l._locale = ${lang}
    left join stores_locales e on e._parent_id = s.id and e._locale = ${defaultLocale}`

/**
 * Which stores a list holds, in its order: public (published, not closed) and the caller's filters.
 * `pageWhere` is for walking the display order, `countWhere` for counting (see below).
 */
async function storeQuery(filters: StoreFilters) {
  const sql = db()
  const { lang, categoryIds } = filters
  const closed = await closedStoreIds()
  const conditions = [sql`s._status = 'published'`, openStore(sql, 's.id', closed)]
  if (categoryIds) {
    conditions.push(sql`exists (select 1 from stores_rels r where r.parent_id = s.id
        and r.path = 'categories' and r.post_categories_id = any(${categoryIds}::int[]))`)
  }
  if (filters.featured !== undefined)
    conditions.push(sql`coalesce(s.featured, false) = ${filters.featured}`)
  if (filters.ids) conditions.push(sql`s.id = any(${filters.ids}::int[])`)
  if (filters.q) conditions.push(matches('store', 's.id', filters.q, lang))
  const where = conditions.reduce((all, condition) => sql`${all} and ${condition}`)
  // Serving the country or everywhere. Said twice on purpose: walking the display order, a probe per
  // store stops after the page (4 ms for the first page of 60 000); counting, the hashed form reads
  // each country row once (the probe form would take twice as long). PostgreSQL hashes the whole
  // subquery for the first form whatever the limit: 60 ms for any page.
  const [pageWhere, countWhere] = filters.country
    ? [
        sql`${where} and coalesce((select bool_or(c.value = ${filters.country})
            from stores_countries c where c.parent_id = s.id), true)`,
        sql`${where} and (not exists (select 1 from stores_countries c where c.parent_id = s.id)
            or exists (select 1 from stores_countries c
              where c.parent_id = s.id and c.value = ${filters.country}))`,
      ]
    : [where, where]
  const order =
    filters.sort === 'name'
      ? sql`s.name asc, s.id asc`
      : sql`s.popularity desc nulls last, s.id asc`
  return { sql, pageWhere, countWhere, order }
}

/**
 * The ids of a list without a text query or an id filter, in display order. Kept, so that each of its
 * pages is a slice and its total the length: a deep page walked thousands of stores, each checked for
 * the country (6 ms for page 50 of a country), and integrators and crawlers ask for every page.
 * Reading the whole order once costs about ten such walks (60 ms for a country's 27 000 stores).
 */
function storeOrder(filters: StoreFilters): Promise<Int32Array> {
  const key = JSON.stringify([filters.country, filters.categoryIds, filters.featured, filters.sort])
  return kept('stores', `order:${key}`, async () => {
    const { sql, countWhere, order } = await storeQuery(filters)
    const [{ ids }] = await sql<{ ids: number[] }[]>`
      select array(select s.id from stores s where ${countWhere} order by ${order}) as ids`
    return Int32Array.from(ids)
  })
}

/** A page of public stores: published, and not filed under hidden categories alone. */
async function loadStorePage(filters: StoreFilters): Promise<Page<StoreSummary>> {
  const { lang, page, limit, categoryIds } = filters
  const offset = (page - 1) * limit
  if (!filters.q && !filters.ids) {
    const order = await storeOrder(filters)
    const ids = Array.from(order.subarray(offset, offset + limit))
    return pageOf(await storeCards(ids, lang), order.length, page, limit)
  }
  const { sql, pageWhere, countWhere, order } = await storeQuery(filters)

  const countKey = JSON.stringify([
    'stores',
    filters.country,
    categoryIds,
    filters.featured,
    filters.ids,
    filters.q,
  ])
  // First the page's ids, walking an index in display order; then the cards of just those stores.
  const [ids, totalDocs] = await Promise.all([
    sql<{ id: number }[]>`
        select s.id from stores s where ${pageWhere}
        order by ${order} limit ${limit} offset ${offset}`.then((rows) =>
      rows.map((row) => row.id),
    ),
    memo('stores', countKey, async () => {
      const [{ count }] = await sql<{ count: number }[]>`
          select count(*)::int as count from stores s where ${countWhere}`
      return count
    }),
  ])
  return pageOf(await storeCards(ids, lang), totalDocs, page, limit)
}

/**
 * The name and slug of the first `limit` stores of a list, without counting it: the store filter's
 * choices (kept briefly in memory; see memo.ts).
 */
export function storeChoices(filters: Omit<StoreFilters, 'page'>) {
  return memo('stores', `choices:${JSON.stringify(filters)}`, async () => {
    const { sql, pageWhere, order } = await storeQuery({ ...filters, page: 1 })
    return sql<{ slug: string; name: string }[]>`
      select s.slug, s.name from stores s where ${pageWhere} order by ${order} limit ${filters.limit}`
  })
}

/** The card rows of the stores in `wanted` (src/data/sql.ts), in its order: storeSummaries() makes the cards. */
export const storeCardRows = (sql: Sql, wanted: Fragment, lang: LocaleCode) =>
  sql<StoreRow[]>`
    select ${cardColumns(sql, lang)}
    from ${wanted} join stores s on s.id = wanted.id ${localeJoins(sql, lang)}
    order by wanted.position`

/** The cards of these stores, in this order. */
export async function storeCards(ids: number[], lang: LocaleCode): Promise<StoreSummary[]> {
  if (ids.length === 0) return []
  const sql = db()
  return storeSummaries(await storeCardRows(sql, wantedIds(sql, ids), lang), lang)
}

/** The store serves the country: it names it, or it names none (it serves everywhere). */
export function servesCountry(store: Pick<StoreSummary, 'countries'>, country: string): boolean {
  return store.countries.length === 0 || store.countries.includes(country)
}

export interface RelatedStoreQuery {
  lang: LocaleCode
  /** The store whose page it is: never its own neighbour. */
  storeId: number
  /** Stores filed under any of these categories. */
  categoryIds: number[]
  /** Stores serving this country (or everywhere) come first. */
  country: string
  limit: number
}

/**
 * Public stores filed under any of the categories, other than the store itself: those serving the
 * country first, then the others, each by popularity. One statement, starting from the categories'
 * stores (`stores_rels_post_categories_id_idx`), never from all of them.
 */
async function loadRelatedStores(query: RelatedStoreQuery): Promise<StoreSummary[]> {
  const { lang, storeId, categoryIds, country, limit } = query
  if (categoryIds.length === 0) return []
  const sql = db()
  const closed = await closedStoreIds()
  const wanted = sql`(
    select s.id, row_number() over (
        order by coalesce((select bool_or(c.value = ${country}) from stores_countries c
          where c.parent_id = s.id), true) desc, s.popularity desc nulls last, s.id asc) as position
    from stores s
    where s.id in (select r.parent_id from stores_rels r
        where r.path = 'categories' and r.post_categories_id = any(${categoryIds}::int[]))
      and s.id <> ${storeId} and s._status = 'published' and ${openStore(sql, 's.id', closed)}
    order by position limit ${limit}) wanted`
  return storeSummaries(await storeCardRows(sql, wanted, lang), lang)
}

/** Stores related to a store by category (kept briefly in memory; see memo.ts). */
export function listRelatedStores(query: RelatedStoreQuery) {
  return memo('stores', `related:${JSON.stringify(query)}`, () => loadRelatedStores(query))
}

/** The id of the public store (published, not hidden) an id or slug names. */
export async function findStoreId(reference: string): Promise<number | null> {
  const sql = db()
  const match = /^\d{1,9}$/.test(reference)
    ? sql`id = ${Number(reference)}`
    : sql`slug = ${reference}`
  const closed = await closedStoreIds()
  const [row] = await sql<{ id: number }[]>`
    select id from stores where ${match} and _status = 'published' and ${openStore(sql, 'id', closed)}`
  return row?.id ?? null
}

/**
 * One public store (published, not filed under hidden categories alone) by id or slug, with
 * description, locations and SEO texts.
 */
async function loadStore(id: string, lang: LocaleCode): Promise<StoreDetail | null> {
  const sql = db()
  const match = /^\d{1,9}$/.test(id) ? sql`s.id = ${Number(id)}` : sql`s.slug = ${id}`
  const closed = await closedStoreIds()
  const [row] = await sql<
    (StoreRow &
      SeoRow & {
        description: string | null
        affiliateUrl: string | null
        updatedAt: Date
        locations: {
          name: string | null
          address: string
          postalCode: string | null
          city: string
          country: string
          latitude: string | null
          longitude: string | null
        }[]
      })[]
  >`
      select ${cardColumns(sql, lang)},
        coalesce(l.description, e.description) as description,
        s.affiliate_url as "affiliateUrl", s.updated_at as "updatedAt",
        ${seoColumns(sql, lang)},
        coalesce((
          select json_agg(json_build_object(
            'name', coalesce(ll.name, le.name), 'address', loc.address, 'postalCode', loc.postal_code,
            'city', loc.city, 'country', loc.country, 'latitude', loc.latitude, 'longitude', loc.longitude
          ) order by loc._order)
          from stores_locations loc
          left join stores_locations_locales ll on ll._parent_id = loc.id and ll._locale = ${lang}
          left join stores_locations_locales le on le._parent_id = loc.id and le._locale = ${defaultLocale}
          where loc._parent_id = s.id), '[]') as locations
      from stores s ${localeJoins(sql, lang)}
      where ${match} and s._status = 'published' and ${openStore(sql, 's.id', closed)}`
  if (!row) return null
  const [summary] = await storeSummaries([row], lang)
  const seo = seoOverrides(row)
  return {
    ...summary!,
    description: row.description,
    visitUrl: webOnly(row.affiliateUrl) ?? webOnly(row.website),
    locations: row.locations.map((location) => ({
      ...location,
      latitude: toNumber(location.latitude),
      longitude: toNumber(location.longitude),
    })),
    meta: {
      title: seo.title ?? metaTitle(row.name, lang, 'store'),
      description: seo.description ?? metaDescription(row.shortDescription, row.description),
      image: seo.image ?? summary!.logo,
    },
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
}

/** A page of published stores (kept briefly in memory; see memo.ts). */
export function listStores(filters: StoreFilters) {
  return memo('stores', `list:${JSON.stringify(filters)}`, () => loadStorePage(filters))
}

/** One published store by id or slug (kept briefly in memory; see memo.ts). */
export function getStore(id: string, lang: LocaleCode) {
  return memo('stores', `one:${id}:${lang}`, () => loadStore(id, lang), [`store:${id}`])
}
