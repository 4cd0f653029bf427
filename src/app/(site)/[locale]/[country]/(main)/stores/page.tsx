import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { StoreGrid } from '@/components/site/Cards'
import { Pagination } from '@/components/site/Pagination'
import { siteParams, type SiteParams } from '@/components/site/route'
import { ShowMoreStores } from '@/components/site/ShowMoreStores'
import { STORES_CLAIM } from '@/config/constants'
import { findCategory, hiddenCategoryIds, withDescendants } from '@/data/categories'
import { listStores } from '@/data/stores'
import { countryName } from '@/geo/countries'
import { translator } from '@/i18n/intl'
import { getLocale } from '@/i18n/locales'
import { localized, paths } from '@/i18n/paths'
import { catalogueMetadata } from '@/lib/metadata'

const PAGE_SIZE = 24

// Its answer depends on the query string (?page=, ?q=, ?category=): rendered per request, from
// the tagged data cache.
export const dynamic = 'force-dynamic'

export const generateMetadata = catalogueMetadata('stores', paths.stores())

export default async function StoresPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>
  searchParams: Promise<{ page?: string; category?: string }>
}) {
  const { locale, country } = await siteParams(params)
  const query = await searchParams
  const t = translator(locale)
  const page = Math.max(1, Math.min(Number(query.page) || 1, 100_000))
  const found = query.category ? await findCategory(query.category) : null
  // A hidden category filters nothing, as an unknown one: which public stores it holds is not shown.
  const category = found && !(await hiddenCategoryIds()).includes(found.id) ? found : null
  const stores = await listStores({
    lang: locale,
    page,
    limit: PAGE_SIZE,
    country,
    categoryIds: category ? await withDescendants(category) : null,
  })
  if (page > 1 && stores.docs.length === 0) notFound()
  const iso = getLocale(locale).iso
  const filter = { ...(category ? { category: category.seoSlug } : {}) }
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('nav.stores') }]} />
      <h1>{t('stores.title')}</h1>
      <p className="lead">
        {t('stores.intro', {
          count: new Intl.NumberFormat(iso).format(STORES_CLAIM),
          country: countryName(country, iso),
        })}{' '}
        {t('stores.count', { count: stores.totalDocs })}
      </p>
      <StoreGrid stores={stores.docs} locale={locale} country={country} />
      <ShowMoreStores
        query={{ lang: locale, country, limit: String(PAGE_SIZE), ...filter }}
        nextPage={stores.hasNextPage ? page + 1 : null}
        nextHref={`${localized(locale, paths.stores())}?${new URLSearchParams({ ...filter, page: String(page + 1) })}`}
        label={t('button.showMoreStores')}
        visitLabel={t('button.visitStore')}
        storePath={localized(locale, paths.store('{slug}'))}
        shopPath={localized(locale, paths.out('store', '{id}', country))}
      />
      <noscript>
        <Pagination
          locale={locale}
          path={paths.stores()}
          page={page}
          totalPages={stores.totalPages}
          query={filter}
        />
      </noscript>
    </>
  )
}
