import { GuideList } from '@/components/site/GuideList'
import { siteParams, type SiteParams } from '@/components/site/route'

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
