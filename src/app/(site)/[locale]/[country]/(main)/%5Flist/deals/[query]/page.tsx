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
const SORTS = sortOptions('discount', 'price_asc', 'price_desc', 'popular')
const sortValues = SORTS.map((sort) => sort.value)

type Params = SiteParams & { query: string }

// One page per query string (src/lib/listQuery.ts), each rendered on its first request and kept
// until the data it shows changes.
export function generateStaticParams() {
  return []
}

/**
 * The deals the query asks for, read once for the metadata and the page (the reads are cached); null
 * for a filter that names nothing or a page past the last. Only the page redirects a URL that says
 * what it asks otherwise.
 */
async function dealList(params: Promise<Params>, redirects: boolean) {
  const { locale, country } = await siteParams(params)
  const input = listQuery((await params).query)
  const list = await readProductPage(
    input,
    {
      locale,
      country,
      path: paths.deals(),
      sorts: sortValues,
      // Every product listed is a deal: the filter is the list itself.
      adjust: (asked) => {
        asked.deals = false
      },
      redirects,
    },
    ({ query, filters }) =>
      listProducts({
        lang: locale,
        page: query.page,
        limit: PAGE_SIZE,
        country,
        ...filters,
        deals: true,
        sort: query.sort ?? 'discount',
      }),
  )
  return { locale, country, input, list }
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, country, list } = await dealList(params, false)
  const t = translator(locale)
  if (!list) return { title: t('seo.notFound.title') }
  const { query } = list
  const where = countryPhrases(country, locale)
  return pageMetadata({
    locale,
    path: paths.deals(),
    title: t('seo.deals.title', where),
    description: t('seo.deals.description', where),
    // A filtered or later page lists what the first page leads to: only the first is indexed.
    noindex: isFiltered(query) || Boolean(query.sort) || query.page > 1,
  })
}

/**
 * /deals: the country's deals — products whose price today is below their lowest price of the previous
 * 30 days — the biggest discount first, by category, sorted by discount or price. The
 * filters are a plain GET form: they work without JavaScript and every result is a shareable URL.
 */
export default async function DealsPage({ params }: { params: Promise<Params> }) {
  const { locale, country, input, list } = await dealList(params, true)
  if (!list) return <NotFoundPage path={localized(locale, withQuery(paths.deals(), input))} />
  const { query, choices, items: deals } = list
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
        count={t('deals.count', { count: deals.totalDocs, ...where })}
        products={deals}
        query={productListQuery(query)}
        empty={<p role="status">{t('deals.empty', where)}</p>}
      />
    </>
  )
}
