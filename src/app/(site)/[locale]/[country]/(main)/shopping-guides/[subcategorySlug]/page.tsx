import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { GuideList } from '@/components/site/GuideList'
import { invalidRoute, siteParams, type SiteParams } from '@/components/site/route'
import { allCategories, categoryName } from '@/data/categories'
import { translator } from '@/i18n/intl'
import { paths } from '@/i18n/paths'
import { categoryMetadata } from '@/lib/metadata'

type Params = SiteParams & { subcategorySlug: string }

// Its answer depends on the query string (?page=, ?q=, ?category=): rendered per request, from
// the tagged data cache.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale } = await siteParams(params)
  const slug = decodeURIComponent((await params).subcategorySlug)
  const category = (await allCategories()).find(
    (row) => row.seoSlug === slug && row.id !== EXCLUDED_CATEGORY_ID,
  )
  if (!category) return { title: translator(locale)('seo.notFound.title') }
  return categoryMetadata(
    locale,
    'guidesCategory',
    paths.guides(category.seoSlug),
    categoryName(category, locale),
  )
}

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
  if (!category) invalidRoute(locale, paths.guides(subcategorySlug))
  return (
    <GuideList locale={locale} category={category} page={Number((await searchParams).page) || 1} />
  )
}
