import { notFound } from 'next/navigation'
import { cache } from 'react'

import { normalizeCountryCode, type CountryCode } from '@/geo/countries'
import { isLocaleCode, type LocaleCode } from '@/i18n/locales'
import { localized } from '@/i18n/paths'

export interface SiteParams {
  locale: string
  country: string
}

/**
 * A dynamic segment as its slug: Next hands segments of rewritten paths over still percent-encoded.
 * One that does not decode (`a%zz`) is kept as it is, which names no document: the page's 404.
 */
export function slugParam(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The language and country the proxy put into the path; anything else is not a page of ours. */
export async function siteParams(
  params: Promise<SiteParams>,
): Promise<{ locale: LocaleCode; country: CountryCode }> {
  const { locale, country } = await params
  const code = normalizeCountryCode(country)
  if (!isLocaleCode(locale) || !code || code !== country) notFound()
  return { locale, country: code }
}

/**
 * The path a 404 of this request is about, for the not-found screen: a not-found boundary gets no
 * params, and reading the request's headers would turn every cached page dynamic. React's `cache`
 * scopes it to this one render.
 */
export const notFoundPath = cache((): { locale: LocaleCode; path: string } => ({
  locale: 'en',
  path: '/',
}))

/**
 * A route's validity check failed (an unknown slug, a subcategory under the wrong parent) or nothing
 * matched: the 404 page of that route says "Page Not Found: {fullPath}" (or "Page not found: …") and
 * what was not found (SPEC 8). `path` is the page's English path as the visitor wrote it.
 */
export function invalidRoute(locale: LocaleCode, path: string): never {
  Object.assign(notFoundPath(), { locale, path: localized(locale, path) })
  notFound()
}
