import type { Metadata } from 'next'

import { NotFoundPage } from '@/components/site/NotFoundPage'
import { siteParams, type SiteParams, slugParam } from '@/lib/siteParams'
import { translator } from '@/i18n/intl'
import { localized } from '@/i18n/paths'

type Params = SiteParams & { rest: string[] }

/**
 * Rendered on first request like the other pages, so its 404 is a whole server-rendered page (a
 * per-request render streams, and its status could not change once the screen is on its way).
 * Next's page cache is bounded, so unknown paths cannot grow it without limit.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await siteParams(params)
  return { title: translator(locale)('seo.notFound.title') }
}

/** No route matches: the 404 page with "Page not found: {path}". */
export default async function Unmatched({ params }: { params: Promise<Params> }) {
  const { locale } = await siteParams(params)
  const { rest } = await params
  const path = `/${rest.map((segment) => slugParam(segment)).join('/')}`
  return <NotFoundPage path={localized(locale, path)} invalid={false} />
}
