import { notFound } from 'next/navigation'
import { GuideList } from '@/components/site/GuideList'
import { siteParams, type SiteParams, slugParam } from '@/lib/siteParams'
import { categoryName, visibleCategories } from '@/data/categories'
import { guidesPage } from '@/data/posts'
import { translator } from '@/i18n/intl'
import { paths } from '@/i18n/paths'
import { categoryMetadata } from '@/lib/metadata'

type Params = SiteParams & { subcategorySlug: string }

// Its answer depends on the query string (?page=, ?q=, ?category=): rendered per request, from
// the tagged data cache.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale } = await siteParams(params)
  const slug = slugParam((await params).subcategorySlug)
  const category = (await visibleCategories()).find((row) => row.seoSlug === slug)
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
  // No guide list for a category in the hidden category's subtree.
  const category = (await visibleCategories()).find(
    (row) => row.seoSlug === slugParam(subcategorySlug),
  )
  if (!category) notFound()
  const page = Number((await searchParams).page) || 1
  const guides = await guidesPage(locale, page, category)
  if (page > 1 && guides.docs.length === 0) notFound()
  return (
    <GuideList
      locale={locale}
      category={{ seoSlug: category.seoSlug, name: categoryName(category, locale) }}
      guides={guides}
    />
  )
}
