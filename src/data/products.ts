/** Products and product groups, read with two SQL queries per page. */
import type { Sql } from 'postgres'

import { DEFAULT_COUNTRY } from '@/config/constants'
import { defaultLocale, type LocaleCode } from '@/i18n/locales'
import { db, primaryDb } from '@/lib/db'
import { dailySeries, dealOf } from '@/prices/history'
import { matches } from '@/data/search/search'

import { ancestry, categoryName, hiddenCategoryIds } from './categories'
import { closedStoreIds } from './closedStores'
import { memo, offersTags, productOffersTag } from './memo'
import {
  categoryRefs,
  containsPattern,
  hiddenProductIds,
  publicProduct,
  imageJson,
  liveOffer,
  outsideHidden,
  seoColumns,
  seoOverrides,
  toNumber,
  wantedIds,
  type Fragment,
  type SeoRow,
} from './sql'
import {
  pageOf,
  type Image,
  type Page,
  type PriceHistory,
  type ProductDetail,
  type ProductGroupDetail,
  type ProductGroupSummary,
  type ProductOffer,
  type ProductSummary,
  type StoreProductSummary,
} from './types'

export interface ProductFilters {
  lang: LocaleCode
  page: number
  limit: number
  /** Offers for this country: the price shown, and only products offered there. */
  country?: string
  categoryIds?: number[] | null
  /** Only products offered by this store. */
  storeId?: number | null
  /** A product group's products, in the group's order. */
  groupId?: number | null
  ids?: number[]
  q?: string
  sort?: 'popular' | 'price_asc' | 'price_desc' | 'newest' | 'discount'
  /** Only the products that are a deal in the country (src/prices). */
  deals?: boolean
  /** Only these brands. */
  brands?: string[] | null
  /**
   * Only the products whose lowest price in the country (the default country when none is given) is
   * at least `minPrice` and at most `maxPrice`, in the country's currency.
   */
  minPrice?: number | null
  maxPrice?: number | null
  /**
   * A shelf (the home page's, a category's, a product's similar ones): the first products without
   * the count of the whole list, which no shelf shows and which costs more than the page (a large
   * category's products offered in a country: 87 ms at full scale). `totalDocs` is what it holds.
   */
  shelf?: boolean
}

export interface GroupFilters {
  lang: LocaleCode
  page: number
  limit: number
  categoryIds?: number[] | null
  ids?: number[]
  q?: string
}

/** The id of the product group an id or slug names; none for a group filed under a hidden category. */
export async function findGroupId(reference: string): Promise<number | null> {
  const sql = db()
  const match = /^\d{1,9}$/.test(reference)
    ? sql`id = ${Number(reference)}`
    : sql`slug = ${reference}`
  const hidden = await hiddenCategoryIds()
  const [row] = await sql<{ id: number }[]>`
    select id from product_groups where ${match} and ${outsideHidden(sql, 'category_id', hidden)}`
  return row?.id ?? null
}

/**
 * The products with a recorded lowest price in `country`, as `h` (price_history), filtered by
 * `where` (products `p`) — or, without other conditions, only kept out of the hidden category, so
 * the statement stays on price_history's index.
 */
const pricedProducts = (
  sql: Sql,
  conditions: Fragment[],
  where: Fragment,
  hidden: number[],
  country: string,
): Fragment =>
  conditions.length === 0
    ? sql`price_history h where h.country = ${country} and h.price is not null
        and h.product_id not in ${hiddenProductIds(sql, hidden)}`
    : sql`price_history h join products p on p.id = h.product_id
        where h.country = ${country} and h.price is not null and ${where}`

/**
 * Ids of the page of products, in order. By price, the order is each product's lowest price in the
 * country as price_history records it (src/prices: the public stores' cheapest offer, recorded after
 * each edit): one range of its `(country, price)` index from either end, where aggregating the
 * country's hundreds of thousands of offers took 80 ms a page. The price range filter and the deals
 * read the same rows, so every list orders by the same price. `conditions` are the caller's filters;
 * `where` adds to them that the product is not hidden.
 */
async function pageIds(
  query: ProductFilters,
  conditions: Fragment[],
  where: Fragment,
  hidden: number[],
  priceCountry: string,
  groupId: number | null,
  offset: number,
  limit: number,
): Promise<number[]> {
  const sql = db()

  if (groupId !== null) {
    const rows = await sql<{ id: number }[]>`
      select p.id from product_groups_rels r join products p on p.id = r.products_id
      where r.parent_id = ${groupId} and r.path = 'products' and ${where}
      order by r."order" asc, r.id asc limit ${limit} offset ${offset}`
    return rows.map((row) => row.id)
  }
  if (query.sort === 'price_asc' || query.sort === 'price_desc') {
    const direction = query.sort === 'price_desc' ? sql`desc` : sql`asc`
    const rows = await sql<{ id: number }[]>`
      select h.product_id as id from ${pricedProducts(sql, conditions, where, hidden, priceCountry)}
      order by h.price ${direction}, h.product_id asc limit ${limit} offset ${offset}`
    return rows.map((row) => row.id)
  }
  const order =
    query.sort === 'newest'
      ? sql`p.created_at desc, p.id desc`
      : sql`p.popularity desc nulls last, p.id asc` // both orders have an index of their own
  const rows = await sql<{ id: number }[]>`
    select p.id from products p where ${where} order by ${order} limit ${limit} offset ${offset}`
  return rows.map((row) => row.id)
}

interface ProductRow {
  id: number
  name: string | null
  slug: string
  brand: string | null
  gtin: string | null
  mpn: string | null
  categoryId: number | null
  image: Image | null
  amount: string | null
  currency: string | null
  offerCount: number
  reference: string | null
}

/**
 * The card rows of the products in `wanted` (src/data/sql.ts), in its order: productSummaries() makes
 * the cards. Price and offer count come from the public stores' offers only (`closed`:
 * closedStoreIds()).
 */
export const productCardRows = (
  sql: Sql,
  wanted: Fragment,
  lang: LocaleCode,
  priceCountry: string,
  countryFilter: string | undefined,
  closed: number[],
) => sql<ProductRow[]>`
    select p.id, coalesce(l.name, e.name) as name, p.slug, p.brand, p.gtin, p.mpn,
      p.category_id as "categoryId",
      ${imageJson(sql, 'img.media_id', lang)} as image,
      price.price as amount, price.currency::text as currency, history.reference,
      (select count(*) from products_offers o where o._parent_id = p.id and ${liveOffer(sql, 'o', closed)}
        ${countryFilter ? sql`and o.country = ${countryFilter}` : sql``})::int as "offerCount"
    from ${wanted}
    join products p on p.id = wanted.id
    left join products_locales l on l._parent_id = p.id and l._locale = ${lang}
    left join products_locales e on e._parent_id = p.id and e._locale = ${defaultLocale}
    left join lateral (select r.media_id from products_rels r
      where r.parent_id = p.id and r.path = 'images' order by r."order" limit 1) img on true
    left join lateral (select o.price, o.currency from products_offers o
      where o._parent_id = p.id and o.country = ${priceCountry} and ${liveOffer(sql, 'o', closed)}
      order by o.price limit 1) price on true
    left join lateral (select h.reference
      from price_history h where h.product_id = p.id and h.country = ${priceCountry}) history on true
    order by wanted.position`

/** Product cards from their rows (productCardRows). */
export async function productSummaries(
  rows: readonly ProductRow[],
  lang: LocaleCode,
): Promise<ProductSummary[]> {
  const categories = await categoryRefs(
    rows.map((row) => row.categoryId),
    lang,
  )
  const byId = new Map(categories.map((category) => [category.id, category]))
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? row.slug,
    slug: row.slug,
    brand: row.brand,
    gtin: row.gtin,
    mpn: row.mpn,
    image: row.image,
    category: (row.categoryId !== null && byId.get(row.categoryId)) || null,
    price: row.amount === null ? null : { amount: toNumber(row.amount)!, currency: row.currency! },
    offerCount: row.offerCount,
    deal: dealOf(toNumber(row.amount), toNumber(row.reference), row.currency ?? ''),
  }))
}

export async function productCards(
  ids: number[],
  lang: LocaleCode,
  priceCountry: string,
  countryFilter: string | undefined,
): Promise<ProductSummary[]> {
  if (ids.length === 0) return []
  const sql = db()
  const closed = await closedStoreIds()
  return productSummaries(
    await productCardRows(sql, wantedIds(sql, ids), lang, priceCountry, countryFilter, closed),
    lang,
  )
}

/** A page of product groups. */
async function loadGroupPage(query: GroupFilters): Promise<Page<ProductGroupSummary>> {
  const sql = db()
  const { lang, page, limit } = query
  const hidden = await hiddenCategoryIds()
  // A group filed under a hidden category is not listed, and counts no hidden product.
  const conditions: Fragment[] = [outsideHidden(sql, 'g.category_id', hidden)]
  if (query.categoryIds) conditions.push(sql`g.category_id = any(${query.categoryIds}::int[])`)
  if (query.ids) conditions.push(sql`g.id = any(${query.ids}::int[])`)
  if (query.q) {
    conditions.push(sql`exists (select 1 from product_groups_locales gl where gl._parent_id = g.id
      and gl.name ilike ${containsPattern(query.q)})`)
  }
  const where = conditions.reduce((all, condition) => sql`${all} and ${condition}`)
  const rows = await sql<(ProductGroupSummary & { categoryId: number | null; total: number })[]>`
    select g.id, coalesce(l.name, e.name) as name, g.slug, coalesce(l.description, e.description) as description,
      g.category_id as "categoryId", count(*) over ()::int as total,
      (select count(*) from product_groups_rels r join products p on p.id = r.products_id
        where r.parent_id = g.id and r.path = 'products'
          and ${publicProduct(sql, 'p', hidden)})::int as "productCount"
    from product_groups g
    left join product_groups_locales l on l._parent_id = g.id and l._locale = ${lang}
    left join product_groups_locales e on e._parent_id = g.id and e._locale = ${defaultLocale}
    where ${where} order by g.category_id nulls first, g.id limit ${limit} offset ${(page - 1) * limit}`
  const docs = await Promise.all(
    rows.map(async ({ categoryId, total: _total, ...group }) => ({
      ...group,
      category: (await categoryRefs([categoryId], lang))[0] ?? null,
    })),
  )
  const totalDocs =
    rows[0]?.total ??
    (
      await sql<
        { count: number }[]
      >`select count(*)::int as count from product_groups g where ${where}`
    )[0]!.count
  return pageOf(docs, totalDocs, page, limit)
}

/**
 * The deals of a country (src/prices): the rows of price_history whose price is below their reference,
 * read from its partial index by discount, or ordered by price, popularity or age for the deals page's
 * other orders. `where` filters the deals' products (p). `others`: the products that are not a deal
 * (filtered by `othersWhere`), most popular first, for sort=discount after the deals.
 */
function dealPages(
  query: ProductFilters,
  where: Fragment,
  othersWhere: Fragment,
  country: string,
  /** Set when `where` says no more than "not under a hidden category": the products are not read. */
  onlyHidden: number[] | null,
) {
  const sql = db()
  // Without other filters, the deals are one range of their partial index: counted and paged there,
  // the hidden category's few products left out by id (66 ms → 2 ms for a country's 10 000 deals).
  const from = onlyHidden
    ? sql`price_history h`
    : sql`price_history h join products p on p.id = h.product_id`
  const kept = onlyHidden ? sql`h.product_id not in ${hiddenProductIds(sql, onlyHidden)}` : where
  const byHistory = query.sort === 'price_asc' || query.sort === 'price_desc'
  const order =
    query.sort === 'price_asc'
      ? sql`h.price asc, h.product_id asc`
      : query.sort === 'price_desc'
        ? sql`h.price desc, h.product_id asc`
        : query.sort === 'popular'
          ? sql`p.popularity desc nulls last, h.product_id asc`
          : query.sort === 'newest'
            ? sql`p.created_at desc, h.product_id desc`
            : // The discount as the badge shows it (the column is dealOf's), then the bigger saving.
              sql`h.discount desc, h.reference - h.price desc,
                coalesce(l.name, e.name) asc, h.product_id asc`
  const byDiscount = !byHistory && query.sort !== 'popular' && query.sort !== 'newest'
  const named = byDiscount
    ? sql`left join products_locales l on l._parent_id = p.id and l._locale = ${query.lang}
        left join products_locales e on e._parent_id = p.id and e._locale = ${defaultLocale}`
    : sql``
  // The deals' partial indexes are on this predicate (dealOf's rule: any price below the reference).
  const deal = sql`h.country = ${country} and h.price < h.reference`
  return {
    count: async () => {
      const [{ count }] = await sql<{ count: number }[]>`
        select count(*)::int as count from ${from} where ${deal} and ${kept}`
      return count
    },
    ids: async (offset: number, limit: number) => {
      const rows = await sql<{ id: number }[]>`
        select h.product_id as id from ${byHistory ? from : sql`price_history h join products p on p.id = h.product_id`}
        ${named}
        where ${deal} and ${byHistory ? kept : where} order by ${order} limit ${limit} offset ${offset}`
      return rows.map((row) => row.id)
    },
    others: async (offset: number, limit: number) => {
      const rows = await sql<{ id: number }[]>`
        select p.id from products p
        where ${othersWhere} and not exists (select 1 from price_history h
          where h.product_id = p.id and ${deal})
        order by p.popularity desc nulls last, p.id asc limit ${limit} offset ${offset}`
      return rows.map((row) => row.id)
    },
  }
}

/** A page of products, or of one product group's products. */
async function loadProductPage(query: ProductFilters): Promise<Page<ProductSummary>> {
  const sql = db()
  const { lang, page, limit } = query
  const priceCountry = query.country ?? DEFAULT_COUNTRY
  const categoryIds = query.categoryIds ?? null
  const storeId = query.storeId ?? null
  // A group's products in the group's own order, or in another as any list's.
  const inGroupOrder = !query.sort && !query.deals
  const groupId = inGroupOrder ? (query.groupId ?? null) : null
  const byPrice = query.sort === 'price_asc' || query.sort === 'price_desc'
  const [hidden, closed] = await Promise.all([hiddenCategoryIds(), closedStoreIds()])
  const conditions: Fragment[] = []
  // Sorting by price lists the products with a recorded price in the country (the default country
  // when none is given): pricedProducts() says so without the offers.
  const offerCountry = query.country ?? (byPrice ? priceCountry : undefined)
  const minPrice = query.minPrice ?? null
  const maxPrice = query.maxPrice ?? null
  // A price in a range is a price in the country: no need to check the offers again either.
  const priced = minPrice !== null || maxPrice !== null
  const offered =
    !(priced && storeId === null) &&
    (storeId !== null || (offerCountry && (groupId !== null || !byPrice)))
      ? sql`exists (select 1 from products_offers o where o._parent_id = p.id
          ${offerCountry ? sql`and o.country = ${offerCountry}` : sql``}
          ${storeId !== null ? sql`and o.store_id = ${storeId}` : sql``}
          and ${liveOffer(sql, 'o', closed)})`
      : null
  if (categoryIds) conditions.push(sql`p.category_id = any(${categoryIds}::int[])`)
  if (query.ids) conditions.push(sql`p.id = any(${query.ids}::int[])`)
  if (query.q) conditions.push(matches('product', 'p.id', query.q, lang))
  if (query.groupId != null && !inGroupOrder) {
    conditions.push(sql`p.id in (select r.products_id from product_groups_rels r
      where r.parent_id = ${query.groupId} and r.path = 'products')`)
  }
  if (query.brands?.length) conditions.push(sql`p.brand = any(${query.brands}::text[])`)
  if (priced) {
    // The lowest price of the public stores' offers in the country, as price_history keeps it (the
    // job runs within the minute of an edit): one index range instead of each product's offers.
    conditions.push(sql`p.id in (select h.product_id from price_history h
      where h.country = ${priceCountry} and h.price is not null
        and h.price between ${minPrice ?? 0} and ${maxPrice ?? Number.MAX_SAFE_INTEGER})`)
  }

  // A deal has a price in the country by definition (price_history.price is the public stores' lowest
  // offer): the deals skip the offer check, which made PostgreSQL hash the country's 80 000 offers
  // (130 ms) for a page of 20 deals. A shop's offer is still checked.
  const dealConditions = offered && storeId !== null ? [...conditions, offered] : [...conditions]
  if (offered) conditions.push(offered)
  // Everything offered in the country is what price_history holds for it: counted on its index
  // (15 ms) rather than by a look-up in each of the 500 000 products' offers (180 ms).
  const onlyOffered = offered !== null && storeId === null && dealConditions.length === 0

  const offset = (page - 1) * limit
  // The same count in every language: only a search's matches depend on it.
  const countKey = JSON.stringify([
    'products',
    query.q ? lang : null,
    offerCountry,
    categoryIds,
    storeId,
    query.groupId,
    query.ids,
    query.q,
    query.brands,
    minPrice,
    maxPrice,
    minPrice !== null || maxPrice !== null ? priceCountry : null,
  ])
  // A product that is not published, or filed under a hidden category, is not listed.
  const whereAll = (list: Fragment[]) =>
    list.reduce((all, condition) => sql`${all} and ${condition}`, publicProduct(sql, 'p', hidden))
  const where = whereAll(conditions)
  const count = async () => {
    const [{ count }] =
      groupId !== null
        ? await sql<{ count: number }[]>`
            select count(*)::int as count from product_groups_rels r join products p on p.id = r.products_id
            where r.parent_id = ${groupId} and r.path = 'products' and ${where}`
        : byPrice || onlyOffered
          ? await sql<{ count: number }[]>`
              select count(*)::int as count from ${pricedProducts(sql, onlyOffered ? [] : conditions, where, hidden, priceCountry)}`
          : await sql<
              { count: number }[]
            >`select count(*)::int as count from products p where ${where}`
    return count
  }
  if (query.deals || query.sort === 'discount') {
    const deals = dealPages(
      query,
      whereAll(dealConditions),
      where,
      priceCountry,
      dealConditions.length === 0 ? hidden : null,
    )
    const dealCount = () =>
      memo('products', `deals:${countKey}:${priceCountry}`, deals.count, [
        'stores',
        ...listOffersTags(query),
      ])
    let ids: number[]
    let totalDocs: number
    if (query.deals) {
      // The count (kept) and the page at once: a first render waits for the slower of the two.
      const [counted, found] = await Promise.all([
        query.shelf ? null : dealCount(),
        deals.ids(offset, limit),
      ])
      ids = found
      totalDocs = counted ?? offset + ids.length
    } else {
      // The deals first, then the rest by popularity.
      const dealTotal = await dealCount()
      const fromDeals = offset < dealTotal ? await deals.ids(offset, limit) : []
      const rest =
        fromDeals.length < limit
          ? await deals.others(Math.max(0, offset - dealTotal), limit - fromDeals.length)
          : []
      ids = [...fromDeals, ...rest]
      totalDocs = await memo('products', countKey, count, ['stores', ...listOffersTags(query)])
    }
    return pageOf(
      await productCards(ids, lang, priceCountry, query.country),
      totalDocs,
      page,
      limit,
    )
  }
  const [ids, counted] = await Promise.all([
    pageIds(query, conditions, where, hidden, priceCountry, groupId, offset, limit),
    // Counts offers too: stale when a store changes.
    query.shelf ? null : memo('products', countKey, count, ['stores', ...listOffersTags(query)]),
  ])
  const totalDocs = counted ?? offset + ids.length
  return pageOf(await productCards(ids, lang, priceCountry, query.country), totalDocs, page, limit)
}

/**
 * A page of products (kept briefly in memory; see memo.ts). Prices count published stores' offers
 * only, so the answer also goes stale when a store changes (memo.ts drops products with stores).
 */
export function listProducts(query: ProductFilters) {
  return memo('products', `list:${JSON.stringify(query)}`, () => loadProductPage(query), [
    'stores',
    ...listOffersTags(query),
  ])
}

/** What a list's prices come from (memo.ts): its country's offers, within its categories or store. */
const listOffersTags = (query: ProductFilters) =>
  offersTags(query.country ?? DEFAULT_COUNTRY, query.storeId == null ? query.categoryIds : null)

/** A page of product groups (kept briefly in memory; see memo.ts). */
export function listProductGroups(query: GroupFilters) {
  return memo('products', `groups:${JSON.stringify(query)}`, () => loadGroupPage(query))
}

export interface StoreProductFilters {
  lang: LocaleCode
  page: number
  limit: number
  storeId: number
  /** The store's offers in this country: the products listed and the price shown. */
  country: string
}

/**
 * A page of the products a store offers in the country, most popular first, each with the store's
 * own price there (its cheapest offer of the product) beside the country's lowest. Two statements:
 * the page with the store's prices and the total, walked from the store's offers
 * (`products_offers_store_idx`: a store has far fewer offers than a country), then the cards.
 */
async function loadStoreProductPage(
  query: StoreProductFilters,
): Promise<Page<StoreProductSummary>> {
  const sql = db()
  const { lang, page, limit, storeId, country } = query
  const [hidden, closed] = await Promise.all([hiddenCategoryIds(), closedStoreIds()])
  const offered = sql`
    select distinct on (o._parent_id) o._parent_id as id, o.price, o.currency::text as currency,
      p.popularity
    from products_offers o join products p on p.id = o._parent_id
    where o.store_id = ${storeId} and o.country = ${country} and ${liveOffer(sql, 'o', closed)}
      and ${publicProduct(sql, 'p', hidden)}
    order by o._parent_id, o.price asc`
  const rows = await sql<{ id: number; price: string; currency: string; total: number }[]>`
    select id, price, currency, count(*) over ()::int as total from (${offered}) offered
    order by popularity desc nulls last, id asc
    limit ${limit} offset ${(page - 1) * limit}`
  // Past the last page the window has no row to carry the total: counted apart (the 404 case).
  const totalDocs =
    rows[0]?.total ??
    (page > 1
      ? (
          await sql<{ count: number }[]>`select count(*)::int as count from (${offered}) offered`
        )[0]!.count
      : 0)
  const cards = await productCards(
    rows.map((row) => row.id),
    lang,
    country,
    country,
  )
  const own = new Map(rows.map((row) => [row.id, row]))
  const docs = cards.map((card) => {
    const { price, currency } = own.get(card.id)!
    return { ...card, storePrice: { amount: Number(price), currency } }
  })
  return pageOf(docs, totalDocs, page, limit)
}

/**
 * A page of a store's products with its own prices in the country (kept briefly in memory; see
 * memo.ts). Whether the store delivers there is the caller's to decide (StoreDetail.countries).
 */
export function listStoreProducts(query: StoreProductFilters) {
  return memo('products', `store:${JSON.stringify(query)}`, () => loadStoreProductPage(query), [
    'stores',
    `store:${query.storeId}`,
    ...offersTags(query.country),
  ])
}

interface ProductDetailRow {
  id: number
  slug: string
  brand: string | null
  gtin: string | null
  mpn: string | null
  categoryId: number | null
  updatedAt: Date
  name: string | null
  description: string | null
  images: (Image | null)[]
  offers: (Omit<ProductOffer, 'price' | 'shipping' | 'total' | 'deliveryDays'> & {
    price: string
    shipping: string | null
    deliveryDays: string | null
  })[]
  history: { currency: string; days: string[]; prices: string[]; reference: string | null } | null
  today: string
}

/**
 * One public product by slug, with its offers in `country`, cheapest total (price + shipping) first:
 * public stores only, and only those that deliver there (a store that names no country serves all).
 * A product without a description of its own (as every generated one) shows its category's. One
 * statement; the categories come from the in-memory tree.
 */
async function loadProduct(
  reference: string,
  lang: LocaleCode,
  country: string,
): Promise<ProductDetail | null> {
  const sql = db()
  const [hidden, closed] = await Promise.all([hiddenCategoryIds(), closedStoreIds()])
  const [row] = await sql<ProductDetailRow[]>`
    select p.id, p.slug, p.brand, p.gtin, p.mpn, p.category_id as "categoryId",
      p.updated_at as "updatedAt",
      coalesce(l.name, e.name) as name,
      coalesce(l.description, e.description, cl.description, ce.description) as description,
      coalesce((select json_agg(${imageJson(sql, 'r.media_id', lang)} order by r."order")
        from products_rels r where r.parent_id = p.id and r.path = 'images'), '[]') as images,
      coalesce((
        select json_agg(json_build_object(
          'id', o.id, 'price', o.price, 'shipping', o.shipping, 'currency', o.currency,
          'deliveryDays', o.delivery_days, 'availability', o.availability,
          'condition', coalesce(o.condition, 'new'),
          -- A feed's offer was checked by its last good run, whether or not it changed.
          'checkedAt', greatest(o.checked_at, f.last_run_at),
          'url', o.url,
          'store', json_build_object('id', s.id, 'slug', s.slug, 'name', s.name,
            'logo', ${imageJson(sql, 's.logo_id', lang)}))
          order by o.price + coalesce(o.shipping, 0), o.price, s.name)
        from products_offers o join stores s on s.id = o.store_id
        left join feeds f on f.id = o.feed_id and f.last_status = 'succeeded'
        where o._parent_id = p.id and o.country = ${country} and ${liveOffer(sql, 'o', closed)}
          and (not exists (select 1 from stores_countries c where c.parent_id = s.id)
            or exists (select 1 from stores_countries c
              where c.parent_id = s.id and c.value::text = ${country}))
      ), '[]') as offers,
      (select json_build_object('currency', h.currency, 'days', h.days, 'prices', h.prices,
          'reference', h.reference)
        from price_history h where h.product_id = p.id and h.country = ${country}) as history,
      to_char(current_date, 'YYYY-MM-DD') as today
    from products p
    left join products_locales l on l._parent_id = p.id and l._locale = ${lang}
    left join products_locales e on e._parent_id = p.id and e._locale = ${defaultLocale}
    left join post_categories_locales cl on cl._parent_id = p.category_id and cl._locale = ${lang}
    left join post_categories_locales ce
      on ce._parent_id = p.category_id and ce._locale = ${defaultLocale}
    where ${/^\d{1,9}$/.test(reference) ? sql`p.id = ${Number(reference)}` : sql`p.slug = ${reference}`}
      and ${publicProduct(sql, 'p', hidden)}`
  if (!row) return null
  const path = row.categoryId === null ? [] : await ancestry(row.categoryId)
  const offers = row.offers.map((offer) => {
    const price = Number(offer.price)
    const shipping = Number(offer.shipping ?? 0)
    return {
      ...offer,
      price,
      shipping,
      total: Math.round((price + shipping) * 100) / 100,
      deliveryDays: toNumber(offer.deliveryDays),
      availability: offer.availability ?? 'in_stock',
    }
  })
  // The price now: the lowest of the offers the page lists.
  const cheapest = offers.reduce<(typeof offers)[number] | null>(
    (low, offer) => (low === null || offer.price < low.price ? offer : low),
    null,
  )
  const history: PriceHistory | null = row.history && {
    currency: row.history.currency,
    days: dailySeries(
      row.history.days.map((day, index) => ({ day, price: Number(row.history!.prices[index]) })),
      row.today,
      cheapest?.price,
    ),
    reference: toNumber(row.history.reference),
  }
  return {
    id: row.id,
    slug: row.slug,
    name: row.name ?? row.slug,
    brand: row.brand,
    gtin: row.gtin,
    mpn: row.mpn,
    description: row.description,
    images: row.images.filter((image): image is Image => image !== null),
    categories: path.map((category) => ({
      id: category.id,
      seoSlug: category.seoSlug,
      name: categoryName(category, lang),
    })),
    offers,
    price: cheapest && { amount: cheapest.price, currency: cheapest.currency },
    history,
    deal: history && cheapest ? dealOf(cheapest.price, history.reference, cheapest.currency) : null,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
}

/**
 * One public product by id or slug with its offers in `country` (kept briefly in memory; see
 * memo.ts). Its offers depend on the stores too, so it goes stale with them.
 */
export function getProduct(reference: string, lang: LocaleCode, country: string) {
  return memo(
    'products',
    `one:${reference}:${lang}:${country}`,
    () => loadProduct(reference, lang, country),
    ['stores', productOffersTag(country, reference)],
  )
}

/**
 * One product group by slug, for its page: name, description and category path. None for an unknown
 * slug or a group filed under a hidden category (it has no page, as findGroupId has no id for it).
 */
async function loadProductGroup(
  slug: string,
  lang: LocaleCode,
): Promise<ProductGroupDetail | null> {
  const sql = db()
  const hidden = await hiddenCategoryIds()
  const [row] = await sql<
    ({
      id: number
      slug: string
      name: string | null
      description: string | null
      categoryId: number | null
      updatedAt: Date
    } & SeoRow)[]
  >`
    select g.id, g.slug, coalesce(l.name, e.name) as name,
      coalesce(l.description, e.description) as description,
      g.category_id as "categoryId", g.updated_at as "updatedAt", ${seoColumns(sql, lang)}
    from product_groups g
    left join product_groups_locales l on l._parent_id = g.id and l._locale = ${lang}
    left join product_groups_locales e on e._parent_id = g.id and e._locale = ${defaultLocale}
    where g.slug = ${slug} and ${outsideHidden(sql, 'g.category_id', hidden)}`
  if (!row) return null
  const path = row.categoryId === null ? [] : await ancestry(row.categoryId)
  return {
    id: row.id,
    slug: row.slug,
    name: row.name ?? row.slug,
    description: row.description,
    categories: path.map((category) => ({
      id: category.id,
      seoSlug: category.seoSlug,
      name: categoryName(category, lang),
    })),
    seo: seoOverrides(row),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
}

/**
 * One public product group (kept briefly in memory; see memo.ts). Its products, per country and page,
 * come from listProducts({ groupId }), which lists only those offered in the country.
 */
export function getProductGroup(slug: string, lang: LocaleCode) {
  return memo('products', `group:${slug}:${lang}`, () => loadProductGroup(slug, lang))
}

/**
 * The brands of the public products, by name: a skip scan of the published products' brand index
 * (one probe per brand, where a DISTINCT would read all 500 000 rows; the index holds the category
 * the hidden ones are told by). The brand filter's options.
 */
export function listBrands(): Promise<string[]> {
  return memo('products', 'brands', async () => {
    const sql = db()
    const hidden = await hiddenCategoryIds()
    const rows = await sql<{ brand: string }[]>`
      with recursive brands(brand) as (
        (select p.brand from products p
         where p.brand is not null and ${publicProduct(sql, 'p', hidden)}
         order by p.brand limit 1)
        union all
        select (select p.brand from products p
                where p.brand > b.brand and ${publicProduct(sql, 'p', hidden)}
                order by p.brand limit 1)
        from brands b where b.brand is not null)
      select brand from brands where brand is not null`
    return rows.map((row) => row.brand)
  })
}

/**
 * The products a store offers (drafts' included): their prices change when the store opens or
 * closes. On the primary, inside the hook of the store's change.
 */
export async function productsOfStore(storeId: number, sql: Sql = primaryDb()): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`
    select distinct _parent_id as id from products_offers where store_id = ${storeId}`
  return rows.map((row) => row.id)
}
