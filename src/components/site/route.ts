import { notFound } from 'next/navigation'

import { normalizeCountryCode, type CountryCode } from '@/geo/countries'
import { isLocaleCode, type LocaleCode } from '@/i18n/locales'

export interface SiteParams {
  locale: string
  country: string
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
 * A route's validity check failed (an unknown slug, a subcategory under the wrong parent): the 404
 * page of that route says "Page Not Found: {fullPath}" and what was not found (SPEC 8); each such
 * route has a not-found.tsx of its own for it, the site's default one covers unmatched paths.
 */
export function invalidRoute(): never {
  notFound()
}
