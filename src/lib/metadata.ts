/**
 * Search-engine metadata of a public page: title and description in the page's language, a
 * canonical URL without query noise, the same page in all 11 languages plus `x-default` (each page
 * lists all the others, so every alternate links back), Open Graph and Twitter cards.
 */
import type { Metadata } from 'next'

import { siteUrl } from '@/config/env'
import { translator } from '@/i18n/intl'
import {
  defaultLocale,
  getLocale,
  isLocaleCode,
  localeCodes,
  type LocaleCode,
} from '@/i18n/locales'
import { localized } from '@/i18n/paths'

export interface PageMeta {
  locale: LocaleCode
  /** The page's English path (`paths.*`): the other languages' URLs are derived from it. */
  path: string
  title: string
  description?: string | null
  image?: { url: string; width?: number | null; height?: number | null; alt?: string | null } | null
  type?: 'website' | 'article'
  /** Search results and other pages that should not be indexed. */
  noindex?: boolean
  /** The languages the page is written in, when not all (the alternates name those only). */
  languages?: readonly LocaleCode[]
}

export const absoluteUrl = (path: string) => new URL(path, `${siteUrl}/`).toString()

/** The page's URL in every language, and `x-default` (English). */
export function languageAlternates(
  path: string,
  languages: readonly LocaleCode[] = localeCodes,
): Record<string, string> {
  return {
    ...Object.fromEntries(languages.map((code) => [code, absoluteUrl(localized(code, path))])),
    'x-default': absoluteUrl(path),
  }
}

export function pageMetadata({
  locale,
  path,
  title,
  description,
  image,
  type = 'website',
  noindex,
  languages,
}: PageMeta): Metadata {
  const url = absoluteUrl(localized(locale, path))
  const images = image
    ? [
        {
          url: absoluteUrl(image.url),
          width: image.width ?? undefined,
          height: image.height ?? undefined,
          alt: image.alt ?? undefined,
        },
      ]
    : undefined
  return {
    title: { absolute: title },
    description: description ?? undefined,
    alternates: { canonical: url, languages: languageAlternates(path, languages) },
    openGraph: {
      type,
      url,
      title,
      description: description ?? undefined,
      siteName: 'Shopping Guide',
      locale: getLocale(locale).iso.replace('-', '_'),
      alternateLocale: localeCodes
        .filter((code) => code !== locale)
        .map((code) => getLocale(code).iso.replace('-', '_')),
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      description: description ?? undefined,
      images: images?.map((entry) => entry.url),
    },
    robots: noindex ? { index: false, follow: true } : undefined,
  }
}

type CatalogueKey = 'home' | 'categories' | 'guides' | 'stores'

/**
 * `generateMetadata` for a page whose title and description are the catalogue's `seo.<key>.*` texts.
 * Site pages' params carry the language the proxy resolved.
 */
export function catalogueMetadata(key: CatalogueKey, path: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params
    const code: LocaleCode = isLocaleCode(locale) ? locale : defaultLocale
    const t = translator(code)
    return pageMetadata({
      locale: code,
      path,
      title: t(`seo.${key}.title`),
      description: t(`seo.${key}.description`),
    })
  }
}

/** A category page's metadata: the catalogue's texts with the category's name for [CategoryName]. */
export function categoryMetadata(
  locale: LocaleCode,
  kind: 'category' | 'guidesCategory',
  path: string,
  name: string,
): Metadata {
  const t = translator(locale)
  const fill = (text: string) => text.replaceAll('[CategoryName]', name)
  return pageMetadata({
    locale,
    path,
    title: fill(t(`seo.${kind}.title`)),
    description: fill(t(`seo.${kind}.description`)),
  })
}
