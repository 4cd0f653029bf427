import { notFound, redirect } from 'next/navigation'

import {
  categoryName,
  categoryTree,
  findCategory,
  hiddenCategoryIds,
  withDescendants,
} from '@/data/categories'
import { listBrands, type ProductFilters } from '@/data/products'
import { findStoreId, storeCards, storeChoices } from '@/data/stores'
import type { CategoryNode } from '@/data/types'
import { currencyOf } from '@/lib/currencies'
import { translator } from '@/i18n/intl'
import { localized } from '@/i18n/paths'
import { getLocale, type LocaleCode } from '@/i18n/locales'

import type { Page, ProductSummary } from '@/data/types'
import { productListData } from '@/lib/structuredData'

import { formatPrice, ProductGrid } from './Cards'
import { JsonLd } from './JsonLd'
import { Pagination } from './Pagination'
import {
  canonicalHref,
  pageQuery,
  productListParams,
  productListQuery,
  withQuery,
  type ProductListParams,
  type QueryValues,
  type SearchParams,
} from './listParams'
import { SafeLink } from './SafeLink'

/** How many stores the store filter offers: the country's most popular of the list's category. */
const STORE_CHOICES = 30

interface Choice {
  slug: string
  name: string
}

/** What the filters offer, and the names of those chosen. */
export interface FilterChoices {
  /** The category filter's options; none: the list is a category's or a group's already. */
  categories?: { slug: string; label: string }[]
  category: Choice | null
  brands: string[]
  stores: Choice[]
  store: Choice | null
}

const SORT_LABELS = {
  popular: 'sort.popular',
  price_asc: 'sort.priceAsc',
  price_desc: 'sort.priceDesc',
  discount: 'sort.discount',
  recommended: 'sort.recommended',
  relevance: 'sort.relevance',
} as const

/** A list's orders with their labels' message keys, its default first. */
export const sortOptions = <V extends keyof typeof SORT_LABELS>(...values: V[]) =>
  values.map((value) => ({ value, label: SORT_LABELS[value] }))
type SortLabel = (typeof SORT_LABELS)[keyof typeof SORT_LABELS]

/**
 * Sends a list's URL that says what it asks otherwise (the form's empty fields, the default order) to
 * the list's own URL, so that every result has one address to share.
 */
function redirectToCanonical(
  locale: LocaleCode,
  path: string,
  input: SearchParams,
  canonical: QueryValues,
): void {
  const href = canonicalHref(path, input, canonical)
  if (href !== null) redirect(localized(locale, href))
}

/**
 * What every product list page starts with: its query string read (`adjust` may fix what the list
 * itself decides), the URL sent to the list's own when it says what it asks otherwise, and the
 * filters resolved (see resolveProductFilters).
 */
export async function readProductList<S extends string>(
  input: SearchParams,
  {
    locale,
    country,
    path,
    sorts,
    scope,
    adjust,
  }: {
    locale: LocaleCode
    country: string
    path: string
    sorts: readonly S[]
    scope?: number[] | null
    adjust?: (query: ProductListParams<S>) => void
  },
) {
  const query = productListParams(input, sorts)
  adjust?.(query)
  redirectToCanonical(locale, path, input, pageQuery(productListQuery(query), query.page))
  return { query, ...(await resolveProductFilters(query, { locale, country, scope })) }
}

/** The category tree as the filter's options: top categories, their subcategories indented. */
function categoryOptions(nodes: CategoryNode[], depth = 0): { slug: string; label: string }[] {
  return nodes.flatMap((node) => [
    { slug: node.seoSlug, label: `${'\u2003'.repeat(depth)}${node.name}` },
    ...(depth < 1 ? categoryOptions(node.subcategories, depth + 1) : []),
  ])
}

/**
 * The list's filters as data-layer filters, and the choices of its form. A category or store the
 * shopper could not have chosen (unknown, hidden, not public) is the 404 page: the URL lists nothing.
 * `scope`: the category ids the list is about already (a category's products), else the category
 * filter is offered.
 */
export async function resolveProductFilters(
  params: ProductListParams,
  { locale, country, scope }: { locale: LocaleCode; country: string; scope?: number[] | null },
): Promise<{ filters: Partial<ProductFilters>; choices: FilterChoices }> {
  const offersCategories = scope === undefined
  const found = offersCategories && params.category ? await findCategory(params.category) : null
  const category = found && !(await hiddenCategoryIds()).includes(found.id) ? found : null
  if (offersCategories && params.category && !category) notFound()
  const categoryIds = category ? await withDescendants(category) : (scope ?? null)
  const storeId = params.store ? await findStoreId(params.store) : null
  if (params.store && storeId === null) notFound()
  const [tree, brands, stores, chosenStore] = await Promise.all([
    offersCategories ? categoryTree(locale) : null,
    listBrands(),
    storeChoices({ lang: locale, limit: STORE_CHOICES, country, categoryIds }),
    storeId === null ? null : storeCards([storeId], locale).then((cards) => cards[0] ?? null),
  ])
  const store = chosenStore && { slug: chosenStore.slug, name: chosenStore.name }
  const offered = stores.map(({ slug, name }) => ({ slug, name }))
  if (store && !offered.some((choice) => choice.slug === store.slug)) offered.push(store)
  offered.sort((a, b) => a.name.localeCompare(b.name, locale))
  return {
    filters: {
      categoryIds,
      storeId,
      brands: params.brands.length ? params.brands : null,
      minPrice: params.min ?? null,
      maxPrice: params.max ?? null,
      deals: params.deals || undefined,
    },
    choices: {
      categories: tree ? categoryOptions(tree) : undefined,
      category: category && { slug: category.seoSlug, name: categoryName(category, locale) },
      brands,
      stores: offered,
      store,
    },
  }
}

/**
 * A product list's filters and order as a plain GET form (it works without JavaScript, and every
 * result is a shareable URL), and the filters chosen as chips that each remove one.
 */
export function ProductListFilters({
  locale,
  country,
  path,
  params,
  choices,
  sorts,
  dealsFilter = true,
  fixed = {},
}: {
  locale: LocaleCode
  country: string
  /** The list's path, unlocalized. */
  path: string
  params: ProductListParams
  choices: FilterChoices
  /** The orders offered, the default first, with their message keys. */
  sorts: readonly { value: string; label: SortLabel }[]
  /** Offer "deals only" (not on the deals' own list). */
  dealsFilter?: boolean
  /** Query values the list keeps whatever the filters (the search's `q` and `type`). */
  fixed?: Record<string, string>
}) {
  const t = translator(locale)
  const currency = currencyOf(country) ?? 'EUR'
  const price = (amount: number) => formatPrice(amount, currency, locale)
  const chips: { key: string; label: string; without: ProductListParams }[] = []
  const base = { ...params, page: 1 }
  if (choices.category) {
    chips.push({
      key: 'category',
      label: choices.category.name,
      without: { ...base, category: undefined },
    })
  }
  for (const brand of params.brands) {
    chips.push({
      key: `brand:${brand}`,
      label: brand,
      without: { ...base, brands: params.brands.filter((other) => other !== brand) },
    })
  }
  if (choices.store) {
    chips.push({ key: 'store', label: choices.store.name, without: { ...base, store: undefined } })
  }
  if (params.min !== undefined || params.max !== undefined) {
    chips.push({
      key: 'price',
      label:
        params.min !== undefined && params.max !== undefined
          ? new Intl.NumberFormat(getLocale(locale).iso, {
              style: 'currency',
              currency,
            }).formatRange(params.min, params.max)
          : params.min !== undefined
            ? t('filter.priceFrom', { min: price(params.min) })
            : t('filter.priceUpTo', { max: price(params.max!) }),
      without: { ...base, min: undefined, max: undefined },
    })
  }
  if (params.deals) {
    chips.push({ key: 'deals', label: t('filter.dealsOnly'), without: { ...base, deals: false } })
  }
  const href = (target: ProductListParams): string =>
    withQuery(path, { ...fixed, ...productListQuery(target) } as QueryValues)
  const cleared: ProductListParams = {
    page: 1,
    sort: params.sort,
    brands: [],
    deals: false,
  }
  return (
    <>
      <form method="get" action={localized(locale, path)} className="filters">
        {Object.entries(fixed).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {choices.categories ? (
          <label>
            {t('filter.category')}
            <select name="category" defaultValue={choices.category?.slug ?? ''}>
              <option value="">{t('filter.allCategories')}</option>
              {choices.categories.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <details className="filters__brands">
          <summary>
            {params.brands.length
              ? t('filter.brandCount', { count: params.brands.length })
              : t('filter.brand')}
          </summary>
          <fieldset>
            <legend className="visually-hidden">{t('filter.brand')}</legend>
            {choices.brands.map((brand) => (
              <label key={brand} className="filters__check">
                <input
                  type="checkbox"
                  name="brand"
                  value={brand}
                  defaultChecked={params.brands.includes(brand)}
                />
                {brand}
              </label>
            ))}
          </fieldset>
        </details>
        <label>
          {t('filter.store')}
          <select name="store" defaultValue={choices.store?.slug ?? ''}>
            <option value="">{t('filter.allStores')}</option>
            {choices.stores.map((store) => (
              <option key={store.slug} value={store.slug}>
                {store.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="filters__price">
          <legend>{t('filter.price', { currency })}</legend>
          <label>
            {t('filter.priceMin')}
            <input
              type="number"
              name="min"
              min={0}
              step="any"
              inputMode="decimal"
              defaultValue={params.min}
            />
          </label>
          <label>
            {t('filter.priceMax')}
            <input
              type="number"
              name="max"
              min={0}
              step="any"
              inputMode="decimal"
              defaultValue={params.max}
            />
          </label>
        </fieldset>
        {dealsFilter ? (
          <label className="filters__check">
            <input type="checkbox" name="deals" value="1" defaultChecked={params.deals} />
            {t('filter.dealsOnly')}
          </label>
        ) : null}
        <label>
          {t('filter.sort')}
          <select name="sort" defaultValue={params.sort ?? sorts[0]!.value}>
            {sorts.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {t(sort.label)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--sm">
          {t('filter.apply')}
        </button>
      </form>
      <FilterChips
        locale={locale}
        chips={chips.map(({ key, label, without }) => ({ key, label, href: href(without) }))}
        clearAll={href(cleared)}
      />
    </>
  )
}

/** Chosen filters as chips: each link is the list without that one. */
export function FilterChips({
  locale,
  chips,
  clearAll,
}: {
  locale: LocaleCode
  chips: { key: string; label: string; href: string }[]
  /** The list without any filter, offered when more than one is chosen. */
  clearAll?: string
}) {
  if (chips.length === 0) return null
  const t = translator(locale)
  return (
    <ul className="chips filter-chips" aria-label={t('filter.active')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <SafeLink
            href={chip.href}
            locale={locale}
            aria-label={t('filter.remove', { filter: chip.label })}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </SafeLink>
        </li>
      ))}
      {clearAll && chips.length > 1 ? (
        <li>
          <SafeLink href={clearAll} locale={locale} className="filter-chips__clear">
            {t('filter.clearAll')}
          </SafeLink>
        </li>
      ) : null}
    </ul>
  )
}

/**
 * A page of a product list under its count: the cards, the list as structured data, the pagination
 * keeping the filters; `empty` when nothing matches.
 */
export function ProductResults({
  locale,
  path,
  name,
  count,
  products,
  query,
  empty,
}: {
  locale: LocaleCode
  path: string
  /** The list's name in its structured data. */
  name: string
  /** The count heading's text. */
  count: string
  products: Page<ProductSummary>
  query: QueryValues
  empty: React.ReactNode
}) {
  if (products.docs.length === 0) return <>{empty}</>
  return (
    <>
      <h2 className="list-count">{count}</h2>
      <ProductGrid products={products.docs} locale={locale} structuredData={false} />
      <JsonLd
        data={productListData(products.docs, locale, {
          name,
          path,
          offset: (products.page - 1) * products.limit,
          total: products.totalDocs,
        })}
      />
      <Pagination
        locale={locale}
        path={path}
        page={products.page}
        totalPages={products.totalPages}
        query={query}
      />
    </>
  )
}
