import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { productListQuery, withQuery } from '@/lib/listParams'
import {
  ProductListFilters,
  ProductResults,
  sortOptions,
} from '@/components/site/ProductListFilters'
import { NotFoundPage } from '@/components/site/NotFoundPage'
import { productListPage, type ProductListPageParams } from '@/lib/productListPage'
import { countryPhrases } from '@/geo/countryPhrases'
import { translator } from '@/i18n/intl'
import { localized, paths } from '@/i18n/paths'

const SORTS = sortOptions('popular', 'price_asc', 'price_desc', 'discount')
const products = productListPage({
  path: paths.products(),
  sorts: SORTS,
  seo: { title: 'seo.products.title', description: 'seo.products.description' },
})

// One page per query string (src/lib/listQuery.ts), each rendered on its first request and kept
// until the data it shows changes.
export function generateStaticParams() {
  return []
}

export const generateMetadata = products.generateMetadata

/**
 * /products: every product offered in the shopper's country, the most popular first, narrowed by
 * category, brand, shop, price and deals, in any of the lists' orders. A category page's "View all"
 * leads here with its category chosen.
 */
export default async function ProductsPage({ params }: { params: Promise<ProductListPageParams> }) {
  const { locale, country, input, list } = await products.read(params, true)
  if (!list) return <NotFoundPage path={localized(locale, withQuery(paths.products(), input))} />
  const { query, choices, items } = list
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
        count={t('products.count', { count: items.totalDocs, ...where })}
        products={items}
        query={productListQuery(query)}
        empty={<p role="status">{t('products.empty', where)}</p>}
      />
    </>
  )
}
