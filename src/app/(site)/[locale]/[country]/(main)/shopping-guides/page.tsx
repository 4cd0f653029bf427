import { GuideList } from '@/components/site/GuideList'
import { siteParams, type SiteParams } from '@/components/site/route'
import { pageMetadata } from '@/lib/metadata'
import { translator } from '@/i18n/intl'
import { paths } from '@/i18n/paths'

// Its answer depends on the query string (?page=, ?q=, ?category=): rendered per request, from
// the tagged data cache.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteParams(params)
  const t = translator(locale)
  return pageMetadata({
    locale,
    path: paths.guides(),
    title: t('seo.guides.title'),
    description: t('seo.guides.description'),
  })
}

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
