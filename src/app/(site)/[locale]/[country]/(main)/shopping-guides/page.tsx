import { GuideList } from '@/components/site/GuideList'
import { siteParams, type SiteParams } from '@/components/site/route'
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
  return <GuideList locale={locale} page={Number((await searchParams).page) || 1} />
}
