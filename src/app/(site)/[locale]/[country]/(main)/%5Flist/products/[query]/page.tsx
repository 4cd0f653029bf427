import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { isFiltered, productListQuery, withQuery } from '@/lib/listParams'
import { listQuery } from '@/lib/listQuery'
import {
  ProductListFilters,
  ProductResults,
  sortOptions,
} from '@/components/site/ProductListFilters'
import { NotFoundPage } from '@/components/site/NotFoundPage'
import { readProductPage } from '@/lib/productList'
import { siteParams, type SiteParams } from '@/lib/siteParams'
import { listProducts } from '@/data/products'
import { countryPhrases } from '@/geo/countryPhrases'
import { translator } from '@/i18n/intl'
import { localized, paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'

const PAGE_SIZE = 24
const SORTS = sortOptions('popular', 'price_asc', 'price_desc', 'discount')

type Params = SiteParams & { query: string }

// One page per query string (src/lib/listQuery.ts), each rendered on its first request and kept
// until the data it shows changes.
export function generateStaticParams() {
  return []
}

/**
 * The list the query asks for, read once for the metadata and the page (the reads are cached); null
 * for a filter that names nothing or a page past the last. Only the page redirects a URL that says
 * what it asks otherwise.
 */
async function productList(params: Promise<Params>, redirects: boolean) {
  const { locale, country } = await siteParams(params)
  const input = listQuery((await params).query)
  const list = await readProductPage(
    input,
    { locale, country, path: paths.products(), sorts: SORTS.map((sort) => sort.value), redirects },
    ({ query, filters }) =>
      listProducts({
        lang: locale,
        page: query.page,
        limit: PAGE_SIZE,
        country,
        ...filters,
        sort: query.sort ?? 'popular',
      }),
  )
  return { locale, country, input, list }
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, country, list } = await productList(params, false)
  const t = translator(locale)
  if (!list) return { title: t('seo.notFound.title') }
  const { query } = list
  const where = countryPhrases(country, locale)
  return pageMetadata({
    locale,
    path: paths.products(),
    title: t('seo.products.title', where),
    description: t('seo.products.description', where),
    // A filtered, sorted or later page lists what the first page leads to: only the first is indexed.
    noindex: isFiltered(query) || Boolean(query.sort) || query.page > 1,
  })
}

/**
 * /products: every product offered in the shopper's country, the most popular first, narrowed by
 * category, brand, shop, price and deals, in any of the lists' orders. A category page's "View all"
 * leads here with its category chosen.
 */
export default async function ProductsPage({ params }: { params: Promise<Params> }) {
  const { locale, country, input, list } = await productList(params, true)
  if (!list) return <NotFoundPage path={localized(locale, withQuery(paths.products(), input))} />
  const { query, choices, items: products } = list
  const t = translator(locale)
  const where = countryPhrases(country, locale)
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
        count={t('products.count', { count: products.totalDocs, ...where })}
        products={products}
        query={productListQuery(query)}
        empty={<p role="status">{t('products.empty', where)}</p>}
      />
    </>
  )
}
