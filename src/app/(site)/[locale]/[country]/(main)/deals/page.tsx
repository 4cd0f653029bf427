import { notFound } from 'next/navigation'

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
const SORTS = sortOptions('discount', 'price_asc', 'price_desc', 'popular')
const sortValues = SORTS.map((sort) => sort.value)

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
  const query = productListParams(await searchParams, sortValues)
  const filtered = isFiltered(query) || query.sort || query.page > 1
  return {
    ...pageMetadata({
      locale,
      path: paths.deals(),
      title: t('seo.deals.title', { country: where }),
      description: t('seo.deals.description', { country: where }),
    }),
    // A filtered or later page lists what the first page leads to: only the first is indexed.
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  }
}

/**
 * /deals: the country's deals — products whose price today is below their lowest price of the previous
 * 30 days — the biggest discount first, by category, sorted by discount or price. The
 * filters are a plain GET form: they work without JavaScript and every result is a shareable URL.
 */
export default async function DealsPage({
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
    path: paths.deals(),
    sorts: sortValues,
    // Every product listed is a deal: the filter is the list itself.
    adjust: (asked) => {
      asked.deals = false
    },
  })
  const deals = await listProducts({
    lang: locale,
    page: query.page,
    limit: PAGE_SIZE,
    country,
    ...filters,
    deals: true,
    sort: query.sort ?? 'discount',
  })
  if (query.page > 1 && deals.docs.length === 0) notFound()
  const t = translator(locale)
  const where = countryName(country, getLocale(locale).iso)
  return (
    <>
      <h1>{t('deals.title', { country: where })}</h1>
      <p className="lead">{t('deals.intro')}</p>
      <ProductListFilters
        locale={locale}
        country={country}
        path={paths.deals()}
        params={query}
        choices={choices}
        sorts={SORTS}
        dealsFilter={false}
      />
      <ProductResults
        locale={locale}
        path={paths.deals()}
        name={t('deals.title', { country: where })}
        count={t('deals.count', { count: deals.totalDocs, country: where })}
        products={deals}
        query={productListQuery(query)}
        empty={<p role="status">{t('deals.empty', { country: where })}</p>}
      />
    </>
  )
}
