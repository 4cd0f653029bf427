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
import { siteParams, slugParam, type SiteParams } from '@/lib/siteParams'
import { SafeLink } from '@/components/site/SafeLink'
import { getProductGroup, listProducts } from '@/data/products'
import { countryPhrases } from '@/geo/countryPhrases'
import { translator } from '@/i18n/intl'
import { localized, paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'
import { metaDescription } from '@/lib/seo'
import { EditTarget } from '@/components/site/EditTarget'

type Params = SiteParams & { slug: string; query: string }

/** Products per page, as on the other product and store lists. */
const PAGE_SIZE = 24
/** The group's own order first. */
const SORTS = sortOptions('recommended', 'popular', 'price_asc', 'price_desc', 'discount')
const sortValues = SORTS.map((sort) => sort.value)

// One page per group and query string (src/lib/listQuery.ts), each rendered on its first request
// and kept until the data it shows changes.
export function generateStaticParams() {
  return []
}

/**
 * The group and the list the query asks for, read once for the metadata and the page (the reads are
 * cached); null for an unknown or hidden group, a filter that names nothing or a page past the last.
 * Only the page redirects a URL that says what it asks otherwise.
 */
async function groupList(params: Promise<Params>, redirects: boolean) {
  const { locale, country } = await siteParams(params)
  const slug = slugParam((await params).slug)
  const input = listQuery((await params).query)
  const group = await getProductGroup(slug, locale)
  const list = group
    ? await readProductPage(
        input,
        {
          locale,
          country,
          path: paths.group(group.slug),
          sorts: sortValues,
          scope: null,
          redirects,
        },
        // In the group's order unless another is asked for; only the products offered in the country.
        ({ query, filters }) =>
          listProducts({
            lang: locale,
            page: query.page,
            limit: PAGE_SIZE,
            groupId: group.id,
            country,
            ...filters,
            sort: query.sort === 'recommended' ? undefined : query.sort,
          }),
      )
    : null
  return { locale, country, slug, input, found: group && list ? { group, ...list } : null }
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, country, found } = await groupList(params, false)
  const t = translator(locale)
  if (!found) return { title: t('seo.notFound.title') }
  const { group, query } = found
  const page = query.page
  const path = paths.group(group.slug)
  const narrowed = isFiltered(query) || Boolean(query.sort)
  return pageMetadata({
    locale,
    // Each page lists other products: pages after the first are their own canonical URL.
    path: page > 1 && !narrowed ? `${path}?page=${page}` : path,
    title: group.seo.title ?? t('seo.group.title', { name: group.name }),
    description:
      group.seo.description ??
      (metaDescription(group.description) ||
        t('seo.group.description', { name: group.name, ...countryPhrases(country, locale) })),
    image: group.seo.image,
    // A filtered or re-sorted list shows what the group's own pages do: those are indexed.
    noindex: narrowed,
  })
}

export default async function GroupPage({ params }: { params: Promise<Params> }) {
  const { locale, country, slug, input, found } = await groupList(params, true)
  if (!found) {
    return <NotFoundPage path={localized(locale, withQuery(paths.group(slug), input))} />
  }
  const { group, query, choices, items: products } = found
  const t = translator(locale)
  const where = countryPhrases(country, locale)
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
        count={t('group.count', { count: products.totalDocs, ...where })}
        products={products}
        query={productListQuery(query)}
        empty={
          <div className="empty-state">
            <p role="status">
              {isFiltered(query) ? t('products.empty', where) : t('group.empty', where)}
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
