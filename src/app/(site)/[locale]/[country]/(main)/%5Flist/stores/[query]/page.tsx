import { redirect } from 'next/navigation'

import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { StoreGrid } from '@/components/site/Cards'
import { NotFoundPage } from '@/components/site/NotFoundPage'
import {
  canonicalHref,
  pageQuery,
  storeListParams,
  storeListQuery,
  withQuery,
} from '@/lib/listParams'
import { listQuery } from '@/lib/listQuery'
import { Pagination } from '@/components/site/Pagination'
import { siteParams, type SiteParams } from '@/lib/siteParams'
import { FilterChips } from '@/components/site/ProductListFilters'
import { ShowMoreStores } from '@/components/site/ShowMoreStores'
import { STORES_CLAIM } from '@/config/constants'
import {
  categoryName,
  categoryTree,
  findCategory,
  hiddenCategoryIds,
  withDescendants,
} from '@/data/categories'
import { listStores } from '@/data/stores'
import { countryPhrases } from '@/geo/countryPhrases'
import { translator } from '@/i18n/intl'
import { getLocale } from '@/i18n/locales'
import { localized, paths } from '@/i18n/paths'
import { catalogueMetadata } from '@/lib/metadata'

const PAGE_SIZE = 24

type Params = SiteParams & { query: string }

// One page per query string (?page=, ?category=, ?delivers=, ?sort=; src/lib/listQuery.ts), each
// rendered on its first request and kept until the data it shows changes.
export function generateStaticParams() {
  return []
}

/**
 * The list the query asks for, read once for the metadata and the page (the reads are cached), or
 * `missing`: a page past the last.
 */
async function storeList(params: Promise<Params>) {
  const { locale, country } = await siteParams(params)
  const input = listQuery((await params).query)
  const query = storeListParams(input)
  const found = query.category ? await findCategory(query.category) : null
  // A hidden category filters nothing, as an unknown one: which public stores it holds is not shown.
  const category = found && !(await hiddenCategoryIds()).includes(found.id) ? found : null
  const chosen = { ...query, category: category?.seoSlug }
  const stores = await listStores({
    lang: locale,
    page: query.page,
    limit: PAGE_SIZE,
    country: query.delivers ? country : undefined,
    categoryIds: category ? await withDescendants(category) : null,
    sort: query.sort,
  })
  const missing = query.page > 1 && stores.docs.length === 0
  return { locale, country, input, query, category, chosen, stores, missing }
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, missing } = await storeList(params)
  if (missing) return { title: translator(locale)('seo.notFound.title') }
  return catalogueMetadata('stores', paths.stores())({ params })
}

/**
 * The store list: the stores delivering to the shopper's country (or all), by category, the most
 * popular first or by name. The filters are a plain GET form, shown as chips that each remove one.
 */
export default async function StoresPage({ params }: { params: Promise<Params> }) {
  const { locale, country, input, query, category, chosen, stores, missing } =
    await storeList(params)
  const t = translator(locale)
  const { page } = query
  // The form's hidden "delivers" 0 beside its ticked 1, its default order: one URL per result.
  const canonical = canonicalHref(paths.stores(), input, pageQuery(storeListQuery(chosen), page))
  if (canonical !== null) redirect(localized(locale, canonical))
  if (missing) return <NotFoundPage path={localized(locale, withQuery(paths.stores(), input))} />
  const tree = await categoryTree(locale)
  const iso = getLocale(locale).iso
  const where = countryPhrases(country, locale)
  const filter = storeListQuery(chosen)
  const chips = [
    ...(category
      ? [
          {
            key: 'category',
            label: categoryName(category, locale),
            href: withQuery(paths.stores(), storeListQuery({ ...chosen, category: undefined })),
          },
        ]
      : []),
    ...(query.delivers
      ? [
          {
            key: 'delivers',
            label: t('filter.deliversTo', where),
            href: withQuery(paths.stores(), storeListQuery({ ...chosen, delivers: false })),
          },
        ]
      : []),
  ]
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('nav.stores') }]} />
      <h1>{t('stores.title')}</h1>
      <p className="lead">
        {t('stores.intro', {
          count: new Intl.NumberFormat(iso).format(STORES_CLAIM),
          ...where,
        })}
      </p>
      <form method="get" action={localized(locale, paths.stores())} className="filters">
        <label>
          {t('filter.category')}
          <select name="category" defaultValue={category?.seoSlug ?? ''}>
            <option value="">{t('filter.allCategories')}</option>
            {tree.flatMap((node) => [
              <option key={node.seoSlug} value={node.seoSlug}>
                {node.name}
              </option>,
              ...node.subcategories.map((child) => (
                <option key={child.seoSlug} value={child.seoSlug}>
                  {`\u2003${child.name}`}
                </option>
              )),
            ])}
          </select>
        </label>
        {/* Unticked, the box sends nothing: the hidden 0 before it says "all countries". */}
        <input type="hidden" name="delivers" value="0" />
        <label className="filters__check">
          <input type="checkbox" name="delivers" value="1" defaultChecked={query.delivers} />
          {t('filter.deliversTo', where)}
        </label>
        <label>
          {t('filter.sort')}
          <select name="sort" defaultValue={query.sort ?? 'popular'}>
            <option value="popular">{t('sort.popular')}</option>
            <option value="name">{t('sort.name')}</option>
          </select>
        </label>
        <button type="submit" className="button button--sm">
          {t('filter.apply')}
        </button>
      </form>
      <FilterChips locale={locale} chips={chips} />
      <h2 className="list-count">{t('stores.count', { count: stores.totalDocs })}</h2>
      <StoreGrid stores={stores.docs} locale={locale} country={country} />
      <ShowMoreStores
        query={{
          lang: locale,
          limit: String(PAGE_SIZE),
          ...(query.delivers ? { country } : {}),
          ...(category ? { category: category.seoSlug } : {}),
          ...(query.sort ? { sort: query.sort } : {}),
        }}
        nextPage={stores.hasNextPage ? page + 1 : null}
        nextHref={localized(
          locale,
          withQuery(paths.stores(), { ...filter, page: String(page + 1) }),
        )}
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
