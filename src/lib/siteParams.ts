import { notFound } from 'next/navigation'

import { normalizeCountryCode, type CountryCode } from '@/geo/countries'
import { isLocaleCode, type LocaleCode } from '@/i18n/locales'

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
