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
import { siteParams, slugParam, type SiteParams } from '@/lib/siteParams'
import { SafeLink } from '@/components/site/SafeLink'
import { getProductGroup, listProducts } from '@/data/products'
import { countryName } from '@/geo/countries'
import { translator } from '@/i18n/intl'
import { getLocale } from '@/i18n/locales'
import { paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'
import { metaDescription } from '@/lib/seo'
import { EditTarget } from '@/components/site/EditTarget'

type Params = SiteParams & { slug: string }
type Query = Promise<SearchParams>

/** Products per page, as on the other product and store lists. */
const PAGE_SIZE = 24
/** The group's own order first. */
const SORTS = sortOptions('recommended', 'popular', 'price_asc', 'price_desc', 'discount')
const sortValues = SORTS.map((sort) => sort.value)

// Its answer depends on the query string: rendered per request, from the tagged data cache.
export const dynamic = 'force-dynamic'

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Promise<Params>
  searchParams: Query
}) {
  const { locale, country } = await siteParams(params)
  const group = await getProductGroup(slugParam((await params).slug), locale)
  const t = translator(locale)
  if (!group) return { title: t('seo.notFound.title') }
  const query = productListParams(await searchParams, sortValues)
  const page = query.page
  const path = paths.group(group.slug)
  const narrowed = isFiltered(query) || query.sort
  const metadata = pageMetadata({
    locale,
    // Each page lists other products: pages after the first are their own canonical URL.
    path: page > 1 && !narrowed ? `${path}?page=${page}` : path,
    title: t('seo.group.title', { name: group.name }),
    description:
      metaDescription(group.description) ||
      t('seo.group.description', {
        name: group.name,
        country: countryName(country, getLocale(locale).iso),
      }),
  })
  // A filtered or re-sorted list shows what the group's own pages do: those are indexed.
  return narrowed ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

export default async function GroupPage({
  params,
  searchParams,
}: {
  params: Promise<Params>
  searchParams: Query
}) {
  const { locale, country } = await siteParams(params)
  const slug = slugParam((await params).slug)
  const group = await getProductGroup(slug, locale)
  if (!group) notFound()
  const { query, filters, choices } = await readProductList(await searchParams, {
    locale,
    country,
    path: paths.group(group.slug),
    sorts: sortValues,
    scope: null,
  })
  const page = query.page
  // In the group's order unless another is asked for; only the products offered in the country.
  const products = await listProducts({
    lang: locale,
    page,
    limit: PAGE_SIZE,
    groupId: group.id,
    country,
    ...filters,
    sort: query.sort === 'recommended' ? undefined : query.sort,
  })
  if (page > 1 && products.docs.length === 0) notFound()
  const t = translator(locale)
  const where = countryName(country, getLocale(locale).iso)
  const path = paths.group(group.slug)
  return (
    <>
      <EditTarget collection="product-groups" id={group.id} />
      <Breadcrumbs
        locale={locale}
        items={[
          ...(group.categories.length
            ? [{ name: t('nav.categories'), href: paths.categories() }]
            : []),
          ...group.categories.map((step, index) => ({
            name: step.name,
            href: paths.category(...group.categories.slice(0, index + 1).map((c) => c.seoSlug)),
          })),
          { name: group.name },
        ]}
      />
      <h1>{group.name}</h1>
      {group.description ? <p className="lead">{group.description}</p> : null}
      <ProductListFilters
        locale={locale}
        country={country}
        path={path}
        params={query}
        choices={choices}
        sorts={SORTS}
      />
      <ProductResults
        locale={locale}
        path={path}
        name={group.name}
        count={t('group.count', { count: products.totalDocs, country: where })}
        products={products}
        query={productListQuery(query)}
        empty={
          <div className="empty-state">
            <p role="status">
              {isFiltered(query)
                ? t('products.empty', { country: where })
                : t('group.empty', { country: where })}
            </p>
            <SafeLink href={paths.categories()} locale={locale} className="button button--sm">
              {t('group.browseCategories')}
            </SafeLink>
          </div>
        }
      />
    </>
  )
}
