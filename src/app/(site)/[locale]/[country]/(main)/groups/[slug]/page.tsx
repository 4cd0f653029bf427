import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { ProductGrid } from '@/components/site/Cards'
import { JsonLd } from '@/components/site/JsonLd'
import { Pagination } from '@/components/site/Pagination'
import { invalidRoute, siteParams, slugParam, type SiteParams } from '@/components/site/route'
import { SafeLink } from '@/components/site/SafeLink'
import { getProductGroup, listProducts } from '@/data/products'
import { countryName } from '@/geo/countries'
import { translator } from '@/i18n/intl'
import { getLocale } from '@/i18n/locales'
import { paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'
import { metaDescription } from '@/lib/seo'
import { productListData } from '@/lib/structuredData'

type Params = SiteParams & { slug: string }
type Query = Promise<{ page?: string | string[] }>

/** Products per page, as on the other product and store lists. */
const PAGE_SIZE = 24

// Its answer depends on the query string (?page=): rendered per request, from the tagged data cache.
export const dynamic = 'force-dynamic'

/** `?page=` as a page number: anything that is not one is the first page. */
const pageOf = (value: string | string[] | undefined) =>
  Math.max(1, Math.min(Math.trunc(Number(value)) || 1, 100_000))

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
  const page = pageOf((await searchParams).page)
  const path = paths.group(group.slug)
  return pageMetadata({
    locale,
    // Each page lists other products: pages after the first are their own canonical URL.
    path: page > 1 ? `${path}?page=${page}` : path,
    title: t('seo.group.title', { name: group.name }),
    description:
      metaDescription(group.description) ||
      t('seo.group.description', {
        name: group.name,
        country: countryName(country, getLocale(locale).iso),
      }),
  })
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
  if (!group) invalidRoute(locale, paths.group(slug))
  const page = pageOf((await searchParams).page)
  // In the group's order; only the products offered in the country.
  const products = await listProducts({
    lang: locale,
    page,
    limit: PAGE_SIZE,
    groupId: group.id,
    country,
  })
  if (page > 1 && products.docs.length === 0) notFound()
  const t = translator(locale)
  const where = countryName(country, getLocale(locale).iso)
  const path = paths.group(group.slug)
  return (
    <>
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
      {products.docs.length ? (
        <>
          <h2 className="list-count">
            {t('group.count', { count: products.totalDocs, country: where })}
          </h2>
          <ProductGrid products={products.docs} locale={locale} structuredData={false} />
          <JsonLd
            data={productListData(products.docs, locale, {
              name: group.name,
              path,
              offset: (page - 1) * PAGE_SIZE,
              total: products.totalDocs,
            })}
          />
          <Pagination
            locale={locale}
            path={path}
            page={products.page}
            totalPages={products.totalPages}
          />
        </>
      ) : (
        <div className="empty-state">
          <p>{t('group.empty', { country: where })}</p>
          <SafeLink href={paths.categories()} locale={locale} className="button button--sm">
            {t('group.browseCategories')}
          </SafeLink>
        </div>
      )}
    </>
  )
}
