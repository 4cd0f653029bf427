import { notFound } from 'next/navigation'

import { GuideList } from '@/components/site/GuideList'
import { guidesPage } from '@/data/posts'
import { siteParams, type SiteParams } from '@/lib/siteParams'
import { catalogueMetadata } from '@/lib/metadata'
import { paths } from '@/i18n/paths'

// Its answer depends on the query string (?page=, ?q=, ?category=): rendered per request, from
// the tagged data cache.
export const dynamic = 'force-dynamic'

export const generateMetadata = catalogueMetadata('guides', paths.guides())

export default async function GuidesPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>
  searchParams: Promise<{ page?: string }>
}) {
  const { locale } = await siteParams(params)
  const page = Number((await searchParams).page) || 1
  const guides = await guidesPage(locale, page)
  if (page > 1 && guides.docs.length === 0) notFound()
  return <GuideList locale={locale} guides={guides} />
}
