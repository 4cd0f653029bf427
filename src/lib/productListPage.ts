/** The country's product lists that are pages of their own: /products and its deals-only twin /deals. */
import type { Metadata } from 'next'

import { listProducts, type ProductFilters } from '@/data/products'
import { countryPhrases } from '@/geo/countryPhrases'
import { translator, type MessageKey } from '@/i18n/intl'
import { pageMetadata } from '@/lib/metadata'
import { isFiltered } from '@/lib/listParams'
import { listQuery } from '@/lib/listQuery'
import { readProductPage } from '@/lib/productList'
import { siteParams, type SiteParams } from '@/lib/siteParams'

const PAGE_SIZE = 24

export type ProductListPageParams = SiteParams & { query: string }

type Sort = NonNullable<ProductFilters['sort']>

/**
 * One product list page's reading of its URL and its metadata. `sorts` are its orders, the default
 * first; `dealsOnly` lists only the country's deals (the deals filter is then the list itself).
 */
export function productListPage({
  path,
  sorts,
  dealsOnly = false,
  seo,
}: {
  path: string
  sorts: readonly { value: Sort }[]
  dealsOnly?: boolean
  seo: { title: MessageKey; description: MessageKey }
}) {
  const sortValues = sorts.map((sort) => sort.value)
  const defaultSort = sortValues[0]!

  /**
   * The list the query asks for, read once for the metadata and the page (the reads are cached);
   * null for a filter that names nothing or a page past the last. Only the page redirects a URL
   * that says what it asks otherwise.
   */
  async function read(params: Promise<ProductListPageParams>, redirects: boolean) {
    const { locale, country } = await siteParams(params)
    const input = listQuery((await params).query)
    const list = await readProductPage(
      input,
      {
        locale,
        country,
        path,
        sorts: sortValues,
        adjust: dealsOnly
          ? (asked) => {
              asked.deals = false
            }
          : undefined,
        redirects,
      },
      ({ query, filters }) =>
        listProducts({
          lang: locale,
          page: query.page,
          limit: PAGE_SIZE,
          country,
          ...filters,
          ...(dealsOnly ? { deals: true } : {}),
          sort: query.sort ?? defaultSort,
        }),
    )
    return { locale, country, input, list }
  }

  async function generateMetadata({
    params,
  }: {
    params: Promise<ProductListPageParams>
  }): Promise<Metadata> {
    const { locale, country, list } = await read(params, false)
    const t = translator(locale)
    if (!list) return { title: t('seo.notFound.title') }
    const { query } = list
    const where = countryPhrases(country, locale)
    return pageMetadata({
      locale,
      path,
      title: t(seo.title, where),
      description: t(seo.description, where),
      // A filtered, sorted or later page lists what the first page leads to: only the first is indexed.
      noindex: isFiltered(query) || Boolean(query.sort) || query.page > 1,
    })
  }

  return { read, generateMetadata }
}
