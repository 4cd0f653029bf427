import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { GuideList } from '@/components/site/GuideList'
import { invalidRoute, siteParams, type SiteParams } from '@/components/site/route'
import { allCategories } from '@/data/categories'

type Params = SiteParams & { subcategorySlug: string }

export default async function SubcategoryGuidesPage({
  params,
  searchParams,
}: {
  params: Promise<Params>
  searchParams: Promise<{ page?: string }>
}) {
  const { locale } = await siteParams(params)
  const { subcategorySlug } = await params
  const category = (await allCategories()).find(
    (row) => row.seoSlug === decodeURIComponent(subcategorySlug) && row.id !== EXCLUDED_CATEGORY_ID,
  )
  if (!category) invalidRoute()
  return (
    <GuideList locale={locale} category={category} page={Number((await searchParams).page) || 1} />
  )
}
