/** What every product list page does with its URL before it lists anything. */
import { notFound, redirect } from 'next/navigation'

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
 * filters resolved (see resolveProductFilters).
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
  }: {
    locale: LocaleCode
    country: string
    path: string
    sorts: readonly S[]
    scope?: number[] | null
    adjust?: (query: ProductListParams<S>) => void
  },
) {
  const query = productListParams(input, sorts)
  adjust?.(query)
  redirectToCanonical(locale, path, input, pageQuery(productListQuery(query), query.page))
  const resolved = await resolveProductFilters(query, { locale, country, scope })
  // A category or store the shopper could not have chosen: the URL lists nothing.
  if (!resolved) notFound()
  return { query, ...resolved }
}
