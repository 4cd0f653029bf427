import type { Metadata } from 'next'

import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { GuideGrid, ProductGrid, Shelf, StoreGrid } from '@/components/site/Cards'
import { Highlighted } from '@/components/site/Highlighted'
import { isFiltered, productListParams, productListQuery } from '@/lib/listParams'
import { Pagination } from '@/components/site/Pagination'
import { ProductListFilters, sortOptions } from '@/components/site/ProductListFilters'
import { readProductList } from '@/lib/productList'
import { siteParams, type SiteParams } from '@/lib/siteParams'
import { SafeLink } from '@/components/site/SafeLink'
import { allCategories, categoryName, visibleCategories } from '@/data/categories'
import { listProducts } from '@/data/products'
import { translator } from '@/i18n/intl'
import type { LocaleCode } from '@/i18n/locales'
import { paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'
import { metaTitle } from '@/lib/seo'
import { PAGE_SIZE, searchResults, type SectionResults } from '@/data/search/results'
import { MAX_QUERY_LENGTH, searchable, termsOf } from '@/data/search/search'
import { hitPath } from '@/data/search/suggestions'

// Its answer depends on the query string (?q=, ?type=, ?page=): rendered per request.
export const dynamic = 'force-dynamic'

/** The products' page: by relevance first, or as the product lists order. */
const PRODUCT_SORTS = sortOptions('relevance', 'popular', 'price_asc', 'price_desc', 'discount')
const PRODUCT_SORT_VALUES = PRODUCT_SORTS.map((sort) => sort.value)

const first = (value: string | string[] | undefined) => [value].flat()[0] ?? ''
/** As much of a query as a tab's title shows. */
const TITLE_QUERY_LENGTH = 40

/** The query in the title, as in the page's heading: a shopper's tabs of searches tell apart. */
export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}): Promise<Metadata> {
  const { locale } = await siteParams(params)
  const t = translator(locale)
  const q = first((await searchParams).q)
    .replace(/\s+/g, ' ')
    .trim()
  const query = q.length > TITLE_QUERY_LENGTH ? `${q.slice(0, TITLE_QUERY_LENGTH).trim()}…` : q
  return pageMetadata({
    locale,
    path: paths.search(),
    title: query ? metaTitle(t('search.resultsFor', { query })) : t('seo.search.title'),
    description: t('seo.search.description'),
    noindex: true,
  })
}

export default async function SearchPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { locale, country } = await siteParams(params)
  const t = translator(locale)
  const input = await searchParams
  const { q, cut, query, only, page, sections, suggestion } = await searchResults({
    q: first(input.q),
    lang: locale,
    country,
    type: first(input.type),
    page: Number.parseInt(first(input.page), 10),
  })
  const terms = termsOf(query.tsquery)
  // The products' own page can be narrowed and re-sorted as any product list: then it lists the
  // matches through the lists' filters instead of by relevance.
  const productsOnly = only?.type === 'products' && searchable(q)
  const filtered = productsOnly
    ? await readProductList(input, {
        locale,
        country,
        path: paths.search(),
        sorts: PRODUCT_SORT_VALUES,
      })
    : null
  const listParams = filtered?.query ?? productListParams(input, PRODUCT_SORT_VALUES)
  const narrowed = productsOnly && (isFiltered(listParams) || Boolean(listParams.sort))
  const list =
    narrowed && filtered
      ? await listProducts({
          lang: locale,
          page,
          limit: PAGE_SIZE,
          country,
          q,
          ...filtered.filters,
          sort: listParams.sort === 'relevance' ? undefined : listParams.sort,
        })
      : null
  const total = list ? list.totalDocs : sections.reduce((sum, { ranked }) => sum + ranked.total, 0)
  const capped = !list && sections.some(({ ranked }) => ranked.capped)
  const searchPath = (extra: Record<string, string> = {}) =>
    `${paths.search()}?${new URLSearchParams({ q, ...extra })}`

  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('search.title') }]} />
      <h1>{t('search.title')}</h1>
      {cut ? <p role="status">{t('search.tooLong', { max: MAX_QUERY_LENGTH })}</p> : null}
      {!searchable(q) ? <EmptySearch locale={locale} /> : null}
      {searchable(q) ? (
        <p className="lead" role="status">
          {t('search.resultsFor', { query: q })} ·{' '}
          {capped ? t('search.countCapped', { count: total }) : t('search.count', { count: total })}
        </p>
      ) : null}
      {searchable(q) && total === 0 ? <p>{t('search.noResults', { query: q })}</p> : null}
      {suggestion ? (
        <p className="did-you-mean">
          {t('search.didYouMean')}{' '}
          <SafeLink
            href={`${paths.search()}?${new URLSearchParams({ q: suggestion })}`}
            locale={locale}
          >
            {suggestion}
          </SafeLink>
          ?
        </p>
      ) : null}
      {only && searchable(q) ? (
        <p>
          <SafeLink href={searchPath()} locale={locale}>
            {t('search.allResults')}
          </SafeLink>
        </p>
      ) : null}
      {productsOnly && filtered ? (
        <ProductListFilters
          locale={locale}
          country={country}
          path={paths.search()}
          params={listParams}
          choices={filtered.choices}
          sorts={PRODUCT_SORTS}
          fixed={{ q, type: 'products' }}
        />
      ) : null}
      {list ? (
        <Shelf
          id="search-products"
          title={`${t('search.products')} (${list.totalDocs})`}
          locale={locale}
        >
          <ProductGrid
            products={list.docs}
            locale={locale}
            highlight={terms}
            structuredData={false}
          />
          <Pagination
            locale={locale}
            path={paths.search()}
            page={list.page}
            totalPages={list.totalPages}
            query={{ q, type: 'products', ...productListQuery(listParams) }}
          />
        </Shelf>
      ) : null}
      {(list ? [] : sections).map((results) => {
        const { section, ranked } = results
        return ranked.hits.length === 0 ? null : (
          <Shelf
            key={section.type}
            id={`search-${section.type}`}
            title={`${t(section.title)} (${ranked.capped ? `${ranked.total}+` : ranked.total})`}
            viewAll={
              !only && ranked.total > ranked.hits.length
                ? searchPath({ type: section.type })
                : undefined
            }
            locale={locale}
          >
            <SectionCards results={results} locale={locale} country={country} terms={terms} />
            {only ? (
              <Pagination
                locale={locale}
                path={paths.search()}
                page={page}
                totalPages={Math.ceil(ranked.total / PAGE_SIZE)}
                query={{ q, type: section.type }}
              />
            ) : null}
          </Shelf>
        )
      })}
    </>
  )
}

async function SectionCards({
  results,
  locale,
  country,
  terms,
}: {
  results: SectionResults
  locale: LocaleCode
  country: string
  terms: string[]
}) {
  switch (results.kind) {
    case 'store':
      return (
        <StoreGrid stores={results.cards} locale={locale} country={country} highlight={terms} />
      )
    case 'product':
      return (
        <ProductGrid
          products={results.cards}
          locale={locale}
          highlight={terms}
          structuredData={false}
        />
      )
    case 'guide':
      return <GuideGrid guides={results.cards} locale={locale} highlight={terms} />
    case 'category': {
      const categories = await allCategories()
      const links = results.ranked.hits.map((hit) => ({
        hit,
        href: hitPath('category', hit, categories),
      }))
      return (
        <ul className="chips">
          {links.map(({ hit, href }) => (
            <li key={hit.id}>
              <SafeLink href={href} locale={locale}>
                <Highlighted text={hit.name} terms={terms} />
              </SafeLink>
            </li>
          ))}
        </ul>
      )
    }
  }
}

/** An empty query: what the box is for, and where to start instead. */
async function EmptySearch({ locale }: { locale: LocaleCode }) {
  const t = translator(locale)
  const primary = (await visibleCategories()).filter((row) => row.primary && row.parentId === null)
  return (
    <>
      <p className="lead">{t('search.empty')}</p>
      {primary.length ? (
        <section aria-labelledby="search-start" className="shelf">
          <h2 id="search-start">{t('search.startWith')}</h2>
          <ul className="chips">
            {primary.map((category) => (
              <li key={category.id}>
                <SafeLink href={paths.category(category.seoSlug)} locale={locale}>
                  {categoryName(category, locale)}
                </SafeLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
