import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import {
  isFiltered,
  productListParams,
  productListQuery,
  type SearchParams,
} from '@/lib/listParams'
import {
  ProductListFilters,
  ProductResults,
  sortOptions,
} from '@/components/site/ProductListFilters'
import { readProductList } from '@/lib/productList'
import { siteParams, type SiteParams } from '@/lib/siteParams'
import { listProducts } from '@/data/products'
import { countryName } from '@/geo/countries'
import { translator } from '@/i18n/intl'
import { getLocale } from '@/i18n/locales'
import { paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'

const PAGE_SIZE = 24
const SORTS = sortOptions('popular', 'price_asc', 'price_desc', 'discount')

// Its answer depends on the query string: rendered per request, from the tagged data cache.
export const dynamic = 'force-dynamic'

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>
  searchParams: Promise<SearchParams>
}) {
  const { locale, country } = await siteParams(params)
  const t = translator(locale)
  const where = countryName(country, getLocale(locale).iso)
  const query = productListParams(
    await searchParams,
    SORTS.map((sort) => sort.value),
  )
  return {
    ...pageMetadata({
      locale,
      path: paths.products(),
      title: t('seo.products.title', { country: where }),
      description: t('seo.products.description', { country: where }),
    }),
    // A filtered, sorted or later page lists what the first page leads to: only the first is indexed.
    ...(isFiltered(query) || query.sort || query.page > 1
      ? { robots: { index: false, follow: true } }
      : {}),
  }
}

/**
 * /products: every product offered in the shopper's country, the most popular first, narrowed by
 * category, brand, shop, price and deals, in any of the lists' orders. A category page's "View all"
 * leads here with its category chosen.
 */
export default async function ProductsPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>
  searchParams: Promise<SearchParams>
}) {
  const { locale, country } = await siteParams(params)
  const { query, filters, choices } = await readProductList(await searchParams, {
    locale,
    country,
    path: paths.products(),
    sorts: SORTS.map((sort) => sort.value),
  })
  const products = await listProducts({
    lang: locale,
    page: query.page,
    limit: PAGE_SIZE,
    country,
    ...filters,
    sort: query.sort ?? 'popular',
  })
  if (query.page > 1 && products.docs.length === 0) notFound()
  const t = translator(locale)
  const where = countryName(country, getLocale(locale).iso)
  const title = choices.category
    ? t('category.products', { category: choices.category.name })
    : t('products.title')
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('products.title') }]} />
      <h1>{title}</h1>
      <ProductListFilters
        locale={locale}
        country={country}
        path={paths.products()}
        params={query}
        choices={choices}
        sorts={SORTS}
      />
      <ProductResults
        locale={locale}
        path={paths.products()}
        name={title}
        count={t('products.count', { count: products.totalDocs, country: where })}
        products={products}
        query={productListQuery(query)}
        empty={<p role="status">{t('products.empty', { country: where })}</p>}
      />
    </>
  )
}
