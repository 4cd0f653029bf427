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

const SORTS = sortOptions('discount', 'price_asc', 'price_desc', 'popular')
const deals = productListPage({
  path: paths.deals(),
  sorts: SORTS,
  dealsOnly: true,
  seo: { title: 'seo.deals.title', description: 'seo.deals.description' },
})

// One page per query string (src/lib/listQuery.ts), each rendered on its first request and kept
// until the data it shows changes.
export function generateStaticParams() {
  return []
}

export const generateMetadata = deals.generateMetadata

/**
 * /deals: the country's deals — products whose price today is below their lowest price of the previous
 * 30 days — the biggest discount first, by category, sorted by discount or price. The
 * filters are a plain GET form: they work without JavaScript and every result is a shareable URL.
 */
export default async function DealsPage({ params }: { params: Promise<ProductListPageParams> }) {
  const { locale, country, input, list } = await deals.read(params, true)
  if (!list) return <NotFoundPage path={localized(locale, withQuery(paths.deals(), input))} />
  const { query, choices, items } = list
  const t = translator(locale)
  const where = countryPhrases(country, locale)
  return (
    <>
      <h1>{t('deals.title', where)}</h1>
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
        name={t('deals.title', where)}
        count={t('deals.count', { count: items.totalDocs, ...where })}
        products={items}
        query={productListQuery(query)}
        empty={<p role="status">{t('deals.empty', where)}</p>}
      />
    </>
  )
}
