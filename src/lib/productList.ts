/** What every product list page does with its URL before it lists anything. */
import { redirect } from 'next/navigation'

import { resolveProductFilters } from '@/data/productFilters'
import type { LocaleCode } from '@/i18n/locales'
import { localized } from '@/i18n/paths'

import {
  canonicalHref,
  pageQuery,
  productListParams,
  productListQuery,
  type ProductListParams,
  type QueryValues,
  type SearchParams,
} from './listParams'

/**
 * Sends a list's URL that says what it asks otherwise (the form's empty fields, the default order) to
 * the list's own URL, so that every result has one address to share.
 */
function redirectToCanonical(
  locale: LocaleCode,
  path: string,
  input: SearchParams,
  canonical: QueryValues,
): void {
  const href = canonicalHref(path, input, canonical)
  if (href !== null) redirect(localized(locale, href))
}

/**
 * What every product list page starts with: its query string read (`adjust` may fix what the list
 * itself decides), the URL sent to the list's own when it says what it asks otherwise, and the
 * filters resolved (see resolveProductFilters). Null for a category or store the shopper could not
 * have chosen: the URL lists nothing, and the page is the 404 page.
 */
export async function readProductList<S extends string>(
  input: SearchParams,
  {
    locale,
    country,
    path,
    sorts,
    scope,
    adjust,
    redirects = true,
  }: {
    locale: LocaleCode
    country: string
    path: string
    sorts: readonly S[]
    scope?: number[] | null
    adjust?: (query: ProductListParams<S>) => void
    /** False where a redirect cannot be answered (a page's metadata): the page answers it. */
    redirects?: boolean
  },
) {
  const query = productListParams(input, sorts)
  adjust?.(query)
  if (redirects) {
    redirectToCanonical(locale, path, input, pageQuery(productListQuery(query), query.page))
  }
  const resolved = await resolveProductFilters(query, { locale, country, scope })
  return resolved ? { query, ...resolved } : null
}

/**
 * A product list page's list: its URL read as readProductList() reads it, then its products by
 * `load`; null for a filter that names nothing or a page past the last, both the 404 page.
 */
export async function readProductPage<S extends string, Items extends { docs: unknown[] }>(
  input: SearchParams,
  options: Parameters<typeof readProductList<S>>[1],
  load: (list: NonNullable<Awaited<ReturnType<typeof readProductList<S>>>>) => Promise<Items>,
) {
  const list = await readProductList(input, options)
  if (!list) return null
  const items = await load(list)
  return list.query.page > 1 && items.docs.length === 0 ? null : { ...list, items }
}
