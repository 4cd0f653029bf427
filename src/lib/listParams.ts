/**
 * The query string of the site's product and store lists, both ways: what a shopper's URL (or the
 * filters' GET form) asks for, and the URL of the same list with one filter changed. Values a shopper
 * could not have chosen are not errors here: they filter nothing, as on any shop's list.
 */

export type SearchParams = Record<string, string | string[] | undefined>
export type QueryValues = Record<string, string | string[] | undefined>

/** Orders of a product list; a list names those it offers, the first being its default. */
export const PRODUCT_SORTS = ['popular', 'price_asc', 'price_desc', 'discount'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** How many brands one URL may select (the form offers a couple of dozen). */
const MAX_BRANDS = 20
const MAX_PAGE = 100_000
const MAX_PRICE = 100_000_000

const values = (value: string | string[] | undefined) =>
  [value].flat().filter((item): item is string => typeof item === 'string')
const first = (value: string | string[] | undefined) => values(value)[0]

/** `?page=` as a page number: anything that is not one is the first page. */
export const pageParam = (value: string | string[] | undefined) =>
  Math.max(1, Math.min(Math.trunc(Number(first(value))) || 1, MAX_PAGE))

/** A price bound as typed ("49", "49.90", "49,90"); none when empty or not a price. */
function priceParam(value: string | string[] | undefined): number | undefined {
  const text = first(value)?.trim().replace(',', '.')
  if (!text) return undefined
  const amount = Number(text)
  return Number.isFinite(amount) && amount >= 0 && amount <= MAX_PRICE
    ? Math.round(amount * 100) / 100
    : undefined
}

export interface ProductListParams<S extends string = string> {
  page: number
  /** The order asked for; none: the list's default. */
  sort?: S
  /** A category's seoSlug (lists that offer the choice). */
  category?: string
  brands: string[]
  /** A store's slug. */
  store?: string
  min?: number
  max?: number
  deals: boolean
}

/** A product list's parameters; `sorts`: the orders this list offers (others are its default). */
export function productListParams<S extends string>(
  input: SearchParams,
  sorts: readonly S[],
): ProductListParams<S> {
  const sort = first(input.sort) as S | undefined
  let min = priceParam(input.min)
  let max = priceParam(input.max)
  // "From 500 to 100" means between the two.
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  const brands = [...new Set(values(input.brand).map((brand) => brand.trim()))]
    .filter((brand) => brand && brand.length <= 100)
    .slice(0, MAX_BRANDS)
  return {
    page: pageParam(input.page),
    sort: sort && sorts.includes(sort) && sort !== sorts[0] ? sort : undefined,
    category: first(input.category)?.trim() || undefined,
    brands,
    store: first(input.store)?.trim() || undefined,
    min,
    max,
    deals: first(input.deals) === '1',
  }
}

/** Whether the shopper narrowed the list (the order and the page do not count). */
export const isFiltered = (params: ProductListParams) =>
  Boolean(
    params.category ||
    params.brands.length ||
    params.store ||
    params.min !== undefined ||
    params.max !== undefined ||
    params.deals,
  )

/** The query string values of a product list, without its page: for links and the pagination. */
export function productListQuery(params: ProductListParams): QueryValues {
  return {
    ...filterQuery(params),
    sort: params.sort,
  }
}

function filterQuery(params: ProductListParams): QueryValues {
  return {
    category: params.category,
    brand: params.brands.length ? params.brands : undefined,
    store: params.store,
    min: params.min?.toString(),
    max: params.max?.toString(),
    deals: params.deals ? '1' : undefined,
  }
}

/** Everything the URL of this page of the list says, the page included. */
export const pageQuery = (query: QueryValues, page: number): QueryValues => ({
  ...query,
  page: page > 1 ? String(page) : undefined,
})

/** `path` with these query values (repeated keys for lists; empty values left out). */
export function withQuery(path: string, query: QueryValues): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of values(value)) if (item !== '') search.append(key, item)
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

export interface StoreListParams {
  page: number
  sort?: 'name'
  category?: string
  /** Only the stores that deliver to the shopper's country (the default). */
  delivers: boolean
}

/**
 * A store list's parameters. "Delivers to my country" is on unless `delivers=0`: its checkbox sends 1
 * after a hidden 0, so the last value is what the form says, ticked or not.
 */
export function storeListParams(input: SearchParams): StoreListParams {
  return {
    page: pageParam(input.page),
    sort: first(input.sort) === 'name' ? 'name' : undefined,
    category: first(input.category)?.trim() || undefined,
    delivers: values(input.delivers).at(-1) !== '0',
  }
}

export function storeListQuery(params: StoreListParams): QueryValues {
  return {
    category: params.category,
    delivers: params.delivers ? undefined : '0',
    sort: params.sort,
  }
}

/**
 * The list's own URL for what `input` asks, when `input` says it otherwise: a GET form sends its empty
 * fields (`store=&min=`), the default order, the "delivers" box's hidden 0 beside its 1. Keys outside
 * `canonical` (the country, the search's words) are kept as they came. Null when the URL is the list's.
 */
export function canonicalHref(
  path: string,
  input: SearchParams,
  canonical: QueryValues,
): string | null {
  const asked = (value: string | string[] | undefined) => JSON.stringify(values(value))
  const wanted = (value: string | string[] | undefined) =>
    JSON.stringify(values(value).filter((item) => item !== ''))
  const differs = Object.keys({ ...canonical, ...pick(input, Object.keys(canonical)) }).some(
    (key) => asked(input[key]) !== wanted(canonical[key]),
  )
  if (!differs) return null
  const kept = Object.fromEntries(Object.entries(input).filter(([key]) => !(key in canonical)))
  return withQuery(path, { ...kept, ...canonical })
}

const pick = (input: SearchParams, keys: string[]) =>
  Object.fromEntries(Object.entries(input).filter(([key]) => keys.includes(key)))
