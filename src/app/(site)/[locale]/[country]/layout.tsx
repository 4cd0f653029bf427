import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { siteParams, type SiteParams } from '@/lib/siteParams'
import { siteUrl } from '@/config/env'
import { translator } from '@/i18n/intl'
import { getLocale } from '@/i18n/locales'

import './site.css'

/**
 * Pages are rendered on their first request per (language, country, path) and kept until an editor's
 * change revalidates the tags of the data they show (src/data/cache.ts); none is built ahead: the
 * build needs no database.
 */
export function generateStaticParams(): SiteParams[] {
  return []
}

export async function generateMetadata({
  params,
}: {
  params: Promise<SiteParams>
}): Promise<Metadata> {
  const { locale } = await siteParams(params)
  const t = translator(locale)
  return {
    metadataBase: new URL(siteUrl),
    title: t('seo.home.title'),
    description: t('seo.home.description'),
  }
}

/** The document: `<html lang>` carries the language's ISO tag, `dir` its direction. */
export default async function SiteDocument({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<SiteParams>
}) {
  const { locale } = await siteParams(params)
  const { iso, dir } = getLocale(locale)
  return (
    <html lang={iso} dir={dir}>
      <body>{children}</body>
    </html>
  )
}
