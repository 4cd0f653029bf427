import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { siteParams, type SiteParams } from '@/components/site/route'
import { siteUrl } from '@/config/env'
import { translator } from '@/i18n/intl'
import { getLocale } from '@/i18n/locales'

import './site.css'

// Rendered per request until the caching issue tags the data (DESIGN "Rendering and caching").
export const dynamic = 'force-dynamic'

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
