import type { FilterChoices } from '@/data/productFilters'
import { currencyOf } from '@/lib/currencies'
import { translator } from '@/i18n/intl'
import { localized } from '@/i18n/paths'
import { getLocale, type LocaleCode } from '@/i18n/locales'

import type { Page, ProductSummary } from '@/data/types'
import { productListData } from '@/lib/structuredData'

import { formatPrice, ProductGrid } from './Cards'
import { JsonLd } from './JsonLd'
import { Pagination } from './Pagination'
import { Popover } from './Popover'
import {
  productListQuery,
  withQuery,
  type ProductListParams,
  type QueryValues,
} from '@/lib/listParams'
import { SafeLink } from './SafeLink'

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
        <Popover className="filters__brands">
          {/* Captioned and boxed as the selects beside it are: "Brand" above "All brands". */}
          <summary>
            <span className="filters__caption">{t('filter.brand')}</span>
            <span className="filters__value">
              {params.brands.length
                ? t('filter.brandCount', { count: params.brands.length })
                : t('filter.allBrands')}
            </span>
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
        </Popover>
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
      <PagedProducts locale={locale} path={path} name={name} products={products} query={query} />
    </>
  )
}

/**
 * One page of products: the cards, the page as a list in structured data (one ItemList, not a
 * Product per card) and the pagination, which keeps `query`.
 */
export function PagedProducts({
  locale,
  path,
  name,
  products,
  query,
  seller,
}: {
  locale: LocaleCode
  path: string
  /** The list's name in its structured data. */
  name: string
  products: Page<ProductSummary>
  query?: QueryValues
  /** The store whose products these are, named on each card. */
  seller?: string
}) {
  return (
    <>
      <ProductGrid
        products={products.docs}
        seller={seller}
        locale={locale}
        structuredData={false}
      />
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
