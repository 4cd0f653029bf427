import { notFound } from 'next/navigation'

import { ProductGrid } from '@/components/site/Cards'
import { JsonLd } from '@/components/site/JsonLd'
import { Pagination } from '@/components/site/Pagination'
import { siteParams, type SiteParams } from '@/components/site/route'
import { categoryTree, findCategory, hiddenCategoryIds, withDescendants } from '@/data/categories'
import { listProducts } from '@/data/products'
import type { CategoryNode } from '@/data/types'
import { countryName } from '@/geo/countries'
import { translator } from '@/i18n/intl'
import { getLocale } from '@/i18n/locales'
import { localized, paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'
import { productListData } from '@/lib/structuredData'

type Query = Promise<{
  category?: string | string[]
  sort?: string | string[]
  page?: string | string[]
}>

const PAGE_SIZE = 24
const SORTS = {
  discount: 'sort.discount',
  price_asc: 'sort.priceAsc',
  popular: 'sort.popular',
} as const
type Sort = keyof typeof SORTS

// Its answer depends on the query string: rendered per request, from the tagged data cache.
export const dynamic = 'force-dynamic'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const pageOf = (value: string | string[] | undefined) =>
  Math.max(1, Math.min(Math.trunc(Number(first(value))) || 1, 100_000))
const sortOf = (value: string | string[] | undefined): Sort => {
  const asked = first(value)
  return asked && asked in SORTS ? (asked as Sort) : 'discount'
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>
  searchParams: Query
}) {
  const { locale, country } = await siteParams(params)
  const t = translator(locale)
  const where = countryName(country, getLocale(locale).iso)
  const query = await searchParams
  const filtered = first(query.category) || first(query.sort) || pageOf(query.page) > 1
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

/** The category tree as the filter's options: top categories, their subcategories indented. */
function categoryOptions(nodes: CategoryNode[], depth = 0): { slug: string; label: string }[] {
  return nodes.flatMap((node) => [
    { slug: node.seoSlug, label: `${'\u2003'.repeat(depth)}${node.name}` },
    ...(depth < 1 ? categoryOptions(node.subcategories, depth + 1) : []),
  ])
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
  searchParams: Query
}) {
  const { locale, country } = await siteParams(params)
  const query = await searchParams
  const page = pageOf(query.page)
  const sort = sortOf(query.sort)
  const categorySlug = first(query.category) ?? ''
  const found = categorySlug ? await findCategory(categorySlug) : null
  const category = found && !(await hiddenCategoryIds()).includes(found.id) ? found : null
  const [tree, categoryIds] = await Promise.all([
    categoryTree(locale),
    category ? withDescendants(category) : null,
  ])
  // An unknown category is no filter the shopper could have chosen here: the 404 page.
  if (categorySlug && !category) notFound()
  const deals = await listProducts({
    lang: locale,
    page,
    limit: PAGE_SIZE,
    country,
    categoryIds,
    deals: true,
    sort,
  })
  if (page > 1 && deals.docs.length === 0) notFound()
  const t = translator(locale)
  const where = countryName(country, getLocale(locale).iso)
  const filters = {
    category: category?.seoSlug,
    sort: sort === 'discount' ? undefined : sort,
  }
  return (
    <>
      <h1>{t('deals.title', { country: where })}</h1>
      <p className="lead">{t('deals.intro')}</p>
      <form method="get" action={localized(locale, paths.deals())} className="filters">
        <label>
          {t('filter.category')}
          <select name="category" defaultValue={category?.seoSlug ?? ''}>
            <option value="">{t('filter.allCategories')}</option>
            {categoryOptions(tree).map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filter.sort')}
          <select name="sort" defaultValue={sort}>
            {(Object.keys(SORTS) as Sort[]).map((key) => (
              <option key={key} value={key}>
                {t(SORTS[key])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--sm">
          {t('filter.apply')}
        </button>
      </form>
      {deals.docs.length ? (
        <>
          <h2 className="list-count">
            {t('deals.count', { count: deals.totalDocs, country: where })}
          </h2>
          <ProductGrid products={deals.docs} locale={locale} structuredData={false} />
          <JsonLd
            data={productListData(deals.docs, locale, {
              name: t('deals.title', { country: where }),
              path: paths.deals(),
              offset: (page - 1) * PAGE_SIZE,
              total: deals.totalDocs,
            })}
          />
          <Pagination
            locale={locale}
            path={paths.deals()}
            page={deals.page}
            totalPages={deals.totalPages}
            query={filters}
          />
        </>
      ) : (
        <p role="status">{t('deals.empty', { country: where })}</p>
      )}
    </>
  )
}
