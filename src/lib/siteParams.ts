import { notFound } from 'next/navigation'

import { normalizeCountryCode, type CountryCode } from '@/geo/countries'
import { isLocaleCode, type LocaleCode } from '@/i18n/locales'

export interface SiteParams {
  locale: string
  country: string
}

/** Characters no slug has, and PostgreSQL refuses in text (NUL). */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

/**
 * A dynamic segment as its slug: Next hands segments of rewritten paths over still percent-encoded.
 * One that does not decode (`a%zz`) is kept as it is, which names no document: the page's 404. One
 * that decodes to a control character (`%2500`, a NUL encoded twice, passes the server's check of
 * the path) is the 404 page at once: it would reach the database otherwise.
 */
export function slugParam(segment: string): string {
  let slug: string
  try {
    slug = decodeURIComponent(segment)
  } catch {
    return segment
  }
  if (CONTROL_CHARACTER.test(slug)) notFound()
  return slug
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
