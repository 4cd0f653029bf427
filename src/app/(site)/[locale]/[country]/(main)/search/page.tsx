import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { GuideGrid, ProductGrid, StoreGrid } from '@/components/site/Cards'
import { siteParams, type SiteParams } from '@/components/site/route'
import { SafeLink } from '@/components/site/SafeLink'
import { allCategories, categoryName } from '@/data/categories'
import { listPosts } from '@/data/posts'
import { listProducts } from '@/data/products'
import { listStores } from '@/data/stores'
import { translator } from '@/i18n/intl'
import { paths } from '@/i18n/paths'
import { catalogueMetadata } from '@/lib/metadata'

const MAX_QUERY = 200

// Its answer depends on the query string (?page=, ?q=, ?category=): rendered per request, from
// the tagged data cache.
export const dynamic = 'force-dynamic'

export const generateMetadata = catalogueMetadata('search', paths.search(), { noindex: true })

export default async function SearchPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>
  searchParams: Promise<{ q?: string | string[] }>
}) {
  const { locale, country } = await siteParams(params)
  const t = translator(locale)
  const raw = [(await searchParams).q].flat()[0] ?? ''
  const cleaned = raw
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const q = cleaned.slice(0, MAX_QUERY)
  const results = q
    ? await Promise.all([
        listStores({ lang: locale, page: 1, limit: 8, country, q }),
        listProducts({ lang: locale, page: 1, limit: 8, country, q }),
        listPosts({
          lang: locale,
          page: 1,
          limit: 6,
          q,
          excludedCategoryIds: [EXCLUDED_CATEGORY_ID],
        }),
        allCategories(),
      ])
    : null
  const categories = results
    ? results[3].filter(
        (row) =>
          row.id !== EXCLUDED_CATEGORY_ID &&
          categoryName(row, locale).toLocaleLowerCase().includes(q.toLocaleLowerCase()),
      )
    : []
  const total = results
    ? results[0].totalDocs + results[1].totalDocs + results[2].totalDocs + categories.length
    : 0
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('search.title') }]} />
      <h1>{t('search.title')}</h1>
      {cleaned.length > MAX_QUERY ? (
        <p role="status">{t('search.tooLong', { max: MAX_QUERY })}</p>
      ) : null}
      {!q ? <p className="lead">{t('search.empty')}</p> : null}
      {q ? (
        <p className="lead">
          {t('search.resultsFor', { query: q })} · {t('search.count', { count: total })}
        </p>
      ) : null}
      {results && total === 0 ? <p>{t('search.noResults', { query: q })}</p> : null}
      {results && results[0].docs.length ? (
        <section aria-labelledby="search-stores" className="shelf">
          <h2 id="search-stores">
            {t('search.stores')} ({results[0].totalDocs})
          </h2>
          <StoreGrid stores={results[0].docs} locale={locale} />
        </section>
      ) : null}
      {results && results[1].docs.length ? (
        <section aria-labelledby="search-products" className="shelf">
          <h2 id="search-products">
            {t('search.products')} ({results[1].totalDocs})
          </h2>
          <ProductGrid products={results[1].docs} locale={locale} />
        </section>
      ) : null}
      {results && results[2].docs.length ? (
        <section aria-labelledby="search-guides" className="shelf">
          <h2 id="search-guides">
            {t('search.guides')} ({results[2].totalDocs})
          </h2>
          <GuideGrid guides={results[2].docs} locale={locale} />
        </section>
      ) : null}
      {categories.length ? (
        <section aria-labelledby="search-categories" className="shelf">
          <h2 id="search-categories">
            {t('search.categories')} ({categories.length})
          </h2>
          <ul className="chips">
            {categories.map((category) => {
              const parent = results![3].find((row) => row.id === category.parentId)
              const href = parent
                ? paths.category(parent.seoSlug, category.seoSlug)
                : paths.category(category.seoSlug)
              return (
                <li key={category.id}>
                  <SafeLink href={href} locale={locale}>
                    {categoryName(category, locale)}
                  </SafeLink>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </>
  )
}
