/** The XML of sitemaps (sitemaps.org 0.9) with hreflang alternates, as strings ready to stream. */
import { siteUrl } from '@/config/env'
import { defaultLocale, localeCodes, type LocaleCode } from '@/i18n/locales'
import { localized } from '@/i18n/paths'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  )

const base = escapeXml(siteUrl)

/** The absolute URL of an English-form path in `locale` (paths come percent-encoded: no escaping). */
export const absoluteUrl = (locale: LocaleCode, path: string) => `${base}${localized(locale, path)}`

/** The sitemap file name of a language, or of one of its parts. */
export const languageSitemapPath = (locale: LocaleCode, part?: number) =>
  part === undefined ? `/${locale}-sitemap.xml` : `/${locale}-sitemap-${part}.xml`

export const STATIC_SITEMAP_PATH = '/static-sitemap.xml'
export const SITEMAP_INDEX_PATH = '/sitemap.xml'

export const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`
export const URLSET_CLOSE = '</urlset>\n'

/**
 * One `<url>`: its address in `locale`, its last change, and the same page in every language plus
 * `x-default` (the English one), with the bare language codes the pages' own hreflang links use.
 */
export function urlEntry(
  locale: LocaleCode,
  path: string,
  lastmod: string | null,
  /** The languages the page is written in, when not all: the alternates name those only. */
  languages?: readonly string[],
): string {
  let alternates = ''
  for (const code of localeCodes) {
    if (languages && !languages.includes(code)) continue
    alternates += `<xhtml:link rel="alternate" hreflang="${code}" href="${absoluteUrl(code, path)}"/>`
  }
  alternates += `<xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(defaultLocale, path)}"/>`
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
  return `<url><loc>${absoluteUrl(locale, path)}</loc>${modified}${alternates}</url>\n`
}

/** A sitemap index of these site-relative sitemap paths. */
export function sitemapIndexXml(sitemaps: { path: string; lastmod: string | null }[]): string {
  const entries = sitemaps.map(
    ({ path, lastmod }) =>
      `<sitemap><loc>${base}${escapeXml(path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`,
  )
  return `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`
}
